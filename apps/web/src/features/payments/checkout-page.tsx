import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import InputLabel from '@mui/material/InputLabel';
import Link from '@mui/material/Link';
import NativeSelect from '@mui/material/NativeSelect';
import OutlinedInput from '@mui/material/OutlinedInput';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  type Account,
  type Currency,
  formatMoney,
  MAX_INSTALLMENTS,
  type PurchaseAnalysisRequest,
} from '@nutritest/domain';
import { type FormEvent, lazy, Suspense, useEffect, useId, useRef, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { TextInput } from '../../components/forms/text-input';
import { FullPageSpinner } from '../../components/full-page-spinner';
import { PageShell } from '../../components/layout/page-shell';
import { RetryAlert } from '../../components/retry-alert';
import { useSession } from '../../lib/session';
import { useInstruments } from './api/get-instruments';
import { type InstallmentPlan, useInstallments } from './api/installments';
import { CardFrame } from './components/card-frame';
import { OrderSummary } from './components/order-summary';
import { PageTitle } from './components/page-title';
import { PurchaseUnavailable, purchaseBlock } from './components/purchase-unavailable';
import { useOrderQuote } from './hooks/use-order-quote';
import { usePay } from './hooks/use-pay';
import { usePaymentDraft } from './payment-draft';
import { instalmentLabel } from './payment-format';
import { errorText, paymentTexts } from './texts';

// The saved cards arrive after the first paint (a skeleton until then): their radio list loads with them.
const loadSavedCardChoice = () => import('./components/saved-card-choice');
const SavedCardChoice = lazy(() => loadSavedCardChoice().then((m) => ({ default: m.SavedCardChoice })));

const instalmentChoices = Array.from({ length: MAX_INSTALLMENTS }, (_, i) => i + 1);

/**
 * `6 cuotas de USD 45,65 (total USD 273,90)` when the issuer adds interest, else as always; in the
 * currency the card is charged in (the plans are the provider's, for that amount).
 */
function planLabel(
  plan: InstallmentPlan | undefined,
  n: number,
  total: number | undefined,
  currency: Currency,
): string {
  if (!plan || total === undefined || plan.totalCents <= total) return instalmentLabel(n, total, currency);
  return `${instalmentLabel(n, plan.totalCents, currency)} (total ${formatMoney(plan.totalCents, currency)})`;
}

function accountName(account: Account | undefined): string {
  if (!account) return '';
  const person = `${account.profile.firstName} ${account.profile.lastName}`.trim();
  return person || account.business?.name || '';
}

/**
 * /checkout: instalments 1–6 with the amount of each, the name (disabled), the saved card with its
 * issuer image, and Pagar (doc 1 §2). The result is shown on /payment.
 */
function Checkout({ account }: { account: Account }) {
  const [draft, updateDraft] = usePaymentDraft();
  const quote = useOrderQuote(draft);
  const instruments = useInstruments();
  const fieldId = useId();
  const [chosenToken, setChosenToken] = useState<string | null>(null);
  const [isAdding, setAdding] = useState(false);
  // Right after a card is added, until the list shows it (it becomes the chosen card).
  const [isRefreshing, setRefreshing] = useState(false);
  const { pay, isPaying, error, challengeUrl, challengeDone } = usePay();
  // The purchase waiting for the card's security code (asked in the provider's frame, if it needs it).
  const [confirming, setConfirming] = useState<PurchaseAnalysisRequest | null>(null);
  useEffect(() => {
    void loadSavedCardChoice();
  }, []);

  const cards = instruments.data ?? [];
  // The newest card unless another was picked: after adding a card, that is the one to pay with.
  const card = cards.find((c) => c.instrumentToken === chosenToken) ?? cards.at(-1);
  const isFree = quote.total === 0;
  const needsCard = !isFree && !card;
  // The plans the card's provider offers for this amount; 1 to 6 until they arrive (the server checks).
  const plans = useInstallments(isFree ? undefined : card?.instrumentToken, quote.quantity, quote.coupon ?? null);
  const choices = plans.data?.map((p) => p.installments) ?? instalmentChoices;
  const installments = choices.includes(draft.installments) ? draft.installments : 1;
  // What the card is charged (the plans are for it): pesos where the payment account takes only pesos.
  const chargeCurrency: Currency = quote.charge?.currency ?? 'USD';
  const chargeTotal = quote.charge?.totalCents ?? quote.total;
  const withInterest = plans.data?.some((p) => chargeTotal !== undefined && p.totalCents > chargeTotal) ?? false;
  const canPay =
    quote.total !== undefined &&
    quote.charge !== undefined &&
    !quote.isPending &&
    !needsCard &&
    !isRefreshing &&
    !confirming &&
    !challengeUrl;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!canPay) return;
    const body: PurchaseAnalysisRequest = {
      analysisAmount: quote.quantity,
      instrumentToken: isFree ? undefined : card?.instrumentToken,
      installments: isFree ? 1 : installments,
      coupon: quote.coupon ?? undefined,
      // What the summary showed: if the server's price differs now (the day's rate), it says so and charges nothing.
      ...(quote.charge ? { chargeCurrency: quote.charge.currency, chargeTotalCents: quote.charge.totalCents } : {}),
    };
    if (isFree) void pay(body);
    else setConfirming(body);
  };

  const confirmed = () => {
    const body = confirming;
    setConfirming(null);
    if (body) void pay(body);
  };

  const cardAdded = () => {
    setAdding(false);
    setChosenToken(null);
    setRefreshing(true);
    void instruments.refetch().finally(() => setRefreshing(false));
  };

  return (
    <PageShell maxWidth="lg">
      <PageTitle title="Pago">Elegí en cuántas cuotas pagar y con qué tarjeta.</PageTitle>
      {/* Two columns from md (7 + 5 of 12), one below: a CSS grid (MUI's Grid costs this route 1.8 kB). */}
      <Box
        sx={{
          display: 'grid',
          gap: 3,
          alignItems: 'start',
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 7fr) minmax(0, 5fr)' },
        }}
      >
        <div>
          <Paper
            component="form"
            noValidate
            onSubmit={submit}
            aria-label="Datos del pago"
            sx={{ p: { xs: 2.5, sm: 4 } }}
          >
            <Stack spacing={3}>
              {/* A native select built from TextField's parts, like TextInput for text: MUI's TextField
                  imports its menu Select (Menu, Modal, Popover) even when native, about 20 kB this
                  route does not need (issue 22, the /checkout budget). */}
              {!isFree && (
                <FormControl fullWidth>
                  <InputLabel shrink htmlFor={`${fieldId}-installments`}>
                    Cuotas
                  </InputLabel>
                  <NativeSelect
                    value={installments}
                    onChange={(e) => updateDraft({ installments: Number(e.target.value) })}
                    input={<OutlinedInput notched label="Cuotas" />}
                    inputProps={{
                      id: `${fieldId}-installments`,
                      'aria-describedby': `${fieldId}-installments-help`,
                    }}
                  >
                    {choices.map((n) => (
                      <option key={n} value={n}>
                        {planLabel(
                          plans.data?.find((p) => p.installments === n),
                          n,
                          chargeTotal,
                          chargeCurrency,
                        )}
                      </option>
                    ))}
                  </NativeSelect>
                  <FormHelperText id={`${fieldId}-installments-help`}>
                    {withInterest
                      ? 'El recargo de algunas cuotas lo fija el emisor de tu tarjeta.'
                      : 'Cuotas sin recargo con tarjetas emitidas en Uruguay.'}
                  </FormHelperText>
                </FormControl>
              )}
              <TextInput
                label="Nombre"
                value={card?.holderName ?? accountName(account)}
                disabled
                fullWidth
                slotProps={{ inputLabel: { shrink: true } }}
              />
              {!isFree && (
                <FormControl component="fieldset">
                  <FormLabel component="legend" sx={{ mb: 1, fontWeight: 700, color: 'text.primary' }}>
                    Tarjeta
                  </FormLabel>
                  {instruments.isPending ? (
                    <Skeleton variant="rounded" height={72} />
                  ) : instruments.isError ? (
                    <RetryAlert onRetry={() => instruments.refetch()}>{errorText(instruments.error)}</RetryAlert>
                  ) : cards.length === 0 || isAdding ? (
                    <Stack spacing={2}>
                      <Typography>{cards.length === 0 ? paymentTexts.chooseCard : 'Agregá otra tarjeta.'}</Typography>
                      <CardFrame onAdded={cardAdded} />
                      {isAdding && (
                        <Button onClick={() => setAdding(false)} sx={{ alignSelf: 'center' }}>
                          Cancelar
                        </Button>
                      )}
                    </Stack>
                  ) : (
                    <>
                      <Suspense fallback={<Skeleton variant="rounded" height={72} />}>
                        <SavedCardChoice
                          cards={cards}
                          chosenToken={card?.instrumentToken ?? ''}
                          onChoose={setChosenToken}
                        />
                      </Suspense>
                      <Button onClick={() => setAdding(true)} sx={{ alignSelf: 'flex-start', mt: 1 }}>
                        Agregar otra tarjeta
                      </Button>
                    </>
                  )}
                </FormControl>
              )}
              {isFree && (
                <Alert severity="info">Con tu cupón el kit no tiene costo: no necesitás ingresar una tarjeta.</Alert>
              )}
              {confirming && card && (
                <Stack spacing={1}>
                  <CardFrame instrumentToken={card.instrumentToken} onAdded={confirmed} />
                  <Button onClick={() => setConfirming(null)} sx={{ alignSelf: 'center' }}>
                    Cancelar
                  </Button>
                </Stack>
              )}
              {challengeUrl && (
                <Stack spacing={1}>
                  <Alert severity="info">Tu banco pide confirmar el pago: seguí sus pasos en el recuadro.</Alert>
                  <CardFrame url={challengeUrl} title="Confirmación de tu banco" onAdded={challengeDone} />
                </Stack>
              )}
              {error && <Alert severity="error">{errorText(error)}</Alert>}
              <Button
                type="submit"
                variant="contained"
                size="large"
                fullWidth
                loading={isPaying || !!confirming || !!challengeUrl}
                disabled={!canPay}
              >
                Pagar
              </Button>
            </Stack>
          </Paper>
        </div>
        <div>
          <OrderSummary quote={quote}>
            {quote.buyer === 'customer' && (
              <Typography variant="body2">
                {quote.coupon ? 'Cupón aplicado. ' : '¿Tenés un cupón? '}
                <Link component={RouterLink} to="/payment" sx={{ fontWeight: 700 }}>
                  {quote.coupon ? 'Cambiar cupón' : 'Aplicalo en el resumen'}
                </Link>
              </Typography>
            )}
          </OrderSummary>
          {quote.error && (
            <Alert severity="error" sx={{ mt: 2 }}>
              {errorText(quote.error)}
            </Alert>
          )}
        </div>
      </Box>
    </PageShell>
  );
}

export default function CheckoutPage() {
  const { account } = useSession();
  // Once the form is shown it stays while its own payment is in process (a 3-D Secure challenge is
  // on this page): 'in-process' only keeps a customer from starting a second payment here.
  const formShown = useRef(false);
  if (!account) {
    return (
      <PageShell maxWidth="lg">
        <PageTitle title="Pago" />
        <FullPageSpinner />
      </PageShell>
    );
  }
  const block = purchaseBlock(account);
  if (block && !(block === 'in-process' && formShown.current)) {
    return (
      <PageShell maxWidth="sm">
        <PurchaseUnavailable reason={block} />
      </PageShell>
    );
  }
  formShown.current = true;
  return <Checkout account={account} />;
}
