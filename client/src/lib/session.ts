import { useSyncExternalStore } from 'react';

export const TOKEN_KEY = 'jwtToken';

export interface Session {
  authenticated: boolean;
  role: 'ADMIN' | 'USER' | null;
  userId: number | null;
  email: string | null;
  token: string | null;
}

export const ANONYMOUS: Session = { authenticated: false, role: null, userId: null, email: null, token: null };

/** Reads a JWT's claims without verifying it (the server verifies); null when it cannot be parsed. */
export function decodeClaims(token: string): Record<string, unknown> | null {
  const part = token.split('.')[1];
  if (!part) return null;
  try {
    // base64url to base64 (atob needs no padding), then the bytes as UTF-8 (a name or e-mail may hold accents).
    const bytes = Uint8Array.from(atob(part.replace(/-/g, '+').replace(/_/g, '/')), (c) => c.charCodeAt(0));
    const claims = JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(bytes)) as unknown;
    return claims && typeof claims === 'object' ? (claims as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/** A session from a stored token: authenticated only when parsable and not expired (exp in seconds). */
export function sessionFromToken(token: string | null, nowMs = Date.now()): Session {
  if (!token) return ANONYMOUS;
  const claims = decodeClaims(token);
  if (!claims || typeof claims.exp !== 'number' || claims.exp * 1000 <= nowMs) return ANONYMOUS;
  const role = claims.role === 'ADMIN' || claims.role === 'USER' ? claims.role : null;
  return {
    authenticated: true,
    role,
    userId: typeof claims.sub === 'string' && /^\d+$/.test(claims.sub) ? Number(claims.sub) : null,
    email: typeof claims.email === 'string' ? claims.email : null,
    token,
  };
}

const listeners = new Set<() => void>();
let cached: { token: string | null; session: Session } = { token: null, session: ANONYMOUS };

function readToken(): string | null {
  try {
    return window.localStorage.getItem(TOKEN_KEY);
  } catch {
    return null;
  }
}

function snapshot(): Session {
  const token = readToken();
  if (token !== cached.token || (cached.session.authenticated && !sessionFromToken(token).authenticated)) {
    cached = { token, session: sessionFromToken(token) };
  }
  return cached.session;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => event.key === TOKEN_KEY && listener();
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** The current session; always anonymous during server rendering and hydration, then the real one. */
export function useSession(): Session {
  return useSyncExternalStore(subscribe, snapshot, () => ANONYMOUS);
}

export function currentToken(): string | null {
  return typeof window === 'undefined' ? null : snapshot().token;
}

export function storeToken(token: string): Session {
  window.localStorage.setItem(TOKEN_KEY, token);
  listeners.forEach((l) => l());
  return snapshot();
}

export function clearSession(): void {
  window.localStorage.removeItem(TOKEN_KEY);
  listeners.forEach((l) => l());
}
