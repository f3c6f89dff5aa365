import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import FormLabel from '@mui/material/FormLabel';
import Grid from '@mui/material/Grid';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type Account, MAX_INSTALLMENTS } from '@nutritest/domain';
import { type FormEvent, lazy, Suspense, useEffect, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { useSession } from '../../app/session';
import { FullPageSpinner } from '../../components/full-page-spinner';
import { PageShell } from '../../components/layout/page-shell';
import { RetryAlert } from '../../components/retry-alert';
import { useInstruments } from './api/get-instruments';
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
  const [chosenToken, setChosenToken] = useState<string | null>(null);
  const [isAdding, setAdding] = useState(false);
  // Right after a card is added, until the list shows it (it becomes the chosen card).
  const [isRefreshing, setRefreshing] = useState(false);
  const { pay, isPaying, error } = usePay();
  useEffect(() => {
    void loadSavedCardChoice();
  }, []);

  const cards = instruments.data ?? [];
  // The newest card unless another was picked: after adding a card, that is the one to pay with.
  const card = cards.find((c) => c.instrumentToken === chosenToken) ?? cards.at(-1);
  const isFree = quote.total === 0;
  const needsCard = !isFree && !card;
  const canPay = quote.total !== undefined && !quote.isPending && !needsCard && !isRefreshing;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!canPay) return;
    void pay({
      analysisAmount: quote.quantity,
      instrumentToken: isFree ? undefined : card?.instrumentToken,
      installments: isFree ? 1 : draft.installments,
      coupon: quote.coupon ?? undefined,
    });
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
      <Grid container spacing={3} sx={{ alignItems: 'flex-start' }}>
        <Grid size={{ xs: 12, md: 7 }}>
          <Paper
            component="form"
            noValidate
            onSubmit={submit}
            aria-label="Datos del pago"
            sx={{ p: { xs: 2.5, sm: 4 } }}
          >
            <Stack spacing={3}>
              {!isFree && (
                <TextField
                  select
                  label="Cuotas"
                  value={draft.installments}
                  onChange={(e) => updateDraft({ installments: Number(e.target.value) })}
                  helperText="Cuotas sin recargo con tarjetas emitidas en Uruguay."
                  slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
                  fullWidth
                >
                  {instalmentChoices.map((n) => (
                    <option key={n} value={n}>
                      {instalmentLabel(n, quote.total)}
                    </option>
                  ))}
                </TextField>
              )}
              <TextField
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
              {error && <Alert severity="error">{errorText(error)}</Alert>}
              <Button type="submit" variant="contained" size="large" fullWidth loading={isPaying} disabled={!canPay}>
                Pagar
              </Button>
            </Stack>
          </Paper>
        </Grid>
        <Grid size={{ xs: 12, md: 5 }}>
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
        </Grid>
      </Grid>
    </PageShell>
  );
}

export default function CheckoutPage() {
  const { account } = useSession();
  if (!account) {
    return (
      <PageShell maxWidth="lg">
        <PageTitle title="Pago" />
        <FullPageSpinner />
      </PageShell>
    );
  }
  const block = purchaseBlock(account);
  if (block) {
    return (
      <PageShell maxWidth="sm">
        <PurchaseUnavailable reason={block} />
      </PageShell>
    );
  }
  return <Checkout account={account} />;
}
