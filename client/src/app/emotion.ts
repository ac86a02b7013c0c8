import createCache from '@emotion/cache';

/**
 * Same key and insertion point on server and browser, so server-rendered styles are reused on hydration.
 *
 * No Stylis plugins, so no vendor prefixer: every browser the site supports reads flexbox, transitions, transforms and
 * `appearance` unprefixed, and the prefixer's copies (`display:-webkit-box;display:-ms-flexbox;…`) were a quarter of
 * the CSS inlined in each page, and work for the browser on every style it inserts. The few properties Safari still
 * needs prefixed are written out where they are used (`WebkitUserSelect`, `WebkitBackdropFilter`).
 */
export const createEmotionCache = () => createCache({ key: 'css', prepend: true, stylisPlugins: [] });
