import Alert from '@mui/material/Alert';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { formatMoney, isAppError } from '@nutritest/domain';
import { type FormEvent, useId, useState } from 'react';
import { amountToCents, centsToAmount } from '../amount-input';
import type { PaymentRow } from '../api/get-payments';
import { useRefundOrder } from '../api/refund-order';
import { opsTexts as t } from '../texts';
import { DialogButtons } from './dialog-actions';

/** What is left to give back of a paid kit order (its payment minus the refunds so far). */
export const refundableCents = (row: PaymentRow) => row.amountCents - row.refundedCents;

/** Kit orders paid and not disputed can be refunded from here (meals and consultations follow their own rules). */
export const canRefund = (row: PaymentRow) =>
  (row.kind === 'kit' || row.kind === 'kit_places') &&
  (row.status === 'paid' || row.status === 'partially_refunded') &&
  !row.disputed &&
  refundableCents(row) > 0;

/** Asks how much to give back (all that is left by default) and refunds it once. */
export function RefundDialog({ row, onClose }: { row: PaymentRow; onClose: () => void }) {
  const titleId = useId();
  const left = refundableCents(row);
  const [amount, setAmount] = useState(centsToAmount(left));
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  // The provider accepted the refund but has not given the money back yet: said, nothing to send again.
  const [inProcess, setInProcess] = useState<string | null>(null);
  const refund = useRefundOrder();
  const sending = refund.isPending;

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (sending || inProcess) return;
    setFormError(null);
    const cents = amountToCents(amount);
    if (cents === null || cents <= 0 || cents > left) {
      setFieldError(t.refundAmountInvalid(formatMoney(left, row.currency)));
      return;
    }
    setFieldError(null);
    refund.mutate(
      { orderId: row.orderId, amountCents: cents },
      {
        onSuccess: (result) => (result ? setInProcess(result.inProcess) : onClose()),
        onError: (error) => {
          const onField = isAppError(error) ? error.fields?.amountCents : undefined;
          if (onField) setFieldError(onField);
          else setFormError(error.message);
        },
      },
    );
  };

  return (
    <Dialog open onClose={sending ? undefined : onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <form noValidate onSubmit={submit}>
        <DialogTitle id={titleId}>{t.refundTitle}</DialogTitle>
        <DialogContent>
          <Stack spacing={2}>
            <Typography>
              {t.refundSummary(
                row.buyer.name || row.buyer.email,
                formatMoney(row.amountCents, row.currency),
                formatMoney(row.refundedCents, row.currency),
              )}
            </Typography>
            <TextField
              label={t.refundAmount(row.currency)}
              value={amount}
              onChange={(e) => {
                setAmount(e.target.value);
                if (fieldError) setFieldError(null);
              }}
              required
              autoFocus
              fullWidth
              error={fieldError !== null}
              helperText={fieldError ?? t.refundHelp}
              slotProps={{ htmlInput: { inputMode: 'decimal', maxLength: 12 } }}
            />
            {formError && <Alert severity="error">{formError}</Alert>}
            {inProcess && <Alert severity="info">{inProcess}</Alert>}
          </Stack>
        </DialogContent>
        <DialogButtons onCancel={onClose} busy={sending} busyLabel={t.refunding} label={t.refund} />
      </form>
    </Dialog>
  );
}
