import Alert from '@mui/material/Alert';
import Snackbar from '@mui/material/Snackbar';
import { messages } from '@nutritest/domain';

/** Doc 1 §8: 'Cuenta editada correctamente', closing after 2 s (§9). */
export const SAVED_TOAST_MS = 2000;

export function SavedToast({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <Snackbar
      open={open}
      autoHideDuration={SAVED_TOAST_MS}
      onClose={(_, reason) => reason !== 'clickaway' && onClose()}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
    >
      <Alert severity="success" variant="filled" role="status" onClose={onClose} sx={{ width: '100%' }}>
        {messages.accountEdited}
      </Alert>
    </Snackbar>
  );
}
