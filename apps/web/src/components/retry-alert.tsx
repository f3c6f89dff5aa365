import Alert, { type AlertProps } from '@mui/material/Alert';
import Button from '@mui/material/Button';
import type { ReactNode } from 'react';

/** A message that something could not load, with a 'Reintentar' button when `onRetry` is given. */
export function RetryAlert({
  severity = 'error',
  role,
  onRetry,
  children,
}: {
  severity?: AlertProps['severity'];
  role?: string;
  onRetry?: () => unknown;
  children: ReactNode;
}) {
  return (
    <Alert
      severity={severity}
      role={role}
      action={
        onRetry ? (
          <Button color="inherit" size="small" onClick={() => void onRetry()}>
            Reintentar
          </Button>
        ) : undefined
      }
    >
      {children}
    </Alert>
  );
}
