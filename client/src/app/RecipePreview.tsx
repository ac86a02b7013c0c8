import { useQuery } from '@apollo/client/react';
import Box from '@mui/material/Box';
import { useParams } from 'react-router-dom';
import { AdminGuard } from '../features/dashboard/AdminGuard';
import { RecipePreviewBanner } from '../features/dashboard/recipes/RecipePreviewBanner';
import { DashboardRecipeQuery } from '../features/dashboard/recipes/recipes-operations';
import { PreviewModeProvider, PreviewStatusProvider } from '../lib/preview-mode';
import { numericIdOf } from '../lib/route-data';
import { PublicLayout } from './PublicLayout';

/**
 * /preview/recipes/:id, for admins only: the public recipe page (the child route, rendered by the public frame) as
 * readers will see it, fetched through the signed-in client so drafts and scheduled recipes load, under the
 * dashboard's preview banner. Browser-only (App.tsx): the server never renders nor caches it with content.
 */
export default function RecipePreview() {
  const { id } = useParams();
  return (
    <AdminGuard>
      <PreviewModeProvider value>
        <PreviewedRecipe recipeId={numericIdOf(id)} />
      </PreviewModeProvider>
    </AdminGuard>
  );
}

/** The banner and the page; the page learns the recipe's status from the banner's query (one request, shared). */
function PreviewedRecipe({ recipeId }: { recipeId: number }) {
  const { data } = useQuery(DashboardRecipeQuery, { variables: { id: recipeId }, skip: !recipeId });
  return (
    <PreviewStatusProvider value={data?.recipe?.status}>
      <Box sx={{ display: 'flex', flexDirection: 'column' }}>
        <RecipePreviewBanner recipeId={recipeId} />
        <PublicLayout />
      </Box>
    </PreviewStatusProvider>
  );
}
