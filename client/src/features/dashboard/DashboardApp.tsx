import { Navigate, Route, Routes } from 'react-router-dom';
import { AdminGuard } from './AdminGuard';
import { CategoriesScreen } from './categories/CategoriesScreen';
import { CommentsScreen } from './comments/CommentsScreen';
import { ConfigurationScreen } from './configuration/ConfigurationScreen';
import { ContactsScreen } from './contacts/ContactsScreen';
import { DashboardHome } from './DashboardHome';
import { DashboardLayout } from './DashboardLayout';
import { EbooksScreen } from './ebooks/EbooksScreen';
import { ImportSiteScreen } from './imports/ImportSiteScreen';
import { RecipesScreen } from './recipes/RecipesScreen';
import { UsersScreen } from './users/UsersScreen';
import { DASHBOARD_ROOT } from './dashboard-nav';

/** /dashboard/*: the admin area, guarded as a whole (spec §2 route table, §4 route guard). */
export default function DashboardApp() {
  return (
    <AdminGuard>
      <Routes>
        <Route element={<DashboardLayout />}>
          <Route index element={<DashboardHome />} />
          <Route path="recipes" element={<RecipesScreen />} />
          <Route path="recipes/import" element={<ImportSiteScreen />} />
          <Route path="recipes/import/:jobId" element={<ImportSiteScreen />} />
          <Route path="comments" element={<CommentsScreen />} />
          <Route path="categories" element={<CategoriesScreen />} />
          <Route path="users" element={<UsersScreen />} />
          <Route path="e-books" element={<EbooksScreen />} />
          <Route path="contacts" element={<ContactsScreen />} />
          <Route path="configurations" element={<ConfigurationScreen />} />
          <Route path="*" element={<Navigate to={DASHBOARD_ROOT} replace />} />
        </Route>
      </Routes>
    </AdminGuard>
  );
}
