import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import GlobalStyles from '@mui/material/GlobalStyles';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { lazy, type ReactNode, Suspense, useId, useState } from 'react';
import { useSession } from '../../app/session';
import { FullPageSpinner } from '../../components/full-page-spinner';
import { PageShell } from '../../components/layout/page-shell';
import { AuditLog } from './components/audit-log';
import { KitchenSheet } from './components/kitchen-sheet';
import { KitsBoard } from './components/kits-board';
import { LabImport } from './components/lab-import';
import { Ledger } from './components/ledger';
import { MealPrices } from './components/meal-prices';
import { Payouts } from './components/payouts';
import { PhoneQueue } from './components/phone-queue';
import { RouteSheet } from './components/route-sheet';
import { opsTexts as t } from './texts';

/**
 * The menu editor carries the food catalogue (its ingredient picker, ~300 foods): loaded when its
 * tab opens, so the dashboard (which shows this console to operators) does not carry it for everyone.
 */
const NutritionistHours = lazy(async () => ({
  default: (await import('./components/nutritionist-hours')).NutritionistHours,
}));
const MealMenu = lazy(async () => ({ default: (await import('./components/meal-menu')).MealMenu }));

const tabs: Array<{ label: string; render: () => ReactNode }> = [
  { label: t.tabKits, render: () => <KitsBoard /> },
  { label: t.tabRoute, render: () => <RouteSheet /> },
  { label: t.tabPhone, render: () => <PhoneQueue /> },
  { label: t.tabImport, render: () => <LabImport /> },
  { label: t.tabLedger, render: () => <Ledger /> },
  { label: t.tabPayouts, render: () => <Payouts /> },
  { label: t.tabAudit, render: () => <AuditLog /> },
  {
    label: t.tabMenu,
    render: () => (
      <Suspense
        fallback={
          <Box sx={{ display: 'grid', placeItems: 'center', py: 6 }}>
            <CircularProgress aria-label={t.loading} />
          </Box>
        }
      >
        <MealMenu />
      </Suspense>
    ),
  },
  { label: t.tabMealPrices, render: () => <MealPrices /> },
  { label: t.tabKitchen, render: () => <KitchenSheet /> },
  {
    label: 'Agenda de nutricionistas',
    render: () => (
      <Suspense fallback={<CircularProgress aria-label={t.loading} />}>
        <NutritionistHours />
      </Suspense>
    ),
  },
];

/** Printing (the route sheet, the kitchen sheet) keeps only the open tab's content: no header, tabs or controls. */
const printStyles = (
  <GlobalStyles
    styles={{
      '@media print': {
        'header, .no-print, .MuiFab-root': { display: 'none !important' },
        // The page frame (the element holding the header) paints the app's tinted background.
        'body, body *:has(> header)': { backgroundColor: '#fff !important' },
        main: { padding: '0 !important', maxWidth: 'none !important' },
      },
    }}
  />
);

/** /ops: the operations console, for our staff (role Operator) only. */
export default function OpsPage() {
  const { account, isLoading } = useSession();
  const baseId = useId();
  const [current, setCurrent] = useState(0);
  if (isLoading || !account) return <FullPageSpinner />;

  if (account.role !== 'Operator') {
    return (
      <PageShell>
        <Typography variant="h4" component="h1" gutterBottom>
          {t.title}
        </Typography>
        <Alert severity="warning">{t.noPermission}</Alert>
      </PageShell>
    );
  }

  const tab = tabs[current]!;
  return (
    <PageShell maxWidth="xl">
      {printStyles}
      <Typography variant="h4" component="h1" gutterBottom className="no-print">
        {t.title}
      </Typography>
      <Box sx={{ borderBottom: 1, borderColor: 'divider' }} className="no-print">
        <Tabs
          value={current}
          onChange={(_, next: number) => setCurrent(next)}
          aria-label={t.tabs}
          variant="scrollable"
          allowScrollButtonsMobile
        >
          {tabs.map((item, i) => (
            <Tab key={item.label} label={item.label} id={`${baseId}-tab-${i}`} aria-controls={`${baseId}-panel`} />
          ))}
        </Tabs>
      </Box>
      <Box role="tabpanel" id={`${baseId}-panel`} aria-labelledby={`${baseId}-tab-${current}`} sx={{ pt: 3 }}>
        <Typography variant="h5" component="h2" gutterBottom className="no-print">
          {tab.label}
        </Typography>
        {tab.render()}
      </Box>
    </PageShell>
  );
}
