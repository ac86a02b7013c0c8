import { lazy, Suspense } from 'react';
import { Route, Routes } from 'react-router-dom';
import { ClientOnly } from '../components/ClientOnly';
import { HomePage } from '../features/home/HomePage';
import { PublicLayout } from '../features/layout/PublicLayout';
import { NotFoundPage } from '../features/pages/NotFoundPage';
import { SimplePage } from '../features/pages/SimplePage';
import { RecipePage } from '../features/recipe/RecipePage';
import { messages } from '../messages/pt-BR';

// The dashboard is browser-only and loads in its own chunk.
const DashboardApp = lazy(() => import('../features/dashboard/DashboardApp'));

export function App() {
  return (
    <Routes>
      <Route path="/dashboard/*" element={<ClientOnly><Suspense fallback={null}><DashboardApp /></Suspense></ClientOnly>} />
      <Route element={<PublicLayout />}>
        <Route index element={<HomePage />} />
        <Route path="recipes/:id" element={<RecipePage />} />
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}

export { messages };
