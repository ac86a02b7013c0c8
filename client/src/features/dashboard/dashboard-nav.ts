import type { SvgIconComponent } from '@mui/icons-material';
import AutoStoriesOutlined from '@mui/icons-material/AutoStoriesOutlined';
import CategoryOutlined from '@mui/icons-material/CategoryOutlined';
import ContactMailOutlined from '@mui/icons-material/ContactMailOutlined';
import DashboardOutlined from '@mui/icons-material/DashboardOutlined';
import ForumOutlined from '@mui/icons-material/ForumOutlined';
import MenuBookOutlined from '@mui/icons-material/MenuBookOutlined';
import PeopleOutlined from '@mui/icons-material/PeopleOutlined';
import SettingsOutlined from '@mui/icons-material/SettingsOutlined';
import * as messages from '../../messages/pt-BR';

export const DASHBOARD_ROOT = '/dashboard';

export type DashboardSectionKey = keyof typeof messages.dashboard.sections;

export interface DashboardNavItem {
  key: 'overview' | DashboardSectionKey;
  label: string;
  path: string;
  icon: SvgIconComponent;
}

const nav = messages.dashboard.nav;

type DashboardSection = DashboardNavItem & { key: DashboardSectionKey };

/**
 * The screens under the overview, in the sidebar order of spec §2 "Dashboard layout"; 'Comentários' (issue 23) sits
 * beside 'Contatos', the other inbox.
 */
export const DASHBOARD_SECTIONS: readonly DashboardSection[] = [
  { key: 'recipes', label: nav.recipes, path: `${DASHBOARD_ROOT}/recipes`, icon: MenuBookOutlined },
  { key: 'categories', label: nav.categories, path: `${DASHBOARD_ROOT}/categories`, icon: CategoryOutlined },
  { key: 'users', label: nav.users, path: `${DASHBOARD_ROOT}/users`, icon: PeopleOutlined },
  { key: 'ebooks', label: nav.ebooks, path: `${DASHBOARD_ROOT}/e-books`, icon: AutoStoriesOutlined },
  { key: 'contacts', label: nav.contacts, path: `${DASHBOARD_ROOT}/contacts`, icon: ContactMailOutlined },
  { key: 'comments', label: nav.comments, path: `${DASHBOARD_ROOT}/comments`, icon: ForumOutlined },
  {
    key: 'configurations',
    label: nav.configurations,
    path: `${DASHBOARD_ROOT}/configurations`,
    icon: SettingsOutlined,
  },
];

/** The sidebar: the overview, then every section. */
export const DASHBOARD_NAV: readonly DashboardNavItem[] = [
  { key: 'overview', label: nav.overview, path: DASHBOARD_ROOT, icon: DashboardOutlined },
  ...DASHBOARD_SECTIONS,
];

/** Sections count as active on their path and below; the overview only on exactly /dashboard. */
export function isNavItemActive(itemPath: string, pathname: string): boolean {
  const current = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  if (itemPath === DASHBOARD_ROOT) return current === DASHBOARD_ROOT;
  return current === itemPath || current.startsWith(`${itemPath}/`);
}
