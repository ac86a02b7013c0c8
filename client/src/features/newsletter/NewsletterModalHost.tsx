import { lazy, Suspense, useEffect, useState } from 'react';
import { isSubscribed } from './subscription-memory';

/** Spec §9: the modal opens this long after the home page loads. */
export const NEWSLETTER_MODAL_DELAY_MS = 2000;

// The modal's code (dialog, form) is fetched only when it is about to open: never part of a page's first load.
const NewsletterModal = lazy(() => import('./NewsletterModal').then((m) => ({ default: m.NewsletterModal })));

/**
 * Opens the newsletter modal 2 s after mount unless this browser has subscribed (spec §4). Renders nothing on the
 * server and before the delay, so the page's HTML and hydration are untouched.
 */
export function NewsletterModalHost() {
  const [open, setOpen] = useState(false);
  const [mounted, setMounted] = useState(false);

  useEffect(() => {
    if (isSubscribed()) return;
    const timer = setTimeout(() => {
      setMounted(true);
      setOpen(true);
    }, NEWSLETTER_MODAL_DELAY_MS);
    return () => clearTimeout(timer);
  }, []);

  if (!mounted) return null;
  return (
    <Suspense fallback={null}>
      <NewsletterModal open={open} onClose={() => setOpen(false)} />
    </Suspense>
  );
}
