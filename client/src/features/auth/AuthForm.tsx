import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import type { FormEvent, ReactNode } from 'react';

interface AuthFormProps {
  onSubmit: () => void;
  error: string | null;
  busy: boolean;
  submitLabel: string;
  busyLabel: string;
  /** the labelled fields */
  children: ReactNode;
}

/** The form body shared by login and register: an error banner, the fields, a submit button with progress. */
export function AuthForm({ onSubmit, error, busy, submitLabel, busyLabel, children }: AuthFormProps) {
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!busy) onSubmit();
  };
  // noValidate: the screen shows the spec's own messages instead of the browser's bubbles.
  return (
    <Box component="form" noValidate onSubmit={submit} sx={{ display: 'grid', gap: 2.5 }}>
      {error && <Alert severity="error">{error}</Alert>}
      {children}
      <Button type="submit" variant="contained" size="large" loading={busy} loadingPosition="start" fullWidth>
        {busy ? busyLabel : submitLabel}
      </Button>
    </Box>
  );
}
