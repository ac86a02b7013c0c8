import { useLayoutEffect } from 'react';

/**
 * For a page that must never share its document with third-party script (login, register, the dashboard, previews;
 * the server never sends it the advertising script, server/src/http/ad-script.ts): reached in a document where the
 * advertising script was started (its guard marks the window), the page loads anew, before anything is typed in it.
 */
export function useAdFreeDocument(): void {
  useLayoutEffect(() => {
    if ((window as { __adScriptStarted?: unknown }).__adScriptStarted === true) window.location.reload();
  }, []);
}
