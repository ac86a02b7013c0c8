import type { Ref } from 'react';
// eslint-disable-next-line no-restricted-imports -- the wrapper itself
import { Link, type LinkProps } from 'react-router-dom';

/**
 * The app's in-site link: react-router's Link without its route-discovery marker. `data-discover` feeds framework
 * mode's lazy route manifest, which an app that declares its routes in code never reads; on every link of every page
 * it only made the HTML longer (a card list carries dozens of links).
 */
export function RouterLink({ ref, ...props }: LinkProps & { ref?: Ref<HTMLAnchorElement> }) {
  return <Link discover="none" ref={ref} {...props} />;
}
