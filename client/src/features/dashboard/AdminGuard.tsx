import { useRef, type ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { useAdFreeDocument } from '../../lib/ad-free-document';
import { useSession } from '../../lib/session';
import { ReauthProvider } from './reauthenticate';

/**
 * Spec §4 "Route guard": admins pass, other signed-in readers go home, visitors go to the login.
 * Rendered only after mount (ClientOnly), so useSession already holds the stored session here.
 */
export function AdminGuard({ children }: { children: ReactNode }) {
  useAdFreeDocument();
  const session = useSession();
  // The account that opened the dashboard: when its session runs out the screen stays (with what is being typed)
  // and asks to sign in again in place; only a visit without a session goes to the login page.
  const admin = useRef<string | null>(null);
  if (session.authenticated && session.role === 'ADMIN') admin.current = session.email ?? '';
  if (!session.authenticated && admin.current === null) return <Navigate to="/login" replace />;
  if (session.authenticated && session.role !== 'ADMIN') return <Navigate to="/" replace />;
  return (
    <ReauthProvider expired={!session.authenticated} email={admin.current || null}>
      {children}
    </ReauthProvider>
  );
}
