import Alert from '@mui/material/Alert';

/** The Spanish message of a failed call, shown above the form it belongs to. */
export function FormAlert({ message }: { message: string | null }) {
  if (!message) return null;
  return <Alert severity="error">{message}</Alert>;
}
