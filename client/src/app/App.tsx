import { lazy, Suspense } from 'react';
import { Route, Routes } from 'react-router-dom';
import { ClientOnly } from '../components/ClientOnly';
import { PublicLayout } from '../features/layout/PublicLayout';
import { pages } from './routes';

// The dashboard is browser-only and loads in its own chunk.
const DashboardApp = lazy(() => import('../features/dashboard/DashboardApp'));

/** The route table of spec §2 (keep app/routes.tsx in step for preloading). */
export function App() {
  return (
    <Routes>
      <Route path="/login" element={<pages.login />} />
      <Route path="/auth/login" element={<pages.login />} />
      <Route path="/register" element={<pages.register />} />
      <Route path="/print/:id" element={<pages.print />} />
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
        <Route index element={<pages.home />} />
        <Route path="recipes" element={<pages.recipes />} />
        <Route path="recipes/:id" element={<pages.recipe />} />
        <Route path="recipe-filter" element={<pages.filter />} />
        <Route path="about" element={<pages.about />} />
        <Route path="e-book" element={<pages.ebook />} />
        <Route path="category/:id" element={<pages.category />} />
        <Route path="craving/:id" element={<pages.craving />} />
        <Route path="*" element={<pages.notFound />} />
      </Route>
    </Routes>
  );
}
