// The dashboard's address and which sidebar item is current; the screens themselves are in dashboard-routes.ts (links
// to the dashboard import this file alone, without the table's screens and icons).
export const DASHBOARD_ROOT = '/dashboard';

/** Sections count as active on their path and below; the overview only on exactly /dashboard. */
export function isNavItemActive(itemPath: string, pathname: string): boolean {
  const current = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  if (itemPath === DASHBOARD_ROOT) return current === DASHBOARD_ROOT;
  return current === itemPath || current.startsWith(`${itemPath}/`);
}
