import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type ReactNode, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { PageShell } from '../../../components/layout/page-shell';
import { RetryAlert } from '../../../components/retry-alert';
import { useInstruments } from '../api/get-instruments';
import { type OrderQuote, useOrderQuote } from '../hooks/use-order-quote';
import { usePay } from '../hooks/use-pay';
import { usePaymentDraft } from '../payment-draft';
import { errorText } from '../texts';
import { CardFrame } from './card-frame';
import { CouponBox } from './coupon-box';
import { OrderSummary } from './order-summary';
import { PageTitle } from './page-title';
import { SavedCard } from './saved-card';

/** The saved cards and Continuar to /checkout, or the card frame when there is none yet. */
function CardsSection({ onCardAdded }: { onCardAdded?: () => void }) {
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
            onCardAdded?.();
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
        disabled={!quote.charge}
        onClick={() =>
          pay({
            analysisAmount: quote.quantity,
            installments: 1,
            coupon: quote.coupon ?? undefined,
            ...(quote.charge
              ? { chargeCurrency: quote.charge.currency, chargeTotalCents: quote.charge.totalCents }
              : {}),
          })
        }
        sx={{ alignSelf: { sm: 'flex-end' } }}
      >
        Confirmar
      </Button>
    </Stack>
  );
}

/**
 * The kit purchase (/payment, and /loadingPayment where a new customer lands): the order with its
 * price and instalments and the coupon box first, then the saved cards or the card frame, opened at
 * once (no fixed wait: decision 010, amended for issue 22). `intro` goes above the order (the
 * invited patient's welcome).
 */
export function PurchaseView({
  title = 'Tu compra',
  intro,
  onCardAdded,
}: {
  title?: string;
  intro?: ReactNode;
  onCardAdded?: () => void;
}) {
  const [draft, updateDraft] = usePaymentDraft();
  const quote = useOrderQuote(draft);

  return (
    <PageShell maxWidth="md">
      <PageTitle title={title}>
        {quote.buyer === 'business'
          ? 'Revisá los cupos que vas a comprar y elegí cómo pagarlos.'
          : 'Revisá tu pedido, aplicá un cupón si tenés uno y elegí cómo pagar.'}
      </PageTitle>
      <Stack spacing={3}>
        {intro}
        {quote.error && <Alert severity="error">{errorText(quote.error)}</Alert>}
        <OrderSummary quote={quote}>
          {quote.buyer === 'customer' && <CouponBox quote={quote} onApply={(coupon) => updateDraft({ coupon })} />}
        </OrderSummary>
        <Paper component="section" aria-labelledby="payment-method-title" sx={{ p: { xs: 2.5, sm: 4 } }}>
          <Typography id="payment-method-title" variant="h5" component="h2" gutterBottom sx={{ fontWeight: 700 }}>
            Medio de pago
          </Typography>
          {/* The frame stays while a coupon is checked (a new card session would reload it). */}
          {quote.total === undefined ? (
            <Skeleton variant="rounded" height={96} />
          ) : quote.total === 0 && !quote.isPending ? (
            <FreeOrder quote={quote} />
          ) : (
            <CardsSection onCardAdded={onCardAdded} />
          )}
        </Paper>
      </Stack>
    </PageShell>
  );
}
