import Box from '@mui/material/Box';
import { useTheme } from '@mui/material/styles';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import useMediaQuery from '@mui/material/useMediaQuery';
import { type ReactNode, useId } from 'react';
import { useSearchParams } from 'react-router';

export interface ProfileTab {
  label: string;
  content: ReactNode;
  /**
   * The tab's name in the address, e.g. /profile?tab=dna (the route /dna sends there). The first
   * tab has none: /profile opens it.
   */
  id?: string;
}

/**
 * The role's tabs (doc 1 §2 Profile). Only the open tab is mounted, so each loads its data when opened.
 * The open tab is in the address (`?tab=`, issue 41 item 10): a reload, the header menu's 'Mis
 * compras' or a link opens it, and Back leaves the profile rather than stepping through its tabs. On a
 * phone the tabs share the row (their labels wrap) instead of hiding the last ones behind a scroller.
 */
export function ProfileTabs({ tabs }: { tabs: ProfileTab[] }) {
  const baseId = useId();
  const theme = useTheme();
  const isPhone = useMediaQuery(theme.breakpoints.down('sm'), { noSsr: true });
  const [params, setParams] = useSearchParams();
  const asked = params.get('tab');
  const index = Math.max(
    0,
    tabs.findIndex((t) => t.id !== undefined && t.id === asked),
  );
  const open = (next: number) => {
    const id = tabs[next]?.id;
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        if (id) updated.set('tab', id);
        else updated.delete('tab');
        return updated;
      },
      { replace: true, preventScrollReset: true },
    );
  };
  return (
    <>
      <Box sx={{ borderBottom: 1, borderColor: 'divider' }}>
        <Tabs
          value={index}
          onChange={(_, next: number) => open(next)}
          aria-label="Secciones del perfil"
          variant={isPhone ? 'fullWidth' : 'scrollable'}
          sx={isPhone ? { '& .MuiTab-root': { minWidth: 0, px: 1, lineHeight: 1.25 } } : undefined}
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
