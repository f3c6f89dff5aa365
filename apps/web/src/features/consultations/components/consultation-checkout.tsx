import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { formatMoney, offerOf } from '@nutritest/domain';
import { lazy, Suspense, useEffect, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { readConsultationCheckout } from '../lib/checkout-storage';
import { leaveTo, safeCheckoutUrl } from '../lib/leave-page';
import { CONSULTATION_PATH } from '../lib/paths';
import { slotDateTime, slotTime } from '../lib/slots';

/** MercadoPago's SDK (through the meals feature) is downloaded only here, and only for MercadoPago. */
const MercadoPagoWallet = lazy(() => import('../../meals').then((m) => ({ default: m.MercadoPagoWallet })));

export const REDIRECT_DELAY_MS = 1_000;
export const redirectingText = 'En unos instantes te vamos a redirigir al sitio de pago…';

/**
 * The payment step (doc 2 §4, like /meals-checkout): pays the consultation kept by
 * /consulta-nutricional. In the sandbox the buyer goes straight to its checkout page; with
 * MercadoPago its wallet button shows, with a plain link as a fallback.
 */
export function ConsultationCheckout() {
  const [checkout] = useState(readConsultationCheckout);
  const preference = checkout?.preference ?? null;
  const url = preference ? safeCheckoutUrl(preference.checkoutUrl) : null;
  const sandbox = preference?.gateway === 'sandbox';

  useEffect(() => {
    if (!sandbox || !url) return;
    const timer = setTimeout(() => leaveTo(url), REDIRECT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [sandbox, url]);

  return (
    <>
      <Typography component="h1" variant="h4" sx={{ mb: 3 }}>
        Pago de tu consulta
      </Typography>
      {!checkout || !preference || !url ? (
        <Alert severity="info">
          No encontramos una consulta para pagar.{' '}
          <Link component={RouterLink} to={CONSULTATION_PATH}>
            Volver a Consulta nutricional
          </Link>
        </Alert>
      ) : (
        <Paper variant="outlined" sx={{ p: { xs: 2.5, sm: 4 } }}>
          <Stack spacing={3} sx={{ alignItems: 'center', textAlign: 'center' }}>
            <CircularProgress aria-hidden />
            <Typography role="status">{redirectingText}</Typography>
            <Box>
              <Typography sx={{ fontWeight: 700 }}>{offerOf(checkout.tipoConsulta).title}</Typography>
              <Typography>Turno: {slotDateTime(checkout.slotStart)}</Typography>
              <Typography color="text.secondary">
                Total a pagar: {formatMoney(offerOf(checkout.tipoConsulta).priceCents, 'UYU')}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                Te guardamos el turno hasta las {slotTime(preference.heldUntil)}.
              </Typography>
            </Box>
            {preference.gateway === 'mercadopago' && preference.publicKey && (
              <Box sx={{ width: '100%', maxWidth: 360 }}>
                <Suspense fallback={null}>
                  <MercadoPagoWallet publicKey={preference.publicKey} preferenceId={preference.id} />
                </Suspense>
              </Box>
            )}
            <Typography variant="body2">
              ¿No se abre el pago?{' '}
              <Link href={url} sx={{ fontWeight: 700 }}>
                Ir a pagar
              </Link>
            </Typography>
            <Link component={RouterLink} to={CONSULTATION_PATH} variant="body2">
              Volver a Consulta nutricional
            </Link>
          </Stack>
        </Paper>
      )}
    </>
  );
}
