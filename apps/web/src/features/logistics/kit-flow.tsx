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
import {
  type DistributionInfo,
  DistributionType,
  deriveKitState,
  isDnaFormComplete,
  KitLeg,
  office,
} from '@nutritest/domain';
import { lazy, Suspense, useEffect, useMemo, useRef, useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router';
import { FullPageSpinner } from '../../components/full-page-spinner';
import { useSession } from '../../lib/session';
import { whenEngaged } from '../../lib/when-engaged';
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
// Rescheduling and the lost-kit report (issue 22) open dialogs: their chunk comes when asked for.
const loadKitChanges = () => import('./components/kit-changes');
const RescheduleDialog = lazy(() => loadKitChanges().then((m) => ({ default: m.RescheduleDialog })));
const ReportLostDialog = lazy(() => loadKitChanges().then((m) => ({ default: m.ReportLostDialog })));

/**
 * After a step change, the new step's heading is scrolled into view (on a phone the vertical
 * stepper pushes it below the fold) and focused, so a screen reader announces it (issue 22). A
 * lazy step renders its heading later: watch the container until it is there.
 */
function useRevealStep(step: number) {
  const containerRef = useRef<HTMLDivElement>(null);
  const hasMoved = useRef(false);
  const isFirst = useRef(true);
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on each step change
  useEffect(() => {
    if (isFirst.current) {
      isFirst.current = false;
      return;
    }
    if (!hasMoved.current) return;
    hasMoved.current = false;
    const container = containerRef.current;
    if (!container) return;
    const reveal = () => {
      // While a lazy step loads, Suspense may keep the previous step in the DOM, hidden: skip it.
      const heading = Array.from(container.querySelectorAll<HTMLElement>('h2')).find(
        (h) => !h.closest('[hidden], [style*="display: none"]'),
      );
      if (!heading) return false;
      heading.tabIndex = -1;
      heading.focus({ preventScroll: true });
      const reduced = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
      heading.scrollIntoView?.({ block: 'start', behavior: reduced ? 'auto' : 'smooth' });
      return document.activeElement === heading;
    };
    if (reveal()) return;
    const observer = new MutationObserver(() => {
      if (reveal()) observer.disconnect();
    });
    observer.observe(container, { childList: true, subtree: true, attributes: true, attributeFilter: ['style'] });
    const stop = setTimeout(() => observer.disconnect(), 10_000);
    return () => {
      observer.disconnect();
      clearTimeout(stop);
    };
  }, [step]);
  return { containerRef, markMoved: () => (hasMoved.current = true) };
}

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
      whenEngaged(() => {
        loadLegScheduler().then(
          () => setOverlayReady(true),
          () => {},
        );
      }),
    [],
  );

  // The one kit state (issue 22): the wizard's step and stepper and the tracker all read it.
  const kit = useMemo(() => (query.data ? deriveKitState(query.data, new Date()) : null), [query.data]);
  const redirect = kit?.redirect ?? null;
  useEffect(() => {
    if (redirect) navigate(redirect, { replace: true });
  }, [redirect, navigate]);

  const info = query.data ?? null;
  const step = chosenStep ?? kit?.wizardStep ?? 0;
  const reveal = useRevealStep(step);
  const [dialog, setDialog] = useState<'delivery' | 'pickup' | 'lost' | null>(null);
  const [notice, setNotice] = useState<string | null>(null);

  if (query.isPending || !account || redirect) return <FullPageSpinner />;

  const goTo = (next: number) => {
    schedule.reset();
    setNotice(null);
    reveal.markMoved();
    setChosenStep(next);
  };
  const submit = (request: LegRequest, next: number) =>
    schedule.submit(request, () => {
      setNotice(null);
      reveal.markMoved();
      setChosenStep(next);
    });
  const isBusy = schedule.isBusy;
  const needsDnaForm = !isDnaFormComplete(account.profile);

  // A leg already booked that may still change (issue 41 item 6): the choice step says what is booked
  // now and offers to keep it; choosing the same office again changes nothing.
  const changingDelivery = Boolean(kit?.delivery && kit.canChangeDelivery);
  const changingPickup = Boolean(kit?.pickup && kit.canChangePickup);
  const choiceName = (isOffice: boolean) => (isOffice ? t.choiceOffice : t.choiceCourier);

  let content: React.ReactNode;
  if (step === 0) {
    content = (
      <ChoiceStep
        title={stepLabels[0]}
        question={t.shippingQuestion}
        error={schedule.error}
        disabled={isBusy}
        current={changingDelivery ? t.currentDelivery(choiceName(kit!.delivery!.isOffice)) : null}
        onBack={changingDelivery ? () => goTo(2) : undefined}
        backLabel={t.keepChoice}
        choices={[
          { label: t.homeDelivery, hint: t.homeDeliveryHint, icon: <HomeOutlined />, onSelect: () => goTo(1) },
          {
            label: t.officeDelivery,
            hint: t.officeHint(officeWhere, office.hours),
            icon: <StorefrontOutlined />,
            onSelect: () => (kit?.delivery?.isOffice ? goTo(2) : submit({ leg: KitLeg.Delivery, to: 'office' }, 2)),
          },
        ]}
      />
    );
  } else if (step === 1) {
    content = (
      <LegScheduler
        leg={KitLeg.Delivery}
        title={stepLabels[1]}
        existing={kit?.delivery && !kit.delivery.isOffice ? (info?.pickupDistribution ?? null) : null}
        confirmFirst={false}
        pickupSlot={kit?.pickupSlot ?? null}
        error={schedule.error}
        disabled={isBusy}
        onBack={() => goTo(0)}
        onSubmit={(request) => submit(request, 2)}
      />
    );
  } else if (step === 2 && info && kit) {
    content = (
      <DeliveryConfirmation
        info={info}
        state={kit}
        onNext={() => goTo(3)}
        onReschedule={() => setDialog('delivery')}
        onChange={() => goTo(0)}
        onReportLost={() => setDialog('lost')}
      />
    );
  } else if (step === 3) {
    content = (
      <ChoiceStep
        title={stepLabels[3]}
        question={t.pickupQuestion}
        error={schedule.error}
        disabled={isBusy}
        current={changingPickup ? t.currentPickup(choiceName(kit!.pickup!.isOffice)) : null}
        onBack={changingPickup ? () => goTo(5) : () => goTo(2)}
        backLabel={changingPickup ? t.keepChoice : t.back}
        choices={[
          { label: t.homePickup, hint: t.homePickupHint, icon: <HomeOutlined />, onSelect: () => goTo(4) },
          {
            label: t.officeDrop,
            hint: t.officeDropHint(officeWhere, office.hours),
            icon: <StorefrontOutlined />,
            onSelect: () => (kit?.pickup?.isOffice ? goTo(5) : submit({ leg: KitLeg.Return, to: 'office' }, 5)),
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
        bounds={kit?.pickupBounds}
        error={schedule.error}
        disabled={isBusy}
        onBack={() => goTo(3)}
        onSubmit={(request) => submit(request, 5)}
      />
    );
  } else if (info && kit) {
    content = (
      <ResultsStage
        info={info}
        state={kit}
        onReschedule={() => setDialog('pickup')}
        onChange={() => goTo(3)}
        onRescheduleDelivery={() => setDialog('delivery')}
        onChangeDelivery={() => goTo(0)}
      />
    );
  }

  const rescheduled = dialog === 'delivery' ? kit?.delivery : dialog === 'pickup' ? kit?.pickup : null;

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
      {kit?.replacement && (
        <Alert severity="info" sx={{ mb: 3 }}>
          <Typography component="p" sx={{ fontWeight: 700 }}>
            {t.replacementTitle}
          </Typography>
          {kit.replacement.reason === 'lost'
            ? t.replacementLost(kit.replacement.previousReferenceId)
            : t.replacementRejected(kit.replacement.previousReferenceId, kit.replacement.note)}
        </Alert>
      )}
      {info?.lostReviewRequestedAt && (
        <Alert severity="info" sx={{ mb: 3 }}>
          <Typography component="p" sx={{ fontWeight: 700 }}>
            {t.lostReviewTitle}
          </Typography>
          {t.lostReviewBody}
        </Alert>
      )}
      {notice && (
        <Alert severity="success" role="status" sx={{ mb: 3 }} onClose={() => setNotice(null)}>
          {notice}
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
            {stepLabels.map((label, i) => (
              // Done by the kit's facts, not by the step on screen: the tracker says the same.
              <Step key={label} completed={kit?.stepsDone[i] ?? false}>
                <StepLabel>{label}</StepLabel>
              </Step>
            ))}
          </Stepper>
          {/* The sticky header must not cover a heading scrolled into view. */}
          <Box ref={reveal.containerRef} sx={{ '& h2': { scrollMarginTop: 88 } }}>
            <Suspense fallback={<StepLoading />}>{content}</Suspense>
          </Box>
        </Paper>
        <Box sx={{ display: 'grid', gap: 3, alignContent: 'start' }}>
          {info && kit && <KitTimeline state={kit} resultsDueDate={info.resultsDueDate} />}
          {needsDnaForm && (
            <Alert severity="info">
              {t.dnaReminder}{' '}
              <Link component={RouterLink} to="/dna" sx={{ fontWeight: 700 }}>
                {t.dnaLink}
              </Link>
            </Alert>
          )}
        </Box>
      </Box>
      {dialog && (
        <Suspense fallback={null}>
          {dialog === 'lost' ? (
            <ReportLostDialog
              isReplacementOfLost={kit?.replacement?.reason === 'lost'}
              onClose={() => setDialog(null)}
              onDone={() => {
                setDialog(null);
                reveal.markMoved();
                setChosenStep(null);
              }}
            />
          ) : (
            rescheduled && (
              <RescheduleDialog
                leg={dialog === 'delivery' ? KitLeg.Delivery : KitLeg.Return}
                current={rescheduled.leg}
                bounds={dialog === 'delivery' ? {} : kit!.pickupBounds}
                pickupSlot={dialog === 'delivery' ? kit!.pickupSlot : null}
                onClose={() => setDialog(null)}
                onDone={(message) => {
                  setDialog(null);
                  setNotice(message);
                  // The kit's own state says where the wizard is now (a released pickup: back to it).
                  setChosenStep(null);
                }}
              />
            )
          )}
        </Suspense>
      )}
      {(isBusy || overlayReady) && (
        <Suspense fallback={null}>
          <BusyBackdrop open={isBusy} />
        </Suspense>
      )}
    </Box>
  );
}
