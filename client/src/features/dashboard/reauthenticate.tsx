import { CombinedGraphQLErrors } from '@apollo/client';
import { useMutation } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { createContext, useCallback, useContext, useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { graphql } from '../../gql';
import { storeToken } from '../../lib/session';
import * as messages from '../../messages/pt-BR';

const t = messages.dashboard.reauth;

export const SignInAgainMutation = graphql(`
  mutation DashboardSignInAgain($input: LoginInput!) {
    login(input: $input) {
      token
    }
  }
`);

/** Asks the creator to sign in again, in place; resolves true once she has (false: she chose not to). */
type Reauthenticate = () => Promise<boolean>;

const ReauthContext = createContext<Reauthenticate>(async () => false);

/** The dashboard's way back in after the session expired: a write that failed for it waits on this, then goes on. */
export const useReauthenticate = (): Reauthenticate => useContext(ReauthContext);

/** Whether a failed request failed because the session is gone (expired, or signed out elsewhere). */
export function isSessionError(error: unknown): boolean {
  return CombinedGraphQLErrors.is(error) && error.errors.some((e) => e.extensions?.code === 'UNAUTHENTICATED');
}

/**
 * Holds the dashboard while the session expires: instead of leaving for /login (and the open form with it), a
 * sign-in dialog opens over the screen; `open` while the guard sees no session, and on request (a refused save).
 */
export function ReauthProvider({
  children,
  expired,
  email,
}: {
  children: ReactNode;
  /** the session ran out while the dashboard was open */
  expired: boolean;
  /** the account that was signed in */
  email: string | null;
}) {
  const [asked, setAsked] = useState(false);
  const waiting = useRef<((signedIn: boolean) => void)[]>([]);
  const reauthenticate = useCallback<Reauthenticate>(
    () =>
      new Promise<boolean>((resolve) => {
        waiting.current.push(resolve);
        setAsked(true);
      }),
    [],
  );
  const settle = (signedIn: boolean) => {
    setAsked(false);
    const resolvers = waiting.current;
    waiting.current = [];
    resolvers.forEach((resolve) => resolve(signedIn));
  };
  return (
    <ReauthContext.Provider value={reauthenticate}>
      {children}
      <SignInAgainDialog
        open={expired || asked}
        email={email}
        onSignedIn={() => settle(true)}
        onCancel={expired ? undefined : () => settle(false)}
      />
    </ReauthContext.Provider>
  );
}

function SignInAgainDialog({
  open,
  email: knownEmail,
  onSignedIn,
  onCancel,
}: {
  open: boolean;
  email: string | null;
  onSignedIn: () => void;
  /** absent while the session is gone: the dashboard cannot be used without signing in */
  onCancel?: () => void;
}) {
  const titleId = useId();
  const [email, setEmail] = useState(knownEmail ?? '');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [login, { loading }] = useMutation(SignInAgainMutation);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (loading) return;
    setError(null);
    if (!email.trim() || !password) return setError(t.required);
    try {
      const { data } = await login({ variables: { input: { email: email.trim(), password } } });
      if (!data) throw new Error('no token');
      storeToken(data.login.token);
      setPassword('');
      onSignedIn();
    } catch (err) {
      setError((CombinedGraphQLErrors.is(err) ? err.errors[0]?.message : null) ?? t.failed);
    }
  };

  return (
    <Dialog open={open} onClose={onCancel} aria-labelledby={titleId} fullWidth maxWidth="xs">
      <Box component="form" noValidate onSubmit={submit}>
        <DialogTitle id={titleId}>{t.title}</DialogTitle>
        <DialogContent sx={{ display: 'grid', gap: 2 }}>
          <Typography variant="body2">{t.text}</Typography>
          <TextField
            label={t.email}
            type="email"
            autoComplete="username"
            value={email}
            onChange={(e) => setEmail(e.target.value)}
            disabled={loading}
          />
          <TextField
            label={t.password}
            type="password"
            autoComplete="current-password"
            autoFocus
            value={password}
            onChange={(e) => setPassword(e.target.value)}
            disabled={loading}
          />
          {error && (
            <Alert severity="error" role="alert">
              {error}
            </Alert>
          )}
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          {onCancel && (
            <Button color="inherit" onClick={onCancel} disabled={loading}>
              {t.cancel}
            </Button>
          )}
          <Button type="submit" variant="contained" disabled={loading}>
            {loading ? t.signingIn : t.submit}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
