import Chip from '@mui/material/Chip';
import { type PurchaseStatus, purchaseStatusLabels } from '@nutritest/domain';

// Dark text on the brand's light tints: over 4.5:1 (WCAG AA), as the payout chip does.
const styles: Record<PurchaseStatus, { bgcolor: string; color: string }> = {
  pending: { bgcolor: 'brandLight.warning', color: '#7a4f00' },
  paid: { bgcolor: 'brandLight.success', color: '#1e6b3d' },
  failed: { bgcolor: 'brandLight.red', color: '#9b1c20' },
  cancelled: { bgcolor: 'action.selected', color: 'text.primary' },
  partially_refunded: { bgcolor: 'brandLight.primary', color: '#4a3aa8' },
  refunded: { bgcolor: 'brandLight.primary', color: '#4a3aa8' },
  disputed: { bgcolor: 'brandLight.red', color: '#9b1c20' },
};

/** The purchase's state as the buyer reads it ('Pagado', 'Reembolsado en parte', …). */
export function PurchaseStatusChip({ status }: { status: PurchaseStatus }) {
  return (
    <Chip
      label={purchaseStatusLabels[status] ?? status}
      size="small"
      sx={{ ...(styles[status] ?? {}), fontWeight: 700 }}
    />
  );
}
