import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { type ReactNode, useId, useState } from 'react';
import { useSearchParams } from 'react-router';

export interface ProfileTab {
  label: string;
  content: ReactNode;
  /** Opens this tab from the address, e.g. /profile?tab=dna (the route /dna sends there). */
  id?: string;
}

/** The role's tabs (doc 1 §2 Profile). Only the open tab is mounted, so each loads its data when opened. */
export function ProfileTabs({ tabs }: { tabs: ProfileTab[] }) {
  const baseId = useId();
  const [params] = useSearchParams();
  const [current, setCurrent] = useState(() =>
    Math.max(
      0,
      tabs.findIndex((t) => t.id && t.id === params.get('tab')),
    ),
  );
  const index = Math.min(current, tabs.length - 1);
  return (
    <>
      <Box sx={{ borderBottom: 1, borderColor: 'divider' }}>
        <Tabs
          value={index}
          onChange={(_, next: number) => setCurrent(next)}
          aria-label="Secciones del perfil"
          variant="scrollable"
          allowScrollButtonsMobile
        >
          {tabs.map((tab, i) => (
            <Tab key={tab.label} label={tab.label} id={`${baseId}-tab-${i}`} aria-controls={`${baseId}-panel-${i}`} />
          ))}
        </Tabs>
      </Box>
      <Box
        role="tabpanel"
        id={`${baseId}-panel-${index}`}
        aria-labelledby={`${baseId}-tab-${index}`}
        sx={{ pt: { xs: 3, sm: 4 } }}
      >
        {tabs[index]?.content}
      </Box>
    </>
  );
}
