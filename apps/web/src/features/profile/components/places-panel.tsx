import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { formatMoney, kitPriceForQuantity, messages } from '@nutritest/domain';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { z } from 'zod';
import { TextInput } from '../../../components/forms/text-input';
import { useCostTiers } from '../../../lib/cost-tiers';
import { storageKeys } from '../../../lib/storage';
import { useKitsAvailable } from '../api/get-kits-available';
import { ProfileSection } from './profile-section';

/**
 * How many places to buy. The purchase itself (and its price, computed by the server) belongs to
 * the checkout, so this form only checks that the quantity is a whole number of places.
 */
const placesPurchaseSchema = z.object({
  quantity: z.coerce
    .number({ error: messages.required })
    .int(messages.badFormat)
    .min(1, messages.badFormat)
    .max(1000, messages.badFormat),
});

/**
 * Cupos of a company (doc 1 §2 Profile): the places left and how many to buy. The checkout reads
 * the stored 'amount' (doc 1 §3).
 */
export function PlacesPanel() {
  const kits = useKitsAvailable();
  const navigate = useNavigate();
  const form = useForm<z.input<typeof placesPurchaseSchema>, unknown, z.output<typeof placesPurchaseSchema>>({
    resolver: zodResolver(placesPurchaseSchema),
    defaultValues: { quantity: 1 },
    mode: 'all',
  });
  const error = form.formState.errors.quantity?.message;
  const tiers = useCostTiers();
  const quantity = Number(form.watch('quantity'));
  // Shown live from the public tiers; the server computes the price charged.
  const price = tiers.data && Number.isInteger(quantity) ? kitPriceForQuantity(tiers.data, quantity) : undefined;

  const buy = form.handleSubmit(({ quantity }) => {
    localStorage.setItem(storageKeys.amount, String(quantity));
    navigate(`/checkout?amount=${quantity}`);
  });

  return (
    <ProfileSection title="Cupos" description="Cada cupo es un kit NutriTest para uno de tus empleados.">
      <Box sx={{ mb: 3 }}>
        {kits.isPending ? (
          <CircularProgress size={28} aria-label="Cargando cupos" />
        ) : kits.isError ? (
          <Alert severity="error">{kits.error.message}</Alert>
        ) : (
          <Typography variant="h5" component="p" sx={{ fontWeight: 800 }}>
            Cupos restantes: {kits.data}
          </Typography>
        )}
      </Box>
      <Stack
        component="form"
        noValidate
        onSubmit={buy}
        aria-label="Comprar cupos"
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ alignItems: { sm: 'flex-start' } }}
      >
        <TextInput
          label="Cantidad de cupos"
          type="number"
          {...form.register('quantity')}
          error={Boolean(error)}
          helperText={error ?? 'Elegí cuántos cupos querés comprar.'}
          slotProps={{ htmlInput: { min: 1, max: 1000, step: 1, inputMode: 'numeric' } }}
        />
        <Button type="submit" variant="contained" size="large" sx={{ mt: { sm: 0.5 } }}>
          Comprar
        </Button>
      </Stack>
      {price !== undefined && !error && (
        <Typography sx={{ mt: 2 }} aria-live="polite">
          Precio: <strong>{formatMoney(price, 'USD')}</strong> ({formatMoney(price / quantity, 'USD')} por cupo, IVA
          incluido)
        </Typography>
      )}
    </ProfileSection>
  );
}
