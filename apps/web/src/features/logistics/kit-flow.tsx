import HomeOutlined from '@mui/icons-material/HomeOutlined';
import StorefrontOutlined from '@mui/icons-material/StorefrontOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Step from '@mui/material/Step';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import { useTheme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { type DistributionInfo, DistributionType, deriveWizardStep, KitLeg, office } from '@nutritest/domain';
import { lazy, Suspense, useEffect, useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router';
import { useSession } from '../../app/session';
import { FullPageSpinner } from '../../components/full-page-spinner';
import { whenIdle } from '../../lib/lazy-resolver';
import { useDistribution } from './api/get-distribution';
import { ChoiceStep } from './components/choice-step';
import { DeliveryConfirmation } from './components/delivery-confirmation';
import { KitTimeline } from './components/kit-timeline';
import { ResultsStage } from './components/results-stage';
import { formatAddress } from './format';
import { type LegRequest, useScheduleLeg } from './hooks/use-schedule-leg';
import { stepLabels, kitTexts as t } from './texts';

const officeWhere = formatAddress(office);

// The scheduling steps (1 and 4: address, day picker) come after a choice, never first: their chunk
// is fetched while the current step is read.
const loadLegScheduler = () => import('./components/leg-scheduler');
const LegScheduler = lazy(() => loadLegScheduler().then((m) => ({ default: m.LegScheduler })));
// The busy overlay (MUI's backdrop) comes in the same chunk, mounted once it is there or needed.
const BusyBackdrop = lazy(() => loadLegScheduler().then((m) => ({ default: m.BusyBackdrop })));

function StepLoading() {
  return (
    <Box sx={{ display: 'grid', placeItems: 'center', py: 6 }}>
      <CircularProgress aria-label="Cargando" />
    </Box>
  );
}

/** The courier distribution on file (its address fills the pickup form), if any. */
function courierDistribution(info: DistributionInfo | null) {
  return info?.distributions.filter((d) => d.type === DistributionType.Delivery).at(-1) ?? null;
}

/**
 * The customer's kit flow (doc 1 §2 Kit flow, §4): greeting, the 6-step wizard whose step is
 * derived from the fetched info, and beside it the timeline with the results countdown.
 */
export default function KitFlow({ headingLevel = 1 }: { headingLevel?: 1 | 2 }) {
  const { account } = useSession();
  const navigate = useNavigate();
  const theme = useTheme();
  const isPhone = useMediaQuery(theme.breakpoints.down('sm'));
  const query = useDistribution();
  const schedule = useScheduleLeg();
  // The step moves with the customer's choices and submits; until then it is the derived one.
  const [chosenStep, setChosenStep] = useState<number | null>(null);

  const [overlayReady, setOverlayReady] = useState(false);
  useEffect(
    () =>
      whenIdle(() => {
        loadLegScheduler().then(
          () => setOverlayReady(true),
          () => {},
        );
      }),
    [],
  );

  const derived = query.data === undefined ? null : deriveWizardStep(query.data);
  const redirect = derived && 'redirect' in derived ? derived.redirect : null;
  useEffect(() => {
    if (redirect) navigate(redirect, { replace: true });
  }, [redirect, navigate]);

  if (query.isPending || !account || redirect) return <FullPageSpinner />;

  const info = query.data ?? null;
  const step = chosenStep ?? (derived && 'step' in derived ? derived.step : 0);
  const goTo = (next: number) => {
    schedule.reset();
    setChosenStep(next);
  };
  const submit = (request: LegRequest, next: number) => schedule.submit(request, () => setChosenStep(next));
  const isBusy = schedule.isBusy;

  let content: React.ReactNode;
  if (step === 0) {
    content = (
      <ChoiceStep
        title={stepLabels[0]}
        question={t.shippingQuestion}
        error={schedule.error}
        disabled={isBusy}
        choices={[
          { label: t.homeDelivery, hint: t.homeDeliveryHint, icon: <HomeOutlined />, onSelect: () => goTo(1) },
          {
            label: t.officeDelivery,
            hint: t.officeHint(officeWhere, office.hours),
            icon: <StorefrontOutlined />,
            onSelect: () => submit({ leg: KitLeg.Delivery, to: 'office' }, 2),
          },
        ]}
      />
    );
  } else if (step === 1) {
    content = (
      <LegScheduler
        leg={KitLeg.Delivery}
        title={stepLabels[1]}
        existing={null}
        confirmFirst={false}
        error={schedule.error}
        disabled={isBusy}
        onBack={() => goTo(0)}
        onSubmit={(request) => submit(request, 2)}
      />
    );
  } else if (step === 2 && info) {
    content = <DeliveryConfirmation info={info} onNext={() => goTo(3)} />;
  } else if (step === 3) {
    content = (
      <ChoiceStep
        title={stepLabels[3]}
        question={t.pickupQuestion}
        error={schedule.error}
        disabled={isBusy}
        onBack={() => goTo(2)}
        choices={[
          { label: t.homePickup, hint: t.homePickupHint, icon: <HomeOutlined />, onSelect: () => goTo(4) },
          {
            label: t.officeDrop,
            hint: t.officeDropHint(officeWhere, office.hours),
            icon: <StorefrontOutlined />,
            onSelect: () => submit({ leg: KitLeg.Return, to: 'office' }, 5),
          },
        ]}
      />
    );
  } else if (step === 4) {
    content = (
      <LegScheduler
        leg={KitLeg.Return}
        title={stepLabels[4]}
        existing={courierDistribution(info)}
        confirmFirst
        error={schedule.error}
        disabled={isBusy}
        onBack={() => goTo(3)}
        onSubmit={(request) => submit(request, 5)}
      />
    );
  } else if (info) {
    content = <ResultsStage info={info} />;
  }

  return (
    <Box>
      <Typography variant="h4" component={`h${headingLevel}`} gutterBottom>
        {t.greeting(account.profile.firstName)}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {t.intro}
      </Typography>
      {query.isError && (
        <Alert
          severity="error"
          sx={{ mb: 3 }}
          action={
            <Button color="inherit" size="small" onClick={() => void query.refetch()}>
              {t.retry}
            </Button>
          }
        >
          {query.error.message || t.loadFailed}
        </Alert>
      )}
      <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 2fr) minmax(0, 1fr)' } }}>
        <Paper sx={{ p: { xs: 2, sm: 4 } }}>
          <Stepper
            activeStep={step}
            orientation={isPhone ? 'vertical' : 'horizontal'}
            alternativeLabel={!isPhone}
            aria-label={t.stepper}
            sx={{ mb: 4 }}
          >
            {stepLabels.map((label) => (
              <Step key={label}>
                <StepLabel>{label}</StepLabel>
              </Step>
            ))}
          </Stepper>
          <Suspense fallback={<StepLoading />}>{content}</Suspense>
        </Paper>
        <Box sx={{ display: 'grid', gap: 3, alignContent: 'start' }}>
          {info && <KitTimeline info={info} />}
          <Alert severity="info">
            {t.dnaReminder}{' '}
            <Link component={RouterLink} to="/dna" sx={{ fontWeight: 700 }}>
              {t.dnaLink}
            </Link>
          </Alert>
        </Box>
      </Box>
      {(isBusy || overlayReady) && (
        <Suspense fallback={null}>
          <BusyBackdrop open={isBusy} />
        </Suspense>
      )}
    </Box>
  );
}
