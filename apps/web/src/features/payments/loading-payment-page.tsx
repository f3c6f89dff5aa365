import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router';
import { useSession } from '../../app/session';
import { PageShell } from '../../components/layout/page-shell';
import { RetryAlert } from '../../components/retry-alert';
import { useInstruments } from './api/get-instruments';
import { CardFrame } from './components/card-frame';
import { SavedCard } from './components/saved-card';
import { errorText } from './texts';

/** Doc 1 §7, §9: the instrument list is fetched 2.5 s after the page opens. */
export const INSTRUMENTS_DELAY_MS = 2500;

/**
 * /loadingPayment, where a new customer lands after signing up: their saved card and Continuar, or
 * the card frame. Once a card is added it goes straight to /payment (docs/decisions/010).
 */
export default function LoadingPaymentPage() {
  const navigate = useNavigate();
  // A kit payment still in process at the provider: nothing to add or pay here (/payment says so).
  const inProcess = useSession().account?.profile.paymentInProcess === true;
  useEffect(() => {
    if (inProcess) navigate('/payment', { replace: true });
  }, [inProcess, navigate]);
  const [isReady, setReady] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setReady(true), INSTRUMENTS_DELAY_MS);
    return () => clearTimeout(timer);
  }, []);
  const instruments = useInstruments({ enabled: isReady });
  const cards = instruments.data ?? [];
  const isLoading = instruments.isPending;

  return (
    <PageShell maxWidth="md">
      <Paper component="section" aria-labelledby="loading-payment-title" sx={{ p: { xs: 2.5, sm: 5 } }}>
        <Typography id="loading-payment-title" variant="h4" component="h1" sx={{ fontWeight: 800, mb: 1 }}>
          {isLoading ? 'Cargando medios de pago' : cards.length > 0 ? 'Tu medio de pago' : 'Agregá tu medio de pago'}
        </Typography>
        {isLoading ? (
          <Stack role="status" spacing={2} sx={{ alignItems: 'center', py: 8 }}>
            <CircularProgress aria-hidden="true" />
            <Typography color="text.secondary">Estamos preparando tu pago seguro…</Typography>
          </Stack>
        ) : instruments.isError ? (
          <RetryAlert onRetry={() => instruments.refetch()}>{errorText(instruments.error)}</RetryAlert>
        ) : cards.length > 0 ? (
          <Stack spacing={3}>
            <Typography color="text.secondary">Ya tenés una tarjeta guardada para pagar tu Kit NutriTest.</Typography>
            <Stack component="ul" spacing={1.5} sx={{ listStyle: 'none', m: 0, p: 0 }} aria-label="Tarjetas guardadas">
              {cards.map((card) => (
                <Paper component="li" key={card.instrumentToken} variant="outlined" sx={{ p: 2 }}>
                  <SavedCard card={card} />
                </Paper>
              ))}
            </Stack>
            <Button
              component={RouterLink}
              to="/payment"
              variant="contained"
              size="large"
              sx={{ alignSelf: { sm: 'flex-end' } }}
            >
              Continuar
            </Button>
          </Stack>
        ) : (
          <Stack spacing={3}>
            <Typography color="text.secondary">
              Agregá la tarjeta con la que vas a pagar tu Kit NutriTest. Aceptamos Visa, Mastercard y OCA emitidas en
              Uruguay; solo guardamos sus últimos 4 dígitos.
            </Typography>
            <CardFrame onAdded={() => navigate('/payment')} />
          </Stack>
        )}
      </Paper>
    </PageShell>
  );
}
