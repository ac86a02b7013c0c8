/**
 * The attribute on a static part's wrapper (lib/static-part.tsx): its content is the server's HTML, never React's. Apart,
 * so the frame (which sends clicks on links in static parts through the router) does not carry the parts' code.
 */
export const STATIC_ATTRIBUTE = 'data-static';
