import CheckCircleOutline from '@mui/icons-material/CheckCircleOutlineOutlined';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { consultationTexts, offerOf } from '@nutritest/domain';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { consultationOrderQueryOptions } from '../api/get-order';
import { clearConsultationCheckout, readConsultationCheckout } from '../lib/checkout-storage';
import { slotDateTime } from '../lib/slots';

export const POLL_EVERY_MS = 3_000;
export const POLL_FOR_MS = 30_000;
export const pendingText = 'Pago pendiente de confirmación…';

/** Server statuses after which asking again changes nothing. */
const finalStatuses = new Set(['paid', 'cancelled', 'expired']);

/**
 * The return from the payment provider (doc 2 §2, §4). The URL's status is never trusted: the
 * consultation's status comes from the server, which learns it from the provider. While it is not
 * paid the page says 'Pago pendiente de confirmación…' and asks again every 3 s for 30 s.
 */
export function ConsultationReturn({
  externalReference,
  onClose,
}: {
  externalReference: string | null;
  onClose(): void;
}) {
  const [stored] = useState(() => {
    const checkout = readConsultationCheckout();
    if (!checkout) return null;
    return externalReference && externalReference !== checkout.orderId ? null : checkout;
  });
  const [polling, setPolling] = useState(true);
  const [round, setRound] = useState(0);
  const order = useQuery({
    ...consultationOrderQueryOptions(stored?.orderId ?? '', stored?.accessKey ?? ''),
    enabled: stored !== null,
    refetchInterval: (query) => (polling && !finalStatuses.has(query.state.data?.status ?? '') ? POLL_EVERY_MS : false),
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

  // Paid: the order is done, nothing is left to pay.
  const confirmed = useRef(false);
  useEffect(() => {
    if (paid && !confirmed.current) {
      confirmed.current = true;
      clearConsultationCheckout();
    }
  }, [paid]);

  if (paid && order.data) {
    return (
      <Paper
        component="section"
        variant="outlined"
        aria-labelledby="consultation-result-heading"
        sx={{ p: { xs: 2.5, sm: 3 }, mb: 3, borderColor: 'success.main' }}
      >
        <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', mb: 1.5 }}>
          <CheckCircleOutline sx={{ color: '#1b7a43', fontSize: 32 }} aria-hidden />
          <Typography id="consultation-result-heading" component="h2" variant="h5">
            {consultationTexts.paid}
          </Typography>
        </Stack>
        <Typography sx={{ mb: 1.5 }}>{consultationTexts.thanks}</Typography>
        <Typography>Estado: {consultationTexts.approved}</Typography>
        <Typography sx={{ fontWeight: 700 }}>Número de pago: {order.data.paymentId ?? '—'}</Typography>
        <Typography>{offerOf(order.data.tipoConsulta).title}</Typography>
        <Typography sx={{ mb: 2 }}>Turno: {slotDateTime(order.data.slotStart)} (hora de Montevideo)</Typography>
        <Button variant="outlined" onClick={onClose}>
          Cerrar
        </Button>
      </Paper>
    );
  }

  const ended = status === 'expired' || status === 'cancelled';
  const waiting = stored !== null && polling && !ended;
  return (
    <Paper
      component="section"
      variant="outlined"
      aria-labelledby="consultation-result-heading"
      sx={{ p: { xs: 2.5, sm: 3 }, mb: 3 }}
    >
      <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', mb: 1 }}>
        {waiting && <CircularProgress size={24} aria-hidden />}
        <Typography id="consultation-result-heading" component="h2" variant="h6" aria-live="polite">
          {pendingText}
        </Typography>
      </Stack>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {!stored
          ? 'Cuando confirmemos el pago te vamos a enviar por correo la confirmación de tu consulta.'
          : waiting
            ? 'Estamos esperando la confirmación del pago. Puede demorar unos segundos.'
            : 'Todavía no recibimos la confirmación del pago. Si ya pagaste, puede demorar unos minutos.'}
      </Typography>
      {status === 'failed' && (
        <Alert severity="warning" sx={{ mb: 2 }}>
          El último intento de pago no se completó. Podés elegir un turno y volver a intentarlo.
        </Alert>
      )}
      {ended && (
        <Alert severity="warning" sx={{ mb: 2 }}>
          La reserva del turno venció sin un pago confirmado. Elegí un turno de nuevo, por favor.
        </Alert>
      )}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
        {stored && !polling && !ended && (
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
        <Button variant="outlined" onClick={onClose}>
          Cerrar
        </Button>
      </Stack>
    </Paper>
  );
}
