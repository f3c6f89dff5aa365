import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import GlobalStyles from '@mui/material/GlobalStyles';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { purchasesTexts } from '@nutritest/domain';
import { type ComponentType, type LazyExoticComponent, lazy, type ReactNode, Suspense, useId, useState } from 'react';
import { FullPageSpinner } from '../../components/full-page-spinner';
import { PageShell } from '../../components/layout/page-shell';
import { useSession } from '../../lib/session';
import { useOpsEnvironment } from './api/get-environment';
import { KitsBoard } from './components/kits-board';
import { boardTexts as t } from './texts-board';

/** While a tab's chunk arrives: a spinner in the panel. */
function TabLoading() {
  return (
    <Box sx={{ display: 'grid', placeItems: 'center', py: 6 }}>
      <CircularProgress aria-label={t.loading} />
    </Box>
  );
}

interface ConsoleTab {
  label: string;
  render: () => ReactNode;
  /** Starts loading the tab's chunk (on hover or focus of its button, or when the browser is idle). */
  preload?: () => void;
}

/**
 * A tab whose content is its own chunk: only the first tab (the kits board) comes with the console.
 * The menu editor, for one, carries the food catalogue (its ingredient picker, ~300 foods).
 */
function lazyTab<M>(label: string, load: () => Promise<M>, pick: (m: M) => ComponentType): ConsoleTab {
  let Component: LazyExoticComponent<ComponentType> | null = null;
  const preload = () => void load().catch(() => {});
  return {
    label,
    preload,
    render: () => {
      Component ??= lazy(async () => ({ default: pick(await load()) }));
      return (
        <Suspense fallback={<TabLoading />}>
          <Component />
        </Suspense>
      );
    },
  };
}

const tabs: ConsoleTab[] = [
  { label: t.tabKits, render: () => <KitsBoard /> },
  lazyTab(
    t.tabRoute,
    () => import('./components/route-sheet'),
    (m) => m.RouteSheet,
  ),
  lazyTab(
    t.tabPhone,
    () => import('./components/phone-queue'),
    (m) => m.PhoneQueue,
  ),
  lazyTab(
    t.tabImport,
    () => import('./components/lab-import'),
    (m) => m.LabImport,
  ),
  lazyTab(
    t.tabLedger,
    () => import('./components/ledger'),
    (m) => m.Ledger,
  ),
  lazyTab(
    t.tabPayments,
    () => import('./components/payments-ledger'),
    (m) => m.PaymentsLedger,
  ),
  lazyTab(
    purchasesTexts.opsTab,
    () => import('./components/purchases-search'),
    (m) => m.PurchasesTab,
  ),
  lazyTab(
    t.tabPayouts,
    () => import('./components/payouts'),
    (m) => m.Payouts,
  ),
  lazyTab(
    t.tabAudit,
    () => import('./components/audit-log'),
    (m) => m.AuditLog,
  ),
  lazyTab(
    t.tabMenu,
    () => import('./components/meal-menu'),
    (m) => m.MealMenu,
  ),
  lazyTab(
    t.tabMealPrices,
    () => import('./components/meal-prices'),
    (m) => m.MealPrices,
  ),
  lazyTab(
    t.tabKitchen,
    () => import('./components/kitchen-sheet'),
    (m) => m.KitchenSheet,
  ),
  lazyTab(
    'Agenda de nutricionistas',
    () => import('./components/nutritionist-hours'),
    (m) => m.NutritionistHours,
  ),
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

/** On every page of the console while payments go to the sandbox (issue 41: never a silent fallback). */
function SandboxWarning() {
  const environment = useOpsEnvironment();
  if (!environment.data?.paymentsSandbox) return null;
  return (
    <Alert severity="warning" sx={{ mb: 2 }} className="no-print">
      {t.paymentsSandbox}
    </Alert>
  );
}

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
      <SandboxWarning />
      <Box sx={{ borderBottom: 1, borderColor: 'divider' }} className="no-print">
        <Tabs
          value={current}
          onChange={(_, next: number) => setCurrent(next)}
          aria-label={t.tabs}
          variant="scrollable"
          allowScrollButtonsMobile
        >
          {tabs.map((item, i) => (
            <Tab
              key={item.label}
              label={item.label}
              id={`${baseId}-tab-${i}`}
              aria-controls={`${baseId}-panel`}
              onPointerEnter={item.preload}
              onFocus={item.preload}
            />
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
