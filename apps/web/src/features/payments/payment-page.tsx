import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Link as RouterLink, useLocation } from 'react-router';
import { useSession } from '../../app/session';
import { FullPageSpinner } from '../../components/full-page-spinner';
import { PageShell } from '../../components/layout/page-shell';
import { RetryAlert } from '../../components/retry-alert';
import { useInstruments } from './api/get-instruments';
import { CardFrame } from './components/card-frame';
import { CouponBox } from './components/coupon-box';
import { OrderSummary } from './components/order-summary';
import { PageTitle } from './components/page-title';
import { PaymentResult } from './components/payment-result';
import { PurchaseUnavailable, purchaseBlock } from './components/purchase-unavailable';
import { SavedCard } from './components/saved-card';
import { type OrderQuote, useOrderQuote } from './hooks/use-order-quote';
import { usePay } from './hooks/use-pay';
import { usePaymentDraft } from './payment-draft';
import { outcomeFromState } from './payment-outcome';
import { errorText } from './texts';

/** The saved cards and Continuar to /checkout, or the card frame when there is none yet. */
function CardsSection() {
  const instruments = useInstruments();
  const [isAdding, setAdding] = useState(false);
  const cards = instruments.data ?? [];

  if (instruments.isPending) return <Skeleton variant="rounded" height={96} />;
  if (instruments.isError) {
    return <RetryAlert onRetry={() => instruments.refetch()}>{errorText(instruments.error)}</RetryAlert>;
  }
  if (cards.length === 0 || isAdding) {
    return (
      <Stack spacing={2}>
        <Typography>
          Agregá tu tarjeta de crédito o débito. Aceptamos Visa, Mastercard y OCA emitidas en Uruguay.
        </Typography>
        <CardFrame
          onAdded={() => {
            setAdding(false);
            void instruments.refetch();
          }}
        />
        {isAdding && (
          <Button onClick={() => setAdding(false)} sx={{ alignSelf: 'center' }}>
            Cancelar
          </Button>
        )}
      </Stack>
    );
  }
  return (
    <Stack spacing={2}>
      <Stack component="ul" spacing={1.5} sx={{ listStyle: 'none', m: 0, p: 0 }} aria-label="Tarjetas guardadas">
        {cards.map((card) => (
          <Paper component="li" key={card.instrumentToken} variant="outlined" sx={{ p: 2 }}>
            <SavedCard card={card} />
          </Paper>
        ))}
      </Stack>
      <Stack direction={{ xs: 'column-reverse', sm: 'row' }} spacing={1.5} sx={{ justifyContent: 'space-between' }}>
        <Button onClick={() => setAdding(true)}>Agregar otra tarjeta</Button>
        <Button component={RouterLink} to="/checkout" variant="contained" size="large">
          Continuar
        </Button>
      </Stack>
    </Stack>
  );
}

/** A full coupon brings the price to 0: the order is confirmed without a card (doc 1 §4). */
function FreeOrder({ quote }: { quote: OrderQuote }) {
  const { pay, isPaying, error } = usePay();
  return (
    <Stack spacing={2}>
      <Typography>Con tu cupón el kit no tiene costo: no necesitás ingresar una tarjeta.</Typography>
      {error && <Alert severity="error">{errorText(error)}</Alert>}
      <Button
        variant="contained"
        size="large"
        loading={isPaying}
        onClick={() => pay({ analysisAmount: quote.quantity, installments: 1, coupon: quote.coupon ?? undefined })}
        sx={{ alignSelf: { sm: 'flex-end' } }}
      >
        Confirmar
      </Button>
    </Stack>
  );
}

function PurchaseView() {
  const [draft, updateDraft] = usePaymentDraft();
  const quote = useOrderQuote(draft);

  return (
    <PageShell maxWidth="md">
      <PageTitle title="Tu compra">
        {quote.buyer === 'business'
          ? 'Revisá los cupos que vas a comprar y elegí cómo pagarlos.'
          : 'Revisá tu pedido, aplicá un cupón si tenés uno y elegí cómo pagar.'}
      </PageTitle>
      <Stack spacing={3}>
        {quote.error && <Alert severity="error">{errorText(quote.error)}</Alert>}
        <OrderSummary quote={quote}>
          {quote.buyer === 'customer' && <CouponBox quote={quote} onApply={(coupon) => updateDraft({ coupon })} />}
        </OrderSummary>
        <Paper component="section" aria-labelledby="payment-method-title" sx={{ p: { xs: 2.5, sm: 4 } }}>
          <Typography id="payment-method-title" variant="h5" component="h2" gutterBottom sx={{ fontWeight: 700 }}>
            Medio de pago
          </Typography>
          {quote.total === undefined || quote.isPending ? (
            <Skeleton variant="rounded" height={96} />
          ) : quote.total === 0 ? (
            <FreeOrder quote={quote} />
          ) : (
            <CardsSection />
          )}
        </Paper>
      </Stack>
    </PageShell>
  );
}

/**
 * /payment: the order, the coupon box (customers), and the saved card or the card frame; and the
 * result screens after paying, carried in the router state.
 */
export default function PaymentPage() {
  const { account } = useSession();
  const location = useLocation();
  const outcome = outcomeFromState(location.state);

  if (!account) return <FullPageSpinner />;
  if (outcome) {
    return (
      <PageShell maxWidth="sm">
        <PaymentResult outcome={outcome} isBusiness={account.role === 'Business'} />
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
  return <PurchaseView />;
}
