import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { PreferenceResponse } from '@nutritest/domain';
import { lazy, type ReactNode, Suspense, useEffect } from 'react';
import { Link as RouterLink } from 'react-router';
import { leaveTo, safeCheckoutUrl } from './leave-page';
import type { CheckoutTexts } from './texts';

/** MercadoPago's SDK is downloaded only here, and only when the gateway is MercadoPago. */
const MercadoPagoWallet = lazy(() => import('./mercadopago-wallet'));

export const REDIRECT_DELAY_MS = 1_000;
export const redirectingText = 'En unos instantes te vamos a redirigir al sitio de pago…';

/**
 * The payment step of every product paid through the provider (doc 2 §2, §4; decisions 014, 015):
 * names what is being paid, then in the sandbox sends the buyer straight to its checkout page; with
 * MercadoPago its wallet button shows, with a plain link as a fallback. An address that is not a web
 * page is never followed (it counts as nothing to pay).
 */
export function CheckoutRedirect({
  texts,
  preference,
  children,
}: {
  texts: CheckoutTexts;
  /** The stored order's payment preference, or null when nothing is stored. */
  preference: Pick<PreferenceResponse, 'id' | 'checkoutUrl' | 'gateway' | 'publicKey'> | null;
  /** What is being paid: product, amount, hold... */
  children?: ReactNode;
}) {
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
        {texts.checkoutHeading}
      </Typography>
      {!preference || !url ? (
        <Alert severity="info">
          {texts.nothingToPay}{' '}
          <Link component={RouterLink} to={texts.productPath}>
            {texts.backToProduct}
          </Link>
        </Alert>
      ) : (
        <Paper variant="outlined" sx={{ p: { xs: 2.5, sm: 4 } }}>
          <Stack spacing={3} sx={{ alignItems: 'center', textAlign: 'center' }}>
            <CircularProgress aria-hidden />
            <Typography role="status">{redirectingText}</Typography>
            {children}
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
            <Link component={RouterLink} to={texts.productPath} variant="body2">
              {texts.backFromCheckout}
            </Link>
          </Stack>
        </Paper>
      )}
    </>
  );
}
