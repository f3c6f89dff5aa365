import Alert from '@mui/material/Alert';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useReplaceLostKit } from '../api/replace-lost-kit';
import { boardTexts as t } from '../texts-board';
import { DialogButtons } from './dialog-actions';

/**
 * Sends another free kit after reviewing a second "my kit never arrived" (issue 36, N4): the
 * customer's word alone gets one replacement; the next one is operations' decision.
 */
export function ReplaceLostDialog({
  kit,
  onClose,
  onDone,
}: {
  kit: { id: string; referenceId: string; customer: string };
  onClose: () => void;
  onDone: (message: string) => void;
}) {
  const titleId = useId();
  const replace = useReplaceLostKit();
  return (
    <Dialog open onClose={replace.isPending ? undefined : onClose} aria-labelledby={titleId} maxWidth="sm" fullWidth>
      <DialogTitle id={titleId}>{t.replaceLostTitle(kit.referenceId)}</DialogTitle>
      <DialogContent>
        <Typography>{t.replaceLostHint(kit.customer)}</Typography>
        {replace.error && (
          <Alert severity="error" sx={{ mt: 2 }}>
            {replace.error.message}
          </Alert>
        )}
      </DialogContent>
      <DialogButtons
        onCancel={onClose}
        onConfirm={() =>
          replace.mutate(kit.id, {
            onSuccess: (answer) => onDone(t.replaceLostDone(kit.referenceId, answer.referenceId)),
          })
        }
        busy={replace.isPending}
        busyLabel={t.replacingLost}
        label={t.replaceLostConfirm}
      />
    </Dialog>
  );
}
