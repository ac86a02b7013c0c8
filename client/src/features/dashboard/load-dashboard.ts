/**
 * The dashboard's loader: a chunk of its own with nothing but this dynamic import. Imported lazily by the shell, it
 * keeps the list of the dashboard's chunks (which grows with every screen) in this chunk's preload map instead of
 * the shell's, which every public page downloads. The cost is one tiny request when the dashboard opens.
 */
export const loadDashboard = () => import('./DashboardApp');
