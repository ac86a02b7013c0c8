/**
 * The site's public origin, for links that leave the site (share targets, canonical URLs): the configured public URL
 * while the server renders (the request's own host may be an internal one), the page's origin in the browser.
 */
export function publicOrigin(): string {
  return typeof window === 'undefined'
    ? ((globalThis as { __PUBLIC_URL__?: string }).__PUBLIC_URL__ ?? '')
    : window.location.origin;
}

/** An absolute URL on the public site for a path ('/recipes/3') or an image URL that may already be absolute. */
export function absoluteUrl(pathOrUrl: string, origin = publicOrigin()): string {
  return /^https?:\/\//.test(pathOrUrl) ? pathOrUrl : `${origin}${pathOrUrl.startsWith('/') ? '' : '/'}${pathOrUrl}`;
}
