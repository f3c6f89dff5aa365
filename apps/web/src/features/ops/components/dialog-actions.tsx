import Button, { type ButtonProps } from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import DialogActions from '@mui/material/DialogActions';
import { opsTexts as t } from '../texts';

/** A button that says what it is doing while `busy` (a spinner and `busyLabel`) and cannot be pressed twice. */
export function BusyButton({
  busy,
  busyLabel,
  children,
  disabled,
  ...props
}: ButtonProps & { busy: boolean; busyLabel: string }) {
  return (
    <Button
      variant="contained"
      {...props}
      disabled={busy || disabled}
      startIcon={busy ? <CircularProgress size={16} color="inherit" /> : undefined}
    >
      {busy ? busyLabel : children}
    </Button>
  );
}

/**
 * The console dialogs' actions: Cancelar, and the dialog's action (a submit button of its form
 * unless `onConfirm` is given); both wait while the request is on its way.
 */
export function DialogButtons({
  onCancel,
  onConfirm,
  busy,
  busyLabel,
  label,
  disabled,
  color,
}: {
  onCancel: () => void;
  onConfirm?: () => void;
  busy: boolean;
  busyLabel: string;
  label: string;
  disabled?: boolean;
  color?: ButtonProps['color'];
}) {
  return (
    <DialogActions sx={{ px: 3, pb: 2 }}>
      <Button onClick={onCancel} disabled={busy}>
        {t.cancel}
      </Button>
      <BusyButton
        type={onConfirm ? 'button' : 'submit'}
        onClick={onConfirm}
        color={color}
        busy={busy}
        busyLabel={busyLabel}
        disabled={disabled}
      >
        {label}
      </BusyButton>
    </DialogActions>
  );
}
