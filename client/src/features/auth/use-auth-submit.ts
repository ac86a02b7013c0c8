import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { sessionFromToken, storeToken } from '../../lib/session';
import { authErrorMessage } from './auth-errors';

interface AuthMessages {
  /** spec §5: shown when a required field is empty; nothing is sent */
  required: string;
  /** spec §8: shown when the server refuses without a more specific reason */
  failed: string;
  /** a same-site path to go back to (the recipe a guest tried to comment on), instead of the default destination */
  returnTo?: string | null;
}

/**
 * The submit flow login and register share: check the required fields (and any other rule the form checks), ask the server for a token, keep it and
 * leave (back where they came from when they were sent here, else admins to the dashboard and everyone else home,
 * spec §4), or explain the failure.
 */
export function useAuthSubmit({ required, failed, returnTo }: AuthMessages) {
  const navigate = useNavigate();
  const [error, setError] = useState<string | null>(null);
  const [checked, setChecked] = useState(false);

  /** `invalid`: why a filled-in field is refused before sending (a too short password), or null */
  const submit = async (
    complete: boolean,
    requestToken: () => Promise<string | undefined>,
    invalid: string | null = null,
  ) => {
    setChecked(true);
    if (!complete || invalid) {
      setError(complete ? invalid : required);
      return;
    }
    setError(null);
    try {
      const token = await requestToken();
      if (!token) return;
      storeToken(token);
      navigate(returnTo ?? (sessionFromToken(token).role === 'ADMIN' ? '/dashboard' : '/'), { replace: true });
    } catch (failure) {
      setError(authErrorMessage(failure, failed));
    }
  };

  return { error, checked, submit };
}
