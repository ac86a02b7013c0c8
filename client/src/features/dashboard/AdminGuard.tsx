import type { ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { useAdFreeDocument } from '../../lib/ad-free-document';
import { useSession } from '../../lib/session';

/**
 * Spec §4 "Route guard": admins pass, other signed-in readers go home, visitors go to the login.
 * Rendered only after mount (ClientOnly), so useSession already holds the stored session here.
 */
export function AdminGuard({ children }: { children: ReactNode }) {
  useAdFreeDocument();
  const session = useSession();
  if (!session.authenticated) return <Navigate to="/login" replace />;
  if (session.role !== 'ADMIN') return <Navigate to="/" replace />;
  return <>{children}</>;
}
