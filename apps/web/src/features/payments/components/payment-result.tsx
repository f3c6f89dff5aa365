import CheckCircleOutline from '@mui/icons-material/CheckCircleOutlined';
import ErrorOutline from '@mui/icons-material/ErrorOutlined';
import HourglassTop from '@mui/icons-material/HourglassTopOutlined';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { formatMoney } from '@nutritest/domain';
import { Link as RouterLink } from 'react-router';
import { usePublicConfig } from '../../../lib/public-config';
import { instalmentLabel } from '../payment-format';
import type { PaymentOutcome } from '../payment-outcome';
import { paymentTexts } from '../texts';

/** The result screens of /payment (doc 1 §2, §8). */
export function PaymentResult({ outcome, isBusiness }: { outcome: PaymentOutcome; isBusiness: boolean }) {
  const { supportEmail } = usePublicConfig();

  if (outcome.status === 'failed') {
    return (
      <Paper component="section" sx={{ p: { xs: 3, sm: 5 }, textAlign: 'center' }}>
        <ErrorOutline sx={{ fontSize: 64, color: 'warning.main' }} aria-hidden="true" />
        <Typography variant="h4" component="h1" gutterBottom>
          {paymentTexts.failed}
        </Typography>
        <Typography sx={{ mb: 1 }}>{paymentTexts.failedDetail}</Typography>
        <Typography color="text.secondary" sx={{ mb: 4 }}>
          No se realizó ningún cobro. Escribinos a{' '}
          <Link href={`mailto:${supportEmail}`} sx={{ fontWeight: 700 }}>
            {supportEmail}
          </Link>{' '}
          si el problema continúa.
        </Typography>
        <Button component={RouterLink} to="/payrenewed" variant="contained" size="large">
          Reintentar pago
        </Button>
      </Paper>
    );
  }

  if (outcome.status === 'pending') {
    return (
      <Paper component="section" sx={{ p: { xs: 3, sm: 5 }, textAlign: 'center' }}>
        <HourglassTop sx={{ fontSize: 64, color: 'info.main' }} aria-hidden="true" />
        <Typography variant="h4" component="h1" gutterBottom>
          {paymentTexts.pending}
        </Typography>
        <Typography sx={{ mb: 1 }}>
          {formatMoney(outcome.amount, outcome.currency)}
          {outcome.card ? ` · ${outcome.card}` : ''}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 4 }}>
          {paymentTexts.pendingDetail}
        </Typography>
        <Button component={RouterLink} to="/dashboard" variant="contained" size="large">
          Ir al inicio
        </Button>
      </Paper>
    );
  }

  return (
    <Paper component="section" sx={{ p: { xs: 3, sm: 5 }, textAlign: 'center' }}>
      <CheckCircleOutline sx={{ fontSize: 64, color: 'success.main' }} aria-hidden="true" />
      <Typography variant="h4" component="h1" gutterBottom>
        {outcome.amount === 0 ? paymentTexts.freeSuccess : paymentTexts.success}
      </Typography>
      <Stack spacing={0.5} sx={{ mb: 4 }}>
        <Typography>
          Pedido <strong>{outcome.invoiceId}</strong>
        </Typography>
        <Typography color="text.secondary">
          {isBusiness
            ? `${outcome.quantity} ${outcome.quantity === 1 ? 'cupo' : 'cupos'} de Kit NutriTest`
            : 'Kit NutriTest'}{' '}
          ·{' '}
          {outcome.amount === 0
            ? 'Sin costo con tu cupón'
            : `${formatMoney(outcome.amount, outcome.currency)}${
                outcome.installments > 1
                  ? ` en ${instalmentLabel(outcome.installments, outcome.amount, outcome.currency)}`
                  : ''
              }`}
          {outcome.card ? ` · ${outcome.card}` : ''}
        </Typography>
        <Typography color="text.secondary">Te enviamos el comprobante por correo electrónico.</Typography>
      </Stack>
      <Button component={RouterLink} to="/dashboard?payment=success" variant="contained" size="large">
        Comenzar
      </Button>
    </Paper>
  );
}
