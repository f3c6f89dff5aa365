import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { formatMoney } from '@nutritest/domain';
import { CART_SUMMARY_BAR_HEIGHT } from '../lib/cart-bar';

/**
 * The cart summary that stays at the bottom of a phone's screen while the cards scroll (issue 22,
 * item 8): how many meals, the total, and 'Continuar', which takes the buyer to the cart. Only below
 * the `md` breakpoint (on wider screens the cart itself sticks beside the menu). Its right end
 * leaves room for the floating WhatsApp button.
 */
export function CartSummaryBar({
  count,
  totalCents,
  onContinue,
}: {
  count: number;
  /** Null while the prices load. */
  totalCents: number | null;
  onContinue(): void;
}) {
  return (
    <Paper
      component="section"
      aria-label="Resumen de tu pedido"
      elevation={8}
      square
      sx={{
        display: { xs: 'flex', md: 'none' },
        position: 'fixed',
        left: 0,
        right: 0,
        bottom: 0,
        zIndex: (t) => t.zIndex.appBar,
        minHeight: CART_SUMMARY_BAR_HEIGHT,
        alignItems: 'center',
        gap: 1.5,
        pl: 2,
        // The WhatsApp button (56 px, 16 px from the edge) sits at the right end.
        pr: 11,
        py: 1,
        borderTop: 1,
        borderColor: 'divider',
      }}
    >
      <Box sx={{ flexGrow: 1, minWidth: 0 }}>
        <Typography sx={{ fontWeight: 700, lineHeight: 1.3 }}>
          {count} {count === 1 ? 'plato' : 'platos'}
        </Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          Total: <strong>{totalCents === null ? '…' : formatMoney(totalCents, 'UYU')}</strong>
        </Typography>
      </Box>
      <Button variant="contained" onClick={onContinue} sx={{ flexShrink: 0 }}>
        Continuar
      </Button>
    </Paper>
  );
}
