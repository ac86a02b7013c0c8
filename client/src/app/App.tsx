import { lazy, Suspense } from 'react';
import { Route, Routes } from 'react-router-dom';
import { ClientOnly } from '../components/ClientOnly';
import { PublicLayout } from './PublicLayout';
import { pageRoutes } from './routes';

// The dashboard is browser-only and loads in its own chunk.
const DashboardApp = lazy(() => import('../features/dashboard/DashboardApp'));

const framed = pageRoutes.filter((r) => r.frame !== false);
const standalone = pageRoutes.filter((r) => r.frame === false);

/** The site's routes (app/routes.tsx) and the dashboard. */
export function App() {
  return (
    <Routes>
      {standalone.map(({ path, page: Page }) => (
        <Route key={path} path={path} element={<Page />} />
      ))}
      <Route
        path="/dashboard/*"
        element={
          <ClientOnly>
            <Suspense fallback={null}>
              <DashboardApp />
            </Suspense>
          </ClientOnly>
        }
      />
      <Route element={<PublicLayout />}>
        {framed.map(({ path, page: Page }) => (
          <Route key={path} path={path} element={<Page />} />
        ))}
      </Route>
    </Routes>
  );
}
