import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';

export interface LeaveGuard {
  /** a page of the site she clicked while there were unsaved changes: the question over the screen is open */
  asking: boolean;
  /** leaves for that page, dropping the changes */
  leave: () => void;
  /** stays, with the changes */
  stay: () => void;
}

/**
 * While `active`, asks before the admin leaves: the browser's own prompt on reload or close (the only one a page may
 * show then), and the app's styled question on a click of a link to another page of the site (the app's router
 * has no blocking API: the click is held, and the router goes there if she chooses to leave).
 */
export function useLeaveGuard(active: boolean): LeaveGuard {
  const navigate = useNavigate();
  const [target, setTarget] = useState<string | null>(null);
  useEffect(() => {
    if (!active) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      event.returnValue = '';
    };
    const onClick = (event: MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey) return;
      const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
      if (!(link instanceof HTMLAnchorElement) || link.target === '_blank') return;
      const url = new URL(link.href, window.location.href);
      if (url.origin !== window.location.origin || url.pathname === window.location.pathname) return;
      event.preventDefault();
      event.stopPropagation();
      setTarget(`${url.pathname}${url.search}${url.hash}`);
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    // Capture phase: before the router's own click handler on the link.
    document.addEventListener('click', onClick, true);
    return () => {
      window.removeEventListener('beforeunload', onBeforeUnload);
      document.removeEventListener('click', onClick, true);
    };
  }, [active]);
  return {
    asking: target !== null,
    leave: () => {
      const to = target;
      setTarget(null);
      if (to) void navigate(to);
    },
    stay: () => setTarget(null),
  };
}
