import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { lazy, Suspense, useEffect, useState } from 'react';
import { EndUserNav } from '../../components/layout/end-user-nav';
import { PageShell } from '../../components/layout/page-shell';
import { LightTabs } from '../../components/light-tabs';
import { useSession } from '../../lib/session';
import { whenEngaged } from '../../lib/when-engaged';
import { ApoeOptInCard } from '../privacy';
import { useResults } from './api/get-results';
import { PdfReportButton } from './components/pdf-report-button';
import { ResultsAccessSection } from './components/results-access-section';
import { WelcomeCard } from './components/welcome-card';

/**
 * Tab indexes as in doc 2 §2: 1 Introducción al estudio (default), 2 Resumen de resultados (doc 2:
 * 'Resumen De Diagnósticos', renamed by decision 018),
 * 4 Glosario. 0 (welcome) and 3 (another summary) exist without a visible tab button.
 */
export type ResultsTab = 0 | 1 | 2 | 3 | 4;

const visibleTabs: Array<{ value: ResultsTab; label: string }> = [
  { value: 1, label: 'Introducción al estudio' },
  { value: 2, label: 'Resumen de resultados' },
  { value: 4, label: 'Glosario' },
];

/** The panel of a tab; the hidden tabs 0 and 3 show the same content as 1 and 2. */
function tabPanelOf(tab: ResultsTab): 1 | 2 | 4 {
  if (tab === 0 || tab === 1) return 1;
  if (tab === 2 || tab === 3) return 2;
  return 4;
}

// The second and third tabs (with the trait texts and the glossary) come in their own chunks, fetched
// while the first tab is read (and at once when a tab is pointed at or focused).
const loadSummary = () => import('./components/results-summary');
const loadGlossary = () => import('./components/glossary-panel');
const ResultsSummary = lazy(loadSummary);
const GlossaryPanel = lazy(() => loadGlossary().then((m) => ({ default: m.GlossaryPanel })));
const preload: Partial<Record<ResultsTab, () => void>> = {
  2: () => void loadSummary().catch(() => {}),
  4: () => void loadGlossary().catch(() => {}),
};

/** While a tab's chunk arrives: the same spinner the diagnostics show while their data loads. */
function PanelLoading() {
  return (
    <Box sx={{ display: 'grid', placeItems: 'center', py: 6 }}>
      <CircularProgress aria-label="Cargando resultados" />
    </Box>
  );
}

/**
 * The page's heading: the patient's name and the PDF report's button. The only part of the page that
 * reads the results, so their answer redraws it alone (an answer of a query is drawn synchronously:
 * the whole page was one task, issue 23).
 */
function ResultsHeading() {
  const { account } = useSession();
  const results = useResults(undefined);
  const name = results.data
    ? `${results.data.patient.firstName} ${results.data.patient.lastName}`
    : account
      ? `${account.profile.firstName ?? ''} ${account.profile.lastName ?? ''}`.trim()
      : '';
  return (
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
      {/* Drawn while the results load too (the flow asks for its own report), so that the button
          appearing with the answer does not push the tabs down on a phone (issue 23: layout shift). */}
      {(results.isPending || results.data) && <PdfReportButton />}
    </Box>
  );
}

export default function ResultsPage() {
  const { account } = useSession();
  const [tab, setTab] = useState<ResultsTab>(1);
  const panel = tabPanelOf(tab);
  useEffect(() => whenEngaged(() => preload[2]?.()), []);

  return (
    <PageShell>
      {account?.role === 'Customer' && <EndUserNav />}
      <ResultsHeading />
      <LightTabs
        tabs={visibleTabs.map(({ value, label }) => ({
          id: `results-tab-${value}`,
          label,
          controls: `results-panel-${value}`,
        }))}
        value={visibleTabs.findIndex((t) => t.value === panel)}
        onChange={(index) => setTab(visibleTabs[index]!.value)}
        onPreview={(index) => preload[visibleTabs[index]!.value]?.()}
        label="Secciones de los resultados"
        // Issue 22: on a phone the three tabs did not fit and the last was cut off behind scroll
        // arrows; there they share the width and their labels wrap.
        fullWidth="phone"
      />
      <Box role="tabpanel" id={`results-panel-${panel}`} aria-labelledby={`results-tab-${panel}`}>
        {panel === 1 && <WelcomeCard />}
        <Suspense fallback={<PanelLoading />}>
          {panel === 2 && <ResultsSummary isNutritionist={false} />}
          {panel === 4 && <GlossaryPanel />}
        </Suspense>
      </Box>
      <Suspense fallback={null}>
        <ApoeOptInCard />
      </Suspense>
      <ResultsAccessSection />
    </PageShell>
  );
}
