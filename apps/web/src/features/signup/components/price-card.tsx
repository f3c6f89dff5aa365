import CheckCircleOutline from '@mui/icons-material/CheckCircleOutlineOutlined';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { formatMoney, formatNumberEs, kitPriceForQuantity, REGULAR_KIT_PRICE_CENTS } from '@nutritest/domain';
import { useCostTiers } from '../../../lib/cost-tiers';
import { storageKeys } from '../../../lib/storage';

/** The quantity chosen before signup (local storage 'amount'), 1 when absent or not a whole number. */
export function storedQuantity(): number {
  try {
    const raw = localStorage.getItem(storageKeys.amount);
    const n = raw === null ? Number.NaN : Number(raw);
    return Number.isInteger(n) && n >= 1 ? n : 1;
  } catch {
    return 1;
  }
}

/** An instalment: always two decimals (doc 1 §5), Uruguayan formatting like formatMoney. */
export function formatInstalment(totalCents: number, instalments: number): string {
  const amount = totalCents / instalments / 100;
  return `USD ${formatNumberEs(amount, { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
}

const includes = [
  'Kit para tomar tu muestra de saliva en casa',
  'Análisis de 21 nutrientes',
  'Unos 300 alimentos clasificados para vos',
  'Resultados en hasta 45 días hábiles',
];

/**
 * The right-hand card of the customer signup: regular price struck through, the launch price from
 * GET /v1/cost (tier of the stored quantity × quantity), tax included, and 3 or 6 instalments.
 */
export function PriceCard() {
  const costs = useCostTiers();
  const quantity = storedQuantity();
  const price = costs.data ? kitPriceForQuantity(costs.data, quantity) : undefined;

  return (
    <Paper component="aside" aria-labelledby="price-card-title" sx={{ p: 3, position: { md: 'sticky' }, top: 88 }}>
      <Typography id="price-card-title" variant="h5" component="h2" gutterBottom>
        Kit NutriTest
      </Typography>
      <Box data-testid="price-card-prices">
        <Typography color="text.secondary">
          Precio regular{' '}
          <Box component="s" sx={{ fontWeight: 700 }}>
            {formatMoney(REGULAR_KIT_PRICE_CENTS * quantity, 'USD')}
          </Box>
        </Typography>
        <Typography sx={{ mt: 1, fontWeight: 700 }} color="primary">
          Precio de lanzamiento
        </Typography>
        {price !== undefined ? (
          <>
            <Typography variant="h3" component="p" sx={{ fontWeight: 800 }}>
              {formatMoney(price, 'USD')}
            </Typography>
            <Typography color="text.secondary">IVA incluido{quantity > 1 ? ` · ${quantity} kits` : ''}</Typography>
            <Box sx={{ mt: 2, p: 2, borderRadius: 2, bgcolor: 'brandLight.primary' }}>
              <Typography sx={{ fontWeight: 700 }}>O pagalo en cuotas</Typography>
              <Typography>3 cuotas de {formatInstalment(price, 3)}</Typography>
              <Typography>6 cuotas de {formatInstalment(price, 6)}</Typography>
              <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
                Cuotas con tarjetas de crédito emitidas en Uruguay.
              </Typography>
            </Box>
          </>
        ) : costs.isPending ? (
          <Skeleton variant="text" width={140} height={56} />
        ) : null}
      </Box>
      <Divider sx={{ my: 2 }} />
      <List dense disablePadding aria-label="Qué incluye">
        {includes.map((text) => (
          <ListItem key={text} disableGutters>
            <ListItemIcon sx={{ minWidth: 32 }}>
              <CheckCircleOutline color="primary" fontSize="small" aria-hidden="true" />
            </ListItemIcon>
            <ListItemText primary={text} />
          </ListItem>
        ))}
      </List>
    </Paper>
  );
}
