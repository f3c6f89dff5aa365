import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { Account } from '@nutritest/domain';
import { Link as RouterLink } from 'react-router';

export type PurchaseBlock = 'not-a-buyer' | 'already-bought';

/** Who cannot buy here: customers buy one kit, companies buy places (doc 1 §6); others buy nothing. */
export function purchaseBlock(account: Account): PurchaseBlock | null {
  if (account.role === 'Business') return null;
  if (account.role !== 'Customer') return 'not-a-buyer';
  return account.profile.analysis ? 'already-bought' : null;
}

export function PurchaseUnavailable({ reason }: { reason: PurchaseBlock }) {
  return (
    <Paper component="section" sx={{ p: { xs: 3, sm: 5 }, textAlign: 'center' }}>
      <Typography variant="h4" component="h1" gutterBottom>
        {reason === 'already-bought' ? 'Ya compraste tu Kit NutriTest' : 'Compra de kits'}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {reason === 'already-bought'
          ? 'Tu pago ya fue registrado. Seguí el estado de tu kit desde tu inicio.'
          : 'La compra de kits está disponible para clientes y empresas.'}
      </Typography>
      <Button component={RouterLink} to="/dashboard" variant="contained">
        Ir al inicio
      </Button>
    </Paper>
  );
}
