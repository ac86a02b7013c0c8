import createCache from '@emotion/cache';

/** Same key and insertion point on server and browser, so server-rendered styles are reused on hydration. */
export const createEmotionCache = () => createCache({ key: 'css', prepend: true });
