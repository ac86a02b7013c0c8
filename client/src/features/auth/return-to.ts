import { useSearchParams } from 'react-router-dom';
import * as messages from '../../messages/pt-BR';

/**
 * Where a reader goes back to after signing in: `?next=` holds a path on this site (the recipe they were commenting
 * on); `?reason=` names why they were sent here, so the page can say it.
 */
export const RETURN_PARAM = 'next';
export const REASON_PARAM = 'reason';

const ORIGIN = 'https://receitas.invalid';

/** Login and register (also under /auth/): going back there after signing in would only show the form again. */
const AUTH_PAGES = /^\/(auth\/)?(login|register)(\/|$)/;

/** The path itself when it stays on this site ('/recipes/1#comentarios'), otherwise null (an open redirect). */
export function safeReturnPath(value: string | null): string | null {
  if (!value || !value.startsWith('/') || value.startsWith('//') || /[\\\s]/.test(value)) return null;
  try {
    const url = new URL(value, ORIGIN);
    // Checked after resolving too: '/..//evil.invalid' resolves to '//evil.invalid', which a browser reads as a host.
    if (url.origin !== ORIGIN || /^\/[/\\]/.test(url.pathname) || AUTH_PAGES.test(url.pathname)) return null;
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return null;
  }
}

/** The notice a known `reason` shows above the form. */
const notices: Record<string, string> = { comment: messages.auth.commentLoginRequired };

/** The return path and notice of this login or register URL, and the query that carries them to the other one. */
export function useReturnTo() {
  const [params] = useSearchParams();
  const returnTo = safeReturnPath(params.get(RETURN_PARAM));
  const reason = params.get(REASON_PARAM);
  const notice = reason && Object.hasOwn(notices, reason) ? notices[reason] : null;
  const carried = new URLSearchParams();
  if (returnTo) carried.set(RETURN_PARAM, returnTo);
  if (notice && reason) carried.set(REASON_PARAM, reason);
  const encoded = carried.toString();
  const query = encoded ? `?${encoded}` : '';
  return { returnTo, notice, query };
}
