import Alert from '@mui/material/Alert';

/** The signups' words once a reload brought back what was typed (the passwords are never kept). */
export const draftRestoredText =
  'Recuperamos lo que habías escrito. Por seguridad no guardamos la contraseña: escribila de nuevo.';

/** Shown above a signup's form when what the person had typed was brought back after a reload. */
export function DraftRestoredNotice({ onClose }: { onClose: () => void }) {
  return (
    <Alert severity="info" role="status" onClose={onClose} sx={{ mb: 2 }}>
      {draftRestoredText}
    </Alert>
  );
}
