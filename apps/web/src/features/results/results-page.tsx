import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useSession } from '../../app/session';
import { EndUserNav } from '../../components/layout/end-user-nav';
import { PageShell } from '../../components/layout/page-shell';
import { useResults } from './api/get-results';
import { DiagnosticsList } from './components/diagnostics-list';
import { GlossaryPanel } from './components/glossary-panel';
import { MetabolismView } from './components/metabolism-view';
import { PdfReportButton } from './components/pdf-report-button';
import { ResultsAccessSection } from './components/results-access-section';
import { WelcomeCard } from './components/welcome-card';

/**
 * Tab indexes as in doc 2 §2: 1 Introducción al estudio (default), 2 Resumen De Diagnósticos,
 * 4 Glosario. 0 (welcome) and 3 (another summary) exist without a visible tab button.
 */
export type ResultsTab = 0 | 1 | 2 | 3 | 4;

const visibleTabs: Array<{ value: ResultsTab; label: string }> = [
  { value: 1, label: 'Introducción al estudio' },
  { value: 2, label: 'Resumen De Diagnósticos' },
  { value: 4, label: 'Glosario' },
];

/** The panel of a tab; the hidden tabs 0 and 3 show the same content as 1 and 2. */
function tabPanelOf(tab: ResultsTab): 1 | 2 | 4 {
  if (tab === 0 || tab === 1) return 1;
  if (tab === 2 || tab === 3) return 2;
  return 4;
}

export function ResultsSummary({ patientId, isNutritionist }: { patientId?: string; isNutritionist: boolean }) {
  return (
    <>
      <DiagnosticsList patientId={patientId} isNutritionist={isNutritionist} />
      <MetabolismView patientId={patientId} />
    </>
  );
}

export default function ResultsPage() {
  const { account } = useSession();
  const results = useResults(undefined);
  const [tab, setTab] = useState<ResultsTab>(1);
  const panel = tabPanelOf(tab);
  const name = results.data
    ? `${results.data.patient.firstName} ${results.data.patient.lastName}`
    : account
      ? `${account.profile.firstName ?? ''} ${account.profile.lastName ?? ''}`.trim()
      : '';

  return (
    <PageShell>
      {account?.role === 'Customer' && <EndUserNav />}
      <Box
        component="header"
        sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center', justifyContent: 'space-between', mb: 3 }}
      >
        <Box>
          <Typography component="p" variant="overline" sx={{ color: 'text.secondary' }}>
            Resultados
          </Typography>
          <Typography component="h1" variant="h4">
            {name || 'Mis resultados'}
          </Typography>
        </Box>
        {results.data && <PdfReportButton />}
      </Box>
      <Tabs
        value={panel}
        onChange={(_e, value: ResultsTab) => setTab(value)}
        aria-label="Secciones de los resultados"
        variant="scrollable"
        allowScrollButtonsMobile
        sx={{ mb: 3, borderBottom: 1, borderColor: 'divider' }}
      >
        {visibleTabs.map(({ value, label }) => (
          <Tab
            key={value}
            value={value}
            label={label}
            id={`results-tab-${value}`}
            aria-controls={`results-panel-${value}`}
          />
        ))}
      </Tabs>
      <Box role="tabpanel" id={`results-panel-${panel}`} aria-labelledby={`results-tab-${panel}`}>
        {panel === 1 && <WelcomeCard />}
        {panel === 2 && <ResultsSummary isNutritionist={false} />}
        {panel === 4 && <GlossaryPanel />}
      </Box>
      <ResultsAccessSection />
    </PageShell>
  );
}
