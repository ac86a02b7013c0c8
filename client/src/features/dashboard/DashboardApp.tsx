import { Navigate, Route, Routes } from 'react-router-dom';
import { AdminGuard } from './AdminGuard';
import { DashboardLayout } from './DashboardLayout';
import { DASHBOARD_ROOT } from './dashboard-nav';
import { DASHBOARD_ROUTES } from './dashboard-routes';

/** /dashboard/*: the admin area, guarded as a whole (spec §2 route table, §4 route guard). */
export default function DashboardApp() {
  return (
    <AdminGuard>
      <Routes>
        <Route element={<DashboardLayout />}>
          {DASHBOARD_ROUTES.map(({ path, screen: Screen }) =>
            path ? (
              <Route key={path} path={path} element={<Screen />} />
            ) : (
              <Route key="index" index element={<Screen />} />
            ),
          )}
          <Route path="*" element={<Navigate to={DASHBOARD_ROOT} replace />} />
        </Route>
      </Routes>
    </AdminGuard>
  );
}
