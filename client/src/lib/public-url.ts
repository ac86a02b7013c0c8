import { serverState } from './server-state';

/**
 * The site's public origin, for links that leave the site (share targets, canonical URLs, the printed address): the
 * configured public URL, on the server and in the browser alike (the server hands it over with the page, so hydration
 * sees the same text), or the page's own origin on a page the server did not render (the dashboard).
 */
export function publicOrigin(): string {
  if (typeof window === 'undefined') return (globalThis as { __PUBLIC_URL__?: string }).__PUBLIC_URL__ ?? '';
  return serverState().publicUrl ?? window.location.origin;
}

/** An absolute URL on the public site for a path ('/recipes/3') or an image URL that may already be absolute. */
export function absoluteUrl(pathOrUrl: string, origin = publicOrigin()): string {
  return /^https?:\/\//.test(pathOrUrl) ? pathOrUrl : `${origin}${pathOrUrl.startsWith('/') ? '' : '/'}${pathOrUrl}`;
}
