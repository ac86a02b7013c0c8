import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import type { ReactNode } from 'react';

/** A list or panel that could not be loaded: what failed, and a button that tries again. */
export function RetryAlert({
  children,
  retryLabel,
  onRetry,
}: {
  children: ReactNode;
  retryLabel: string;
  onRetry: () => void;
}) {
  return (
    <Alert
      severity="error"
      role="alert"
      action={
        <Button color="inherit" size="small" onClick={onRetry}>
          {retryLabel}
        </Button>
      }
    >
      {children}
    </Alert>
  );
}
