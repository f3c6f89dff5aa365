import Chip from '@mui/material/Chip';
import { type PayoutStatement, payoutStatusLabels } from '@nutritest/domain';

// Dark text on the brand's light tints: over 4.5:1 (WCAG AA), unlike white on the warning/success mains.
const styles = {
  pending: { bgcolor: 'brandLight.warning', color: '#7a4f00' },
  paid: { bgcolor: 'brandLight.success', color: '#1e6b3d' },
} as const;

/** 'Pendiente de pago' (amber) or 'Pagada' (green). */
export function PayoutStatusChip({ status }: { status: PayoutStatement['status'] }) {
  return <Chip label={payoutStatusLabels[status]} size="small" sx={{ ...styles[status], fontWeight: 700 }} />;
}
