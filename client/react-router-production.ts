import path from 'node:path';

/**
 * react-router's package.json exports only its development build (remix-run/react-router#12532, #14102): there is no
 * supported production condition, so both builds alias its two entry points to dist/production.
 * src/react-router-production.test.ts fails when an upgrade moves those files or changes what they export.
 */
export function reactRouterProduction(nodeModules: string): Record<'react-router' | 'react-router/dom', string> {
  const dist = path.join(nodeModules, 'react-router/dist/production');
  return { 'react-router': path.join(dist, 'index.mjs'), 'react-router/dom': path.join(dist, 'dom-export.mjs') };
}
