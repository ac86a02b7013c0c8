import type { SvgIconComponent } from '@mui/icons-material';
import AutoStoriesOutlined from '@mui/icons-material/AutoStoriesOutlined';
import CategoryOutlined from '@mui/icons-material/CategoryOutlined';
import ContactMailOutlined from '@mui/icons-material/ContactMailOutlined';
import DashboardOutlined from '@mui/icons-material/DashboardOutlined';
import DeleteOutlineRounded from '@mui/icons-material/DeleteOutlineRounded';
import ForumOutlined from '@mui/icons-material/ForumOutlined';
import MenuBookOutlined from '@mui/icons-material/MenuBookOutlined';
import PeopleOutlined from '@mui/icons-material/PeopleOutlined';
import PhotoLibraryOutlined from '@mui/icons-material/PhotoLibraryOutlined';
import SettingsOutlined from '@mui/icons-material/SettingsOutlined';
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import * as messages from '../../messages/pt-BR';
import { PendingCommentsBadge } from './comments/PendingCommentsBadge';
import { UnreadContactsBadge } from './contacts/UnreadContactsBadge';
import { DASHBOARD_ROOT } from './dashboard-nav';

export interface DashboardRoute {
  /** below /dashboard, in react-router's syntax ('' is the overview; ':id?' an optional segment) */
  path: string;
  /** the screen, in a chunk of its own */
  screen: LazyExoticComponent<ComponentType>;
  /**
   * Its sidebar item, in the table's order; without one the screen is reached from another (the item whose path it
   * lies under stays current).
   */
  nav?: {
    label: string;
    icon: SvgIconComponent;
    /** a count beside the item (pending comments, unread messages) */
    badge?: ComponentType;
  };
}

/** A screen module's named export as a lazy component. */
function screen<M>(load: () => Promise<M>, pick: (module: M) => ComponentType) {
  return lazy(() => load().then((module) => ({ default: pick(module) })));
}

const nav = messages.dashboard.nav;

/**
 * Every dashboard screen, read by both the router (DashboardApp) and the sidebar: a new screen is one entry here.
 * Sidebar order of spec §2 "Dashboard layout"; 'Comentários' (issue 23) sits beside 'Contatos', the other inbox.
 */
export const DASHBOARD_ROUTES: readonly DashboardRoute[] = [
  {
    path: '',
    screen: screen(
      () => import('./DashboardHome'),
      (m) => m.DashboardHome,
    ),
    nav: { label: nav.overview, icon: DashboardOutlined },
  },
  {
    path: 'recipes',
    screen: screen(
      () => import('./recipes/RecipesScreen'),
      (m) => m.RecipesScreen,
    ),
    nav: { label: nav.recipes, icon: MenuBookOutlined },
  },
  {
    path: 'recipes/import/:jobId?',
    screen: screen(
      () => import('./imports/ImportSiteScreen'),
      (m) => m.ImportSiteScreen,
    ),
  },
  {
    path: 'categories',
    screen: screen(
      () => import('./categories/CategoriesScreen'),
      (m) => m.CategoriesScreen,
    ),
    nav: { label: nav.categories, icon: CategoryOutlined },
  },
  {
    path: 'users',
    screen: screen(
      () => import('./users/UsersScreen'),
      (m) => m.UsersScreen,
    ),
    nav: { label: nav.users, icon: PeopleOutlined },
  },
  {
    path: 'e-books',
    screen: screen(
      () => import('./ebooks/EbooksScreen'),
      (m) => m.EbooksScreen,
    ),
    nav: { label: nav.ebooks, icon: AutoStoriesOutlined },
  },
  {
    path: 'media',
    screen: screen(
      () => import('./media/MediaScreen'),
      (m) => m.MediaScreen,
    ),
    nav: { label: nav.media, icon: PhotoLibraryOutlined },
  },
  {
    path: 'contacts',
    screen: screen(
      () => import('./contacts/ContactsScreen'),
      (m) => m.ContactsScreen,
    ),
    nav: { label: nav.contacts, icon: ContactMailOutlined, badge: UnreadContactsBadge },
  },
  {
    path: 'comments',
    screen: screen(
      () => import('./comments/CommentsScreen'),
      (m) => m.CommentsScreen,
    ),
    nav: { label: nav.comments, icon: ForumOutlined, badge: PendingCommentsBadge },
  },
  {
    path: 'configurations',
    screen: screen(
      () => import('./configuration/ConfigurationScreen'),
      (m) => m.ConfigurationScreen,
    ),
    nav: { label: nav.configurations, icon: SettingsOutlined },
  },
  {
    path: 'trash',
    screen: screen(
      () => import('./trash/TrashScreen'),
      (m) => m.TrashScreen,
    ),
    nav: { label: nav.trash, icon: DeleteOutlineRounded },
  },
];

export interface DashboardNavItem extends NonNullable<DashboardRoute['nav']> {
  href: string;
}

/** The sidebar: every route with a nav entry, in the table's order. */
export const DASHBOARD_NAV: readonly DashboardNavItem[] = DASHBOARD_ROUTES.flatMap(({ path, nav }) =>
  nav ? [{ ...nav, href: path ? `${DASHBOARD_ROOT}/${path}` : DASHBOARD_ROOT }] : [],
);
