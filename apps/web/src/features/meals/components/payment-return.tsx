import CheckCircleOutline from '@mui/icons-material/CheckCircleOutlineOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { formatMoney, mealsTexts } from '@nutritest/domain';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { mealOrderQueryOptions } from '../api/get-order';
import { readCheckout } from '../lib/checkout-storage';

export const POLL_EVERY_MS = 3_000;
export const POLL_FOR_MS = 30_000;

/**
 * The return from the payment provider (doc 2 §2, §8). The URL's status is never trusted: the
 * order's status comes from the server, which learns it from the provider. While it is not paid the
 * page says 'Pedido pendiente de confirmación...' and asks again every 3 s for 30 s.
 */
export function PaymentReturn({
  externalReference,
  onConfirmed,
  onClose,
}: {
  externalReference: string | null;
  /** Called once when the server says the order is paid (the cart is emptied). */
  onConfirmed(): void;
  onClose(): void;
}) {
  const [stored] = useState(() => {
    const checkout = readCheckout();
    if (!checkout) return null;
    return externalReference && externalReference !== checkout.orderId ? null : checkout;
  });
  const [polling, setPolling] = useState(true);
  const [round, setRound] = useState(0);
  const order = useQuery({
    ...mealOrderQueryOptions(stored?.orderId ?? '', stored?.accessKey ?? ''),
    enabled: stored !== null,
    refetchInterval: (query) => (polling && query.state.data?.status !== 'paid' ? POLL_EVERY_MS : false),
  });
  const status = order.data?.status;
  const paid = status === 'paid';

  // Stop asking after 30 s; 'Actualizar estado' asks for another 30 s.
  // biome-ignore lint/correctness/useExhaustiveDependencies: `round` restarts the countdown.
  useEffect(() => {
    if (!stored || !polling) return;
    const timer = setTimeout(() => setPolling(false), POLL_FOR_MS);
    return () => clearTimeout(timer);
  }, [stored, polling, round]);

  const confirmed = useRef(false);
  useEffect(() => {
    if (paid && !confirmed.current) {
      confirmed.current = true;
      onConfirmed();
    }
  }, [paid, onConfirmed]);

  if (paid && order.data) {
    return (
      <Paper
        component="section"
        variant="outlined"
        aria-labelledby="payment-result-heading"
        sx={{ p: { xs: 2.5, sm: 3 }, mb: 3, borderColor: 'success.main' }}
      >
        <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', mb: 1.5 }}>
          <CheckCircleOutline sx={{ color: '#1b7a43', fontSize: 32 }} aria-hidden />
          <Typography id="payment-result-heading" component="h2" variant="h5">
            ¡Pedido confirmado!
          </Typography>
        </Stack>
        <Typography sx={{ fontWeight: 700 }}>Número de pago: {order.data.paymentId}</Typography>
        <Typography sx={{ mb: 1.5 }}>Total pagado: {formatMoney(order.data.totalCents, 'UYU')}</Typography>
        {stored && (
          <Box
            component="p"
            sx={{ whiteSpace: 'pre-line', m: 0, mb: 2, p: 1.5, bgcolor: 'background.default', borderRadius: 1 }}
          >
            {stored.summary}
          </Box>
        )}
        <Button variant="outlined" onClick={onClose}>
          Seguir viendo el menú
        </Button>
      </Paper>
    );
  }

  const failed = status === 'failed';
  return (
    <Paper
      component="section"
      variant="outlined"
      aria-labelledby="payment-result-heading"
      sx={{ p: { xs: 2.5, sm: 3 }, mb: 3 }}
    >
      <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', mb: 1 }}>
        {stored && polling && <CircularProgress size={24} aria-hidden />}
        <Typography id="payment-result-heading" component="h2" variant="h6" aria-live="polite">
          {mealsTexts.pending}
        </Typography>
      </Stack>
      {stored ? (
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          {polling
            ? 'Estamos esperando la confirmación del pago. Puede demorar unos segundos.'
            : 'Todavía no recibimos la confirmación del pago. Si ya pagaste, puede demorar unos minutos.'}
        </Typography>
      ) : (
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          Cuando confirmemos el pago vas a recibir la confirmación de tu pedido.
        </Typography>
      )}
      {failed && (
        <Alert severity="warning" sx={{ mb: 2 }}>
          El último intento de pago no se completó. Podés volver a intentarlo.
        </Alert>
      )}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
        {stored && !polling && (
          <Button
            variant="contained"
            onClick={() => {
              setPolling(true);
              setRound((r) => r + 1);
              void order.refetch();
            }}
          >
            Actualizar estado
          </Button>
        )}
        {stored && failed && stored.preference && (
          <Button variant="contained" component={RouterLink} to="/meals-checkout">
            Volver a intentar el pago
          </Button>
        )}
        <Button variant="outlined" onClick={onClose}>
          Volver al menú
        </Button>
      </Stack>
    </Paper>
  );
}
