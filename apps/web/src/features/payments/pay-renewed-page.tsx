import AddCard from '@mui/icons-material/AddCard';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router';
import { PageShell } from '../../components/layout/page-shell';
import { instrumentsQueryOptions } from './api/get-instruments';
import { CardFrame } from './components/card-frame';
import { PageTitle } from './components/page-title';

/**
 * /payrenewed, after a failed payment: add another card, then pay again on /checkout with the
 * instalments and coupon kept in the payment draft (doc 1 §7).
 */
export default function PayRenewedPage() {
  const [isAdding, setAdding] = useState(false);
  const navigate = useNavigate();
  const queryClient = useQueryClient();

  return (
    <PageShell maxWidth="md">
      <PageTitle title="Reintentar pago">
        Agregá otra tarjeta para volver a intentar el pago. Mantenemos las cuotas y el cupón que elegiste.
      </PageTitle>
      <Paper component="section" aria-label="Agregar tarjeta" sx={{ p: { xs: 2.5, sm: 4 } }}>
        {isAdding ? (
          <CardFrame
            onAdded={async () => {
              // Load the list with the new card first: /checkout preselects the newest card.
              await queryClient.fetchQuery({ ...instrumentsQueryOptions, staleTime: 0 }).catch(() => undefined);
              navigate('/checkout');
            }}
          />
        ) : (
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ justifyContent: 'center', py: 2 }}>
            <Button variant="contained" size="large" startIcon={<AddCard />} onClick={() => setAdding(true)}>
              Agregar tarjeta
            </Button>
            <Button component={RouterLink} to="/checkout" variant="outlined" size="large">
              Usar una tarjeta guardada
            </Button>
          </Stack>
        )}
      </Paper>
    </PageShell>
  );
}
