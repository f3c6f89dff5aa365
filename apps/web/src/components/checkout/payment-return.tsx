import CheckCircleOutline from '@mui/icons-material/CheckCircleOutlineOutlined';
import ReplayOutlined from '@mui/icons-material/ReplayOutlined';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type QueryKey, type UseQueryOptions, useQuery } from '@tanstack/react-query';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import type { CheckoutTexts } from './texts';

export const POLL_EVERY_MS = 3_000;
export const POLL_FOR_MS = 30_000;

/** What every order status answer has (meals and consultations). */
export interface OrderStatusLike {
  status: string;
  paymentId: string | null;
  /**
   * Set when the server gave the payment back instead of applying it (it arrived after the order
   * closed: a meals day past its deadline, a consultation slot taken meanwhile). Final, like paid.
   */
  refund?: { paymentId: string } | null;
}

/**
 * The return from the payment provider (doc 2 §2, §4, §8). The URL's status is never trusted: the
 * order's status comes from the server, which learns it from the provider. While it is not paid the
 * page says so (`texts.pending`) and asks again every 3 s for 30 s; 'Actualizar estado' asks for
 * another 30 s. Statuses in `endedStatuses` (a hold that ran out) stop asking for good, and so
 * does a refund (`order.refund`): then `texts.refundedHeading` and the product's `renderRefunded`
 * say why the payment was given back, never the paid confirmation.
 */
export function PaymentReturn<O extends OrderStatusLike, K extends QueryKey>({
  texts,
  hasStored,
  order: orderOptions,
  endedStatuses = [],
  retryPath,
  renderPaid,
  renderRefunded,
  onConfirmed,
  onRefunded,
  onClose,
}: {
  texts: CheckoutTexts;
  /** Whether this browser keeps the order being paid (else there is nothing to ask for). */
  hasStored: boolean;
  /** The product's order-status query (GET with the order's access key). */
  order: UseQueryOptions<O, Error, O, K>;
  endedStatuses?: readonly O['status'][];
  /** Where to pay again after a failed attempt, if the stored order can be paid again. */
  retryPath?: string | null;
  /** The paid order's details, under `texts.paidHeading`. */
  renderPaid(order: O): ReactNode;
  /** Why the payment was given back and what to do now, under `texts.refundedHeading`. */
  renderRefunded?(order: O): ReactNode;
  /** Called once when the server says the order is paid. */
  onConfirmed(): void;
  /** Called once when the server says the payment was given back (the order is over). */
  onRefunded?(): void;
  onClose(): void;
}) {
  const [polling, setPolling] = useState(true);
  const [round, setRound] = useState(0);
  // A refused payment is an answer too (issue 41, item 9): the page stops waiting and says what to do.
  const isFinal = (data: O | undefined) =>
    data?.status === 'paid' ||
    data?.status === 'failed' ||
    Boolean(data?.refund) ||
    (endedStatuses as readonly string[]).includes(data?.status ?? '');
  const order = useQuery({
    ...orderOptions,
    enabled: hasStored,
    refetchInterval: (query) => (polling && !isFinal(query.state.data) ? POLL_EVERY_MS : false),
  });
  const status = order.data?.status;
  const paid = status === 'paid';
  const refunded = Boolean(order.data?.refund);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `round` restarts the countdown.
  useEffect(() => {
    if (!hasStored || !polling) return;
    const timer = setTimeout(() => setPolling(false), POLL_FOR_MS);
    return () => clearTimeout(timer);
  }, [hasStored, polling, round]);

  const confirmed = useRef(false);
  useEffect(() => {
    if (paid && !confirmed.current) {
      confirmed.current = true;
      onConfirmed();
    }
  }, [paid, onConfirmed]);

  const toldRefunded = useRef(false);
  useEffect(() => {
    if (refunded && !toldRefunded.current) {
      toldRefunded.current = true;
      onRefunded?.();
    }
  }, [refunded, onRefunded]);

  const paper = { p: { xs: 2.5, sm: 3 }, mb: 3 };
  if (refunded && order.data) {
    return (
      <Paper
        component="section"
        variant="outlined"
        aria-labelledby="payment-result-heading"
        sx={{ ...paper, borderColor: 'warning.main' }}
      >
        <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', mb: 1.5 }}>
          <ReplayOutlined sx={{ color: 'warning.dark', fontSize: 32 }} aria-hidden />
          <Typography id="payment-result-heading" component="h2" variant="h5">
            {texts.refundedHeading ?? 'Te devolvimos el pago'}
          </Typography>
        </Stack>
        {renderRefunded?.(order.data)}
        <Button variant="outlined" onClick={onClose}>
          {texts.pendingClose}
        </Button>
      </Paper>
    );
  }
  if (paid && order.data) {
    return (
      <Paper
        component="section"
        variant="outlined"
        aria-labelledby="payment-result-heading"
        sx={{ ...paper, borderColor: 'success.main' }}
      >
        <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', mb: 1.5 }}>
          <CheckCircleOutline sx={{ color: '#1b7a43', fontSize: 32 }} aria-hidden />
          <Typography id="payment-result-heading" component="h2" variant="h5">
            {texts.paidHeading}
          </Typography>
        </Stack>
        {renderPaid(order.data)}
        <Button variant="outlined" onClick={onClose}>
          {texts.paidClose}
        </Button>
      </Paper>
    );
  }

  if (status === 'failed' && hasStored) {
    return (
      <Paper
        component="section"
        variant="outlined"
        aria-labelledby="payment-result-heading"
        sx={{ ...paper, borderColor: 'warning.main' }}
      >
        <Typography id="payment-result-heading" component="h2" variant="h6" aria-live="polite" sx={{ mb: 1 }}>
          El pago no se aprobó
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          {texts.failed} No se hizo ningún cobro: probá con otra tarjeta u otro medio de pago, o consultá con tu banco.
        </Typography>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
          {retryPath && (
            <Button variant="contained" component={RouterLink} to={retryPath}>
              Volver a intentar el pago
            </Button>
          )}
          <Button variant="outlined" onClick={onClose}>
            {texts.pendingClose}
          </Button>
        </Stack>
      </Paper>
    );
  }

  const ended = status !== undefined && (endedStatuses as readonly string[]).includes(status);
  const waiting = hasStored && polling && !ended;
  return (
    <Paper component="section" variant="outlined" aria-labelledby="payment-result-heading" sx={paper}>
      <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', mb: 1 }}>
        {waiting && <CircularProgress size={24} aria-hidden />}
        <Typography id="payment-result-heading" component="h2" variant="h6" aria-live="polite">
          {texts.pending}
        </Typography>
      </Stack>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {!hasStored
          ? texts.willConfirm
          : waiting
            ? 'Estamos esperando la confirmación del pago. Puede demorar unos segundos.'
            : 'Todavía no recibimos la confirmación del pago. Si ya pagaste, puede demorar unos minutos.'}
      </Typography>
      {status === 'failed' && (
        <Alert severity="warning" sx={{ mb: 2 }}>
          {texts.failed}
        </Alert>
      )}
      {ended && texts.ended && (
        <Alert severity="warning" sx={{ mb: 2 }}>
          {texts.ended}
        </Alert>
      )}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
        {hasStored && !polling && !ended && (
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
        {hasStored && status === 'failed' && retryPath && (
          <Button variant="contained" component={RouterLink} to={retryPath}>
            Volver a intentar el pago
          </Button>
        )}
        <Button variant="outlined" onClick={onClose}>
          {texts.pendingClose}
        </Button>
      </Stack>
    </Paper>
  );
}
