import CheckCircleOutline from '@mui/icons-material/CheckCircleOutlineOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { formatMoney, kitPriceForQuantity, REGULAR_KIT_PRICE_CENTS } from '@nutritest/domain';
import { Link as RouterLink } from 'react-router';
import { useCostTiers } from '../../../lib/cost-tiers';
import { instalmentLabel } from '../payment-format';

const includes = [
  'Kit para tomar tu muestra de saliva en casa',
  'Análisis de 21 nutrientes',
  'Unos 300 alimentos clasificados para vos',
  'Resultados en hasta 45 días hábiles',
];

/** The customer dashboard before buying: the kit, its launch price and a button to /payment. */
export function KitPurchaseCard({ firstName }: { firstName: string }) {
  const tiers = useCostTiers();
  const price = tiers.data ? kitPriceForQuantity(tiers.data, 1) : undefined;

  return (
    <Paper component="section" aria-labelledby="kit-purchase-title" sx={{ p: { xs: 3, sm: 5 } }}>
      {firstName && (
        <Typography color="text.secondary" sx={{ fontWeight: 700 }}>
          ¡Hola, {firstName}!
        </Typography>
      )}
      <Typography id="kit-purchase-title" variant="h4" component="h1" sx={{ fontWeight: 800, mb: 1 }}>
        Comprá tu Kit NutriTest
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3, maxWidth: 560 }}>
        Tomá tu muestra de saliva en casa y recibí recomendaciones de alimentación según tus genes.
      </Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 4, alignItems: 'flex-start' }}>
        <Box sx={{ flex: '1 1 240px' }}>
          <Typography color="text.secondary">
            Precio regular{' '}
            <Box component="s" sx={{ fontWeight: 700 }}>
              {formatMoney(REGULAR_KIT_PRICE_CENTS, 'USD')}
            </Box>
          </Typography>
          <Typography color="primary" sx={{ fontWeight: 700, mt: 1 }}>
            Precio de lanzamiento
          </Typography>
          {price === undefined ? (
            <Skeleton variant="text" width={140} height={56} />
          ) : (
            <>
              <Typography variant="h3" component="p" sx={{ fontWeight: 800 }}>
                {formatMoney(price, 'USD')}
              </Typography>
              <Typography color="text.secondary">
                IVA incluido · o {instalmentLabel(3, price)} o {instalmentLabel(6, price)}
              </Typography>
            </>
          )}
          <Button component={RouterLink} to="/payment" variant="contained" size="large" sx={{ mt: 3 }}>
            Comprar mi kit
          </Button>
        </Box>
        <List dense disablePadding aria-label="Qué incluye" sx={{ flex: '1 1 240px' }}>
          {includes.map((text) => (
            <ListItem key={text} disableGutters>
              <ListItemIcon sx={{ minWidth: 32 }}>
                <CheckCircleOutline color="primary" fontSize="small" aria-hidden="true" />
              </ListItemIcon>
              <ListItemText primary={text} />
            </ListItem>
          ))}
        </List>
      </Box>
    </Paper>
  );
}
