import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { Account } from '@nutritest/domain';
import { Link as RouterLink } from 'react-router';

export type PurchaseBlock = 'not-a-buyer' | 'already-bought' | 'in-process';

const titles: Record<PurchaseBlock, string> = {
  'already-bought': 'Ya compraste tu Kit NutriTest',
  'in-process': 'Tu pago está en proceso',
  'not-a-buyer': 'Compra de kits',
};
const details: Record<PurchaseBlock, string> = {
  'already-bought': 'Tu pago ya fue registrado. Seguí el estado de tu kit desde tu inicio.',
  'in-process':
    'El medio de pago todavía está revisando el cobro de tu kit. Te avisamos por correo apenas se acredite: no hace falta que vuelvas a pagar.',
  'not-a-buyer': 'La compra de kits está disponible para clientes y empresas.',
};

/** Who cannot buy here: customers buy one kit, companies buy places (doc 1 §6); others buy nothing. */
export function purchaseBlock(account: Account): PurchaseBlock | null {
  if (account.role === 'Business') return null;
  if (account.role !== 'Customer') return 'not-a-buyer';
  if (account.profile.analysis) return 'already-bought';
  return account.profile.paymentInProcess ? 'in-process' : null;
}

export function PurchaseUnavailable({ reason }: { reason: PurchaseBlock }) {
  return (
    <Paper component="section" sx={{ p: { xs: 3, sm: 5 }, textAlign: 'center' }}>
      <Typography variant="h4" component="h1" gutterBottom>
        {titles[reason]}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {details[reason]}
      </Typography>
      <Button component={RouterLink} to="/dashboard" variant="contained">
        Ir al inicio
      </Button>
    </Paper>
  );
}
