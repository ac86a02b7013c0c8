import type { ApolloClient } from '@apollo/client';
import { HydrateWhenVisible } from '../../lib/deferred-hydration';
import { deferredPart, preloadDeferredParts } from '../../lib/lazy-route';

// Below the fold: rendered on the server, its code loads while the page hydrates, and it hydrates when it comes near.
const SimilarSection = deferredPart('src/features/recipe/similar-section.tsx', () =>
  import('./similar-section').then((m) => m.SimilarSection),
);

/** The similar-recipes section. */
export function SimilarRecipes({ recipeId }: { recipeId: number }) {
  return (
    <HydrateWhenVisible>
      <SimilarSection key={recipeId} recipeId={recipeId} />
    </HydrateWhenVisible>
  );
}

/**
 * For the page's route data: the first similar recipes in the cache, and the section's code loaded (this part is
 * registered by the page's chunk, after the server's first preload of every deferred part).
 */
export const loadSimilarRecipes = (client: ApolloClient, recipeId: number) =>
  Promise.all([
    import('./similar-operations').then(({ SimilarRecipesQuery, SIMILAR_FIRST }) =>
      client.query({ query: SimilarRecipesQuery, variables: { id: recipeId, ...SIMILAR_FIRST } }),
    ),
    preloadDeferredParts(),
  ]);
