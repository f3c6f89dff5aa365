import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { isAppError } from '@nutritest/domain';
import { useId, useState } from 'react';
import { useRejectSample } from '../api/reject-sample';
import { boardTexts as t } from '../texts-board';
import { DialogButtons } from './dialog-actions';

/**
 * Marks a sample rejected by the laboratory, with its reason (issue 22): the server ends the kit,
 * starts a free replacement and e-mails the customer, who schedules it again in the wizard.
 */
export function RejectSampleDialog({
  kit,
  onClose,
  onDone,
}: {
  kit: { id: string; referenceId: string; customer: string };
  onClose: () => void;
  onDone: (message: string) => void;
}) {
  const titleId = useId();
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const reject = useRejectSample();
  const serverProblem =
    reject.error && isAppError(reject.error) ? (reject.error.fields?.reason ?? reject.error.message) : null;
  const message = problem ?? serverProblem ?? reject.error?.message ?? null;

  return (
    <Dialog open onClose={reject.isPending ? undefined : onClose} aria-labelledby={titleId} maxWidth="sm" fullWidth>
      <DialogTitle id={titleId}>{t.rejectTitle(kit.referenceId)}</DialogTitle>
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          if (!reason.trim()) {
            setProblem(t.rejectReasonRequired);
            return;
          }
          setProblem(null);
          reject.mutate(
            { id: kit.id, reason: reason.trim() },
            { onSuccess: (answer) => onDone(t.rejectDone(kit.referenceId, answer.referenceId)) },
          );
        }}
      >
        <DialogContent>
          <Typography sx={{ mb: 2 }}>{t.rejectHint(kit.customer)}</Typography>
          <TextField
            label={t.rejectReason}
            value={reason}
            onChange={(e) => {
              setReason(e.target.value);
              setProblem(null);
            }}
            required
            fullWidth
            autoFocus
            error={Boolean(message)}
            helperText={message ?? ' '}
            slotProps={{ htmlInput: { maxLength: 300 } }}
          />
        </DialogContent>
        <DialogButtons
          onCancel={onClose}
          busy={reject.isPending}
          busyLabel={t.rejecting}
          label={t.rejectConfirm}
          color="error"
        />
      </form>
    </Dialog>
  );
}
