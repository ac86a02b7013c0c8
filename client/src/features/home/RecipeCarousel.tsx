import { RecipeCard } from '../../components/RecipeCard';
import type { RecipeCard_RecipeFragment } from '../../gql/graphql';
import { HomeCarouselSection } from './HomeCarouselSection';

const CARD_SIZES = '(min-width: 1024px) 280px, (min-width: 768px) 30vw, (min-width: 480px) 45vw, 90vw';

/** A titled carousel of recipe cards (the kitchen carousel). */
export function RecipeCarousel({
  title,
  subtitle,
  recipes,
}: {
  title: string;
  subtitle: string;
  recipes: readonly RecipeCard_RecipeFragment[];
}) {
  if (!recipes.length) return null;
  return (
    <HomeCarouselSection title={title} subtitle={subtitle}>
      {recipes.map((recipe) => (
        <RecipeCard key={recipe.recipeId} recipe={recipe} sizes={CARD_SIZES} />
      ))}
    </HomeCarouselSection>
  );
}
