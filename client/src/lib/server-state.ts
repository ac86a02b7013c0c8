import type { NormalizedCacheObject } from '@apollo/client';

/** What the server embeds in a rendered page for the browser to start from. */
export interface ServerState {
  /** the Apollo cache the page was rendered with */
  apollo?: NormalizedCacheObject;
  /** the HTTP status the server answered the page with */
  status?: number;
  /** the site's configured public address (PUBLIC_URL): links that leave the site use it, as the server did */
  publicUrl?: string;
}

export const SERVER_STATE_ELEMENT_ID = '__SERVER_STATE__';

let state: ServerState | undefined;

/**
 * The state embedded in the page as a JSON data block (not a script: nothing to execute, so the content security
 * policy needs no per-response nonce and the page's bytes are the same for every reader, which lets them be cached).
 */
export function serverState(): ServerState {
  if (state) return state;
  const text = typeof document === 'undefined' ? null : document.getElementById(SERVER_STATE_ELEMENT_ID)?.textContent;
  state = text ? (JSON.parse(text) as ServerState) : {};
  return state;
}
