import { useMutation } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { useState } from 'react';
import * as messages from '../../messages/pt-BR';
import { authErrorMessage } from './auth-errors';
import { RequestSignInLinkMutation, SignInWithLinkMutation } from './auth-operations';
import { useAuthSubmit } from './use-auth-submit';

const m = messages.auth;

/** Below the login form: asks for a one-time sign-in link mailed to the e-mail typed above. */
export function RequestSignInLink({ email }: { email: string }) {
  const [request, { loading, data }] = useMutation(RequestSignInLinkMutation);
  const [error, setError] = useState<string | null>(null);
  if (data?.requestSignInLink) return <Alert severity="success">{m.signInLinkSent}</Alert>;
  const send = async () => {
    if (!email.trim()) return setError(m.signInLinkNeedsEmail);
    setError(null);
    try {
      await request({ variables: { email: email.trim() } });
    } catch (failure) {
      setError(authErrorMessage(failure, m.signInLinkFailed));
    }
  };
  return (
    <>
      {error && <Alert severity="error">{error}</Alert>}
      <Button variant="text" onClick={send} loading={loading} fullWidth>
        {m.requestSignInLink}
      </Button>
    </>
  );
}

/**
 * /login?link=…: the page a mailed link opens. Signing in waits for a click, so a mail scanner that opens the link
 * does not spend it.
 */
export function RedeemSignInLink({ secret, returnTo }: { secret: string; returnTo: string | null }) {
  const [redeem, { loading }] = useMutation(SignInWithLinkMutation);
  const { error, submit } = useAuthSubmit({ required: m.signInLinkFailed, failed: m.signInLinkFailed, returnTo });
  const onClick = () =>
    submit(true, async () => (await redeem({ variables: { token: secret } })).data?.signInWithLink.token);
  return (
    <>
      {error && <Alert severity="error">{error}</Alert>}
      <Button variant="contained" size="large" onClick={onClick} loading={loading} fullWidth>
        {m.signInWithLink}
      </Button>
    </>
  );
}
