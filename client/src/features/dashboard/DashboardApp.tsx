import { Navigate, Route, Routes } from 'react-router-dom';
import { AdminGuard } from './AdminGuard';
import { ContactsScreen } from './contacts/ContactsScreen';
import { DashboardHome } from './DashboardHome';
import { DashboardLayout } from './DashboardLayout';
import { RecipesScreen } from './recipes/RecipesScreen';
import { SectionPlaceholder } from './SectionPlaceholder';
import { DASHBOARD_ROOT } from './dashboard-nav';

/** /dashboard/*: the admin area, guarded as a whole (spec §2 route table, §4 route guard). */
export default function DashboardApp() {
  return (
    <AdminGuard>
      <Routes>
        <Route element={<DashboardLayout />}>
          <Route index element={<DashboardHome />} />
          <Route path="recipes" element={<RecipesScreen />} />
          <Route path="categories" element={<SectionPlaceholder section="categories" />} />
          <Route path="users" element={<SectionPlaceholder section="users" />} />
          <Route path="e-books" element={<SectionPlaceholder section="ebooks" />} />
          <Route path="contacts" element={<ContactsScreen />} />
          <Route path="configurations" element={<SectionPlaceholder section="configurations" />} />
          <Route path="*" element={<Navigate to={DASHBOARD_ROOT} replace />} />
        </Route>
      </Routes>
    </AdminGuard>
  );
}
