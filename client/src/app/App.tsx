import { lazy, Suspense } from 'react';
import { Route, Routes } from 'react-router-dom';
import { ClientOnly } from '../components/ClientOnly';
import { AboutPage } from '../features/about/AboutPage';
import { LoginPage } from '../features/auth/LoginPage';
import { RegisterPage } from '../features/auth/RegisterPage';
import { CategoryPage } from '../features/category/CategoryPage';
import { CravingPage } from '../features/craving/CravingPage';
import { EBookPage } from '../features/ebook/EBookPage';
import { RecipeFilterPage } from '../features/filter/RecipeFilterPage';
import { HomePage } from '../features/home/HomePage';
import { PublicLayout } from '../features/layout/PublicLayout';
import { NotFoundPage } from '../features/pages/NotFoundPage';
import { PrintPage } from '../features/print/PrintPage';
import { RecipeIndexPage } from '../features/recipe-index/RecipeIndexPage';
import { RecipePage } from '../features/recipe/RecipePage';

// The dashboard is browser-only and loads in its own chunk.
const DashboardApp = lazy(() => import('../features/dashboard/DashboardApp'));

/** The route table of spec §2. */
export function App() {
  return (
    <Routes>
      <Route path="/login" element={<LoginPage />} />
      <Route path="/auth/login" element={<LoginPage />} />
      <Route path="/register" element={<RegisterPage />} />
      <Route path="/print/:id" element={<PrintPage />} />
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
        <Route index element={<HomePage />} />
        <Route path="recipes" element={<RecipeIndexPage />} />
        <Route path="recipes/:id" element={<RecipePage />} />
        <Route path="recipe-filter" element={<RecipeFilterPage />} />
        <Route path="about" element={<AboutPage />} />
        <Route path="e-book" element={<EBookPage />} />
        <Route path="category/:id" element={<CategoryPage />} />
        <Route path="craving/:id" element={<CravingPage />} />
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}
