import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import CircularProgress from '@mui/material/CircularProgress';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import {
  type Account,
  AnalysisStatus,
  type ConsultationType,
  consultationTypes,
  consultationUserSchema,
  montevideoMonthOf,
  offerOf,
  shareTexts,
} from '@nutritest/domain';
import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useCallback, useState } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { FullPageSpinner } from '../../components/full-page-spinner';
import { EndUserNav } from '../../components/layout/end-user-nav';
import { PageShell } from '../../components/layout/page-shell';
import { DialogSpinner } from '../../components/section-spinner';
import { useSession } from '../../lib/session';
import { useEligibility } from './api/eligibility';
import { slotsQueryKey, useConsultationSlots } from './api/get-slots';
import { type ClientInput, emptyClient } from './components/client-input';
import { ConsultationCheckout } from './components/consultation-checkout';
import { ConsultationReturn } from './components/consultation-return';
import { NutritionistCard } from './components/nutritionist-card';
import { OfferDetails } from './components/offer-details';
import { OfferPicker } from './components/offer-picker';
import { SlotCalendar } from './components/slot-calendar';
import { useHire } from './hooks/use-hire';
import { isStillHeld, readConsultationCheckout } from './lib/checkout-storage';
import {
  CHOSEN_NUTRITIONIST_PARAM,
  CHOSEN_SLOT_PARAM,
  CHOSEN_TYPE_PARAM,
  consultationPayPath,
  PAY_STEP_PARAM,
  PAY_STEP_VALUE,
} from './lib/paths';
import { slotDateTime, slotTime } from './lib/slots';

// 'Ingresá tus datos' opens only after Contratar: its form loads then.
const ClientDialog = lazy(() => import('./components/client-dialog').then((m) => ({ default: m.ClientDialog })));

interface ChosenSlot {
  start: string;
  nutritionistId: string;
}

/**
 * The type and slot a link chose (?tipo=&turno=&nutricionista=, the slots offered when a paid slot was
 * taken): the page opens on that type and that slot's month with the slot chosen, if still free.
 */
function chosenByLink(params: URLSearchParams): { type: ConsultationType | null; slot: ChosenSlot | null } {
  const type = params.get(CHOSEN_TYPE_PARAM);
  const start = params.get(CHOSEN_SLOT_PARAM);
  const nutritionistId = params.get(CHOSEN_NUTRITIONIST_PARAM);
  const valid = start !== null && Number.isFinite(new Date(start).getTime());
  return {
    type: (consultationTypes as readonly string[]).includes(type ?? '') ? (type as ConsultationType) : null,
    slot: valid && nutritionistId ? { start, nutritionistId } : null,
  };
}

/** A signed-in person's data for the consultation (doc 2 §4: they skip the dialog). */
function clientOf(account: Account): ClientInput {
  return {
    name: account.profile.firstName,
    lastName: account.profile.lastName,
    email: account.email,
    phone: (account.profile.mobile ?? '').replace(/\D/g, ''),
  };
}

/** A consultation left unpaid whose slot is still held: it can still be paid. */
function HeldNotice() {
  const [held] = useState(() => {
    const stored = readConsultationCheckout();
    return stored && isStillHeld(stored) ? stored : null;
  });
  if (!held) return null;
  return (
    <Alert
      severity="info"
      sx={{ mb: 3 }}
      action={
        <Button color="inherit" size="small" component={RouterLink} to={consultationPayPath()}>
          Ir a pagar
        </Button>
      }
    >
      Tenés un turno reservado hasta las {slotTime(held.preference.heldUntil)}: {offerOf(held.tipoConsulta).title},{' '}
      {slotDateTime(held.slotStart)}.
    </Alert>
  );
}

/**
 * /consulta-nutricional (doc 2 §2, §4), signed in or not: the four offers, the chosen one's details
 * and slot calendar, 'Contratar' (with the 'Ingresá tus datos' dialog for guests), and the result
 * when the buyer comes back from paying.
 */
function ConsultationScreen({ account }: { account: Account | null }) {
  const [params, setParams] = useSearchParams();
  const returning = params.has('status') && params.has('payment_id');
  const queryClient = useQueryClient();

  const [byLink] = useState(() => chosenByLink(params));
  const [type, setType] = useState<ConsultationType>(byLink.type ?? 'consultaPuntual');
  const [month] = useState(() => montevideoMonthOf(byLink.slot ? new Date(byLink.slot.start) : new Date()));
  const slots = useConsultationSlots(type, month);
  const [chosen, setChosen] = useState<ChosenSlot | null>(byLink.slot);
  const [dialog, setDialog] = useState<ClientInput | null>(null);
  const [typed, setTyped] = useState<ClientInput | null>(null);
  // Only a signed-in client with results has something to share with the nutritionist (item 19).
  const canShare = account?.role === 'Customer' && account.profile.analysis?.status === AnalysisStatus.ResultsSent;
  const [shareResults, setShareResults] = useState(false);

  const refreshSlots = useCallback(() => {
    setChosen(null);
    void queryClient.invalidateQueries({ queryKey: slotsQueryKey });
  }, [queryClient]);
  const hiring = useHire({ onSlotProblem: refreshSlots });

  const offer = offerOf(type);
  // The follow-ups need a consultation with a plan before: a signed-in client is told on choosing
  // them, with no calendar to fill in for nothing (issue 41 item 12). The server applies the same rule.
  const eligibility = useEligibility(account?.role === 'Customer');
  const priorPlanMissing = offer.requiresPriorPlan && eligibility.data?.followUps === false;
  const slotList = slots.data?.slots ?? [];
  // Only a slot the calendar still offers can be hired.
  const chosenSlot =
    chosen && slotList.some((s) => s.start === chosen.start && s.nutritionistId === chosen.nutritionistId)
      ? chosen
      : null;

  const changeOffer = (next: ConsultationType) => {
    setType(next);
    setChosen(null);
    hiring.clearFailure();
  };

  const hire = (user: Parameters<typeof hiring.hire>[0]['user'], slot: ChosenSlot) =>
    void hiring.hire({ tipoConsulta: type, user, slot, shareResults: canShare && shareResults });
  const chosenNutritionist = chosenSlot
    ? (slots.data?.nutritionists?.find((n) => n.id === chosenSlot.nutritionistId) ?? null)
    : null;

  const contract = () => {
    if (!chosenSlot || hiring.sending) return;
    hiring.clearFailure();
    if (account) {
      const values = typed ?? clientOf(account);
      const parsed = consultationUserSchema.safeParse(values);
      if (parsed.success) hire(parsed.data, chosenSlot);
      // Something missing in the profile (usually the mobile): the dialog, filled with the rest.
      else setDialog(values);
      return;
    }
    setDialog(typed ?? emptyClient);
  };

  const closeReturn = () => setParams(new URLSearchParams(), { replace: true });

  return (
    <PageShell>
      {account?.role === 'Customer' && <EndUserNav />}
      <Box component="section" aria-labelledby="consultation-intro" sx={{ mb: 3 }}>
        <Typography component="h1" variant="h4" sx={{ mb: 1 }}>
          Consulta nutricional
        </Typography>
        <Typography id="consultation-intro" color="text.secondary" sx={{ maxWidth: 760 }}>
          Consultas virtuales con nutricionistas de nuestro equipo. Elegí el tipo de consulta y el día y la hora que
          mejor te queden, y pagala online: te enviamos por correo la confirmación con el enlace.
        </Typography>
      </Box>

      {returning ? (
        <ConsultationReturn externalReference={params.get('external_reference')} onClose={closeReturn} />
      ) : (
        <HeldNotice />
      )}

      <OfferPicker value={type} onChange={changeOffer} />

      <Paper
        component="section"
        variant="outlined"
        aria-labelledby="offer-title"
        sx={{
          p: { xs: 2, sm: 3 },
          display: 'grid',
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 2fr) minmax(0, 3fr)' },
          gap: { xs: 3, md: 4 },
          alignItems: 'start',
        }}
      >
        <OfferDetails
          offer={offer}
          signedIn={account !== null}
          priorPlanMissing={priorPlanMissing}
          onChoosePlan={() => changeOffer('consultaPlus4')}
        />

        {!priorPlanMissing && (
          <Box component="section" aria-labelledby="slots-title" sx={{ minWidth: 0 }}>
            <Typography id="slots-title" component="h3" variant="h6" sx={{ mb: 1 }}>
              Elegí tu turno
            </Typography>
            <SlotCalendar
              slots={slotList}
              loading={slots.isPending}
              failed={slots.isError}
              minutes={offer.firstSessionMinutes}
              chosenStart={chosenSlot?.start ?? null}
              onChoose={(slot) => {
                setChosen({ start: slot.start, nutritionistId: slot.nutritionistId });
                hiring.clearFailure();
              }}
              onRetry={() => void slots.refetch()}
            />

            <Box sx={{ mt: 3, display: 'grid', gap: 2 }}>
              <Typography aria-live="polite" sx={{ fontWeight: chosenSlot ? 700 : 400 }}>
                {chosenSlot ? `Turno elegido: ${slotDateTime(chosenSlot.start)}` : 'Todavía no elegiste un turno.'}
              </Typography>
              {chosenNutritionist && <NutritionistCard nutritionist={chosenNutritionist} />}
              {chosenSlot && canShare && (
                <Box>
                  <FormControlLabel
                    control={
                      <Checkbox
                        checked={shareResults}
                        onChange={(e) => setShareResults(e.target.checked)}
                        slotProps={{ input: { 'aria-describedby': 'share-results-hint' } }}
                      />
                    }
                    label={shareTexts.checkbox}
                  />
                  <FormHelperText id="share-results-hint" sx={{ mt: 0, ml: 4 }}>
                    {shareTexts.hint}
                  </FormHelperText>
                </Box>
              )}
              {hiring.failure && (
                <Alert severity={hiring.failure.slotProblem ? 'warning' : 'error'}>{hiring.failure.message}</Alert>
              )}
              <Box>
                <Button
                  variant="contained"
                  size="large"
                  disabled={!chosenSlot || hiring.sending}
                  onClick={contract}
                  startIcon={hiring.sending ? <CircularProgress size={18} color="inherit" aria-hidden /> : undefined}
                >
                  Contratar
                </Button>
              </Box>
            </Box>
          </Box>
        )}
      </Paper>

      {dialog && (
        <Suspense fallback={<DialogSpinner />}>
          <ClientDialog
            initial={dialog}
            onCancel={(values) => {
              setTyped(values);
              setDialog(null);
            }}
            onContinue={(values, typedValues) => {
              setTyped(typedValues);
              setDialog(null);
              if (chosenSlot) hire(values, chosenSlot);
            }}
          />
        </Suspense>
      )}
    </PageShell>
  );
}

/** The payment step on this public page (?paso=pago), for guests until /consulta-nutricional/pago is public. */
function PayStep() {
  return (
    <PageShell maxWidth="sm">
      <ConsultationCheckout />
    </PageShell>
  );
}

export default function ConsultationPage() {
  const { account, isLoading } = useSession();
  const [params] = useSearchParams();
  if (params.get(PAY_STEP_PARAM) === PAY_STEP_VALUE) return <PayStep />;
  if (isLoading) {
    return (
      <PageShell>
        <FullPageSpinner />
      </PageShell>
    );
  }
  // A new screen (dialog values, chosen slot) for whoever is signed in, and for a slot a link chose.
  return (
    <ConsultationScreen
      key={`${account?.email ?? ''}|${params.get(CHOSEN_SLOT_PARAM) ?? ''}`}
      account={account ?? null}
    />
  );
}
