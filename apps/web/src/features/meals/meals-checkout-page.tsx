import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { formatMoney } from '@nutritest/domain';
import { lazy, Suspense, useEffect, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { PageShell } from '../../components/layout/page-shell';
import { readCheckout } from './lib/checkout-storage';
import { leaveTo, safeCheckoutUrl } from './lib/leave-page';

/** MercadoPago's SDK is downloaded only here, and only when the gateway is MercadoPago. */
const MercadoPagoWallet = lazy(() => import('./components/mercadopago-wallet'));

export const REDIRECT_DELAY_MS = 1_000;
export const redirectingText = 'En unos instantes te vamos a redirigir al sitio de pago…';

/**
 * /meals-checkout (doc 2 §2): pays the order kept by the meals page. In the sandbox the buyer goes
 * straight to its checkout page; with MercadoPago its wallet button shows, with a plain link as a
 * fallback.
 */
export default function MealsCheckoutPage() {
  const [checkout] = useState(readCheckout);
  const preference = checkout?.preference ?? null;
  const url = preference ? safeCheckoutUrl(preference.checkoutUrl) : null;
  const sandbox = preference?.gateway === 'sandbox';

  useEffect(() => {
    if (!sandbox || !url) return;
    const timer = setTimeout(() => leaveTo(url), REDIRECT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [sandbox, url]);

  return (
    <PageShell maxWidth="sm">
      <Typography component="h1" variant="h4" sx={{ mb: 3 }}>
        Pago de tu pedido
      </Typography>
      {!checkout || !preference || !url ? (
        <Alert severity="info">
          No encontramos un pedido para pagar.{' '}
          <Link component={RouterLink} to="/platos-semanales">
            Volver a Platos semanales
          </Link>
        </Alert>
      ) : (
        <Paper variant="outlined" sx={{ p: { xs: 2.5, sm: 4 } }}>
          <Stack spacing={3} sx={{ alignItems: 'center', textAlign: 'center' }}>
            <CircularProgress aria-hidden />
            <Typography role="status">{redirectingText}</Typography>
            <Typography color="text.secondary">Total a pagar: {formatMoney(checkout.totalCents, 'UYU')}</Typography>
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
            <Link component={RouterLink} to="/platos-semanales" variant="body2">
              Volver a mi pedido
            </Link>
          </Stack>
        </Paper>
      )}
    </PageShell>
  );
}
