import { lazy, Suspense, type ReactNode } from 'react';
import { Route, Routes } from 'react-router-dom';
import { ClientOnly } from '../components/ClientOnly';
import { PublicLayout } from './PublicLayout';
import { pageRoutes, pages } from './routes';

// The dashboard and the admins' previews are browser-only and load in their own chunks (the dashboard through its
// loader chunk, so its many chunks' names stay out of the shell).
const DashboardApp = lazy(() => import('../features/dashboard/load-dashboard').then((m) => m.loadDashboard()));
const RecipePreview = lazy(() => import('./RecipePreview'));

const framed = pageRoutes.filter((r) => r.frame !== false);
const standalone = pageRoutes.filter((r) => r.frame === false);

/** The site's routes (app/routes.tsx), the dashboard and the admins' previews. */
export function App() {
  return (
    <Routes>
      {standalone.map(({ path, page: Page }) => (
        <Route key={path} path={path} element={<Page />} />
      ))}
      <Route
        path="/dashboard/*"
        element={
          <BrowserOnlyScreen>
            <DashboardApp />
          </BrowserOnlyScreen>
        }
      />
      <Route
        path="/preview"
        element={
          <BrowserOnlyScreen>
            <RecipePreview />
          </BrowserOnlyScreen>
        }
      >
        <Route path="recipes/:id" element={<pages.recipe />} />
        <Route path="*" element={<pages.notFound />} />
      </Route>
      <Route element={<PublicLayout />}>
        {framed.map(({ path, page: Page }) => (
          <Route key={path} path={path} element={<Page />} />
        ))}
      </Route>
    </Routes>
  );
}

/**
 * A screen only an admin's browser renders (the dashboard, a preview), loaded in its own chunk. Its server HTML still
 * says `noindex`: neither is ever for search engines.
 */
function BrowserOnlyScreen({ children }: { children: ReactNode }) {
  return (
    <>
      <meta name="robots" content="noindex" />
      <ClientOnly>
        <Suspense fallback={null}>{children}</Suspense>
      </ClientOnly>
    </>
  );
}
