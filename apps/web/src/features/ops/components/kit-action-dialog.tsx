import Alert from '@mui/material/Alert';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import type { UseMutationResult } from '@tanstack/react-query';
import { useId } from 'react';
import { DialogButtons } from './dialog-actions';

/**
 * A kit action that needs a confirmation and says what it does (publish held results, send another
 * kit): the text, the action sent once, the server's message beside the buttons.
 */
export function KitActionDialog<T>({
  title,
  hint,
  label,
  busyLabel,
  action,
  kitId,
  doneText,
  onClose,
  onDone,
}: {
  title: string;
  hint: string;
  label: string;
  busyLabel: string;
  action: UseMutationResult<T, Error, string>;
  kitId: string;
  doneText: (answer: T) => string;
  onClose: () => void;
  onDone: (message: string) => void;
}) {
  const titleId = useId();
  return (
    <Dialog open onClose={action.isPending ? undefined : onClose} aria-labelledby={titleId} maxWidth="sm" fullWidth>
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent>
        <Typography>{hint}</Typography>
        {action.error && (
          <Alert severity="error" sx={{ mt: 2 }}>
            {action.error.message}
          </Alert>
        )}
      </DialogContent>
      <DialogButtons
        onCancel={onClose}
        onConfirm={() => action.mutate(kitId, { onSuccess: (answer) => onDone(doneText(answer)) })}
        busy={action.isPending}
        busyLabel={busyLabel}
        label={label}
      />
    </Dialog>
  );
}
