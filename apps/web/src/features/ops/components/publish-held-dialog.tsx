import Alert from '@mui/material/Alert';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { usePublishHeldResults } from '../api/publish-held-results';
import { boardTexts as t } from '../texts-board';
import { DialogButtons } from './dialog-actions';

/** Publishes a held sample's results as they are, after the laboratory confirmed what it cannot send (issue 41). */
export function PublishHeldDialog({
  kit,
  onClose,
  onDone,
}: {
  kit: { id: string; referenceId: string; customer: string };
  onClose: () => void;
  onDone: (message: string) => void;
}) {
  const titleId = useId();
  const publish = usePublishHeldResults();
  return (
    <Dialog open onClose={publish.isPending ? undefined : onClose} aria-labelledby={titleId} maxWidth="sm" fullWidth>
      <DialogTitle id={titleId}>{t.publishHeldTitle(kit.referenceId)}</DialogTitle>
      <DialogContent>
        <Typography>{t.publishHeldHint(kit.customer)}</Typography>
        {publish.error && (
          <Alert severity="error" sx={{ mt: 2 }}>
            {publish.error.message}
          </Alert>
        )}
      </DialogContent>
      <DialogButtons
        onCancel={onClose}
        onConfirm={() => publish.mutate(kit.id, { onSuccess: () => onDone(t.publishHeldDone(kit.referenceId)) })}
        busy={publish.isPending}
        busyLabel={t.publishingHeld}
        label={t.publishHeldConfirm}
      />
    </Dialog>
  );
}
