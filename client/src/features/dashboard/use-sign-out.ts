import { useApolloClient } from '@apollo/client/react';
import { useCallback, useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { clearSession } from '../../lib/session';

/**
 * 'Sair': forget the admin data, go home, and drop the token once the dashboard has left the screen.
 * The router commits navigations in a transition; clearing the token first would let the guard send us to /login.
 */
export function useSignOut(): () => void {
  const navigate = useNavigate();
  const client = useApolloClient();
  const [leaving, setLeaving] = useState(false);
  useEffect(() => (leaving ? clearSession : undefined), [leaving]);
  return useCallback(() => {
    void client.clearStore();
    setLeaving(true);
    navigate('/', { replace: true });
  }, [client, navigate]);
}
