import { CardGrid } from '../../components/CardGrid';
import { RecipeCard } from '../../components/RecipeCard';
import type { RecipeCard_RecipeFragment } from '../../gql/graphql';
import * as messages from '../../messages/pt-BR';
import { HomeSection } from './HomeSection';

const t = messages.home;

/** 'Perfeito Para Você': the day's picks, one recipe from each of 4 random categories (chosen by the server). */
export function PerfectForYou({ recipes }: { recipes: readonly RecipeCard_RecipeFragment[] }) {
  if (!recipes.length) return null;
  return (
    <HomeSection title={t.perfectTitle} subtitle={t.perfectSubtitle}>
      <CardGrid columns={{ xs: 2, md: 4 }}>
        {recipes.map((recipe) => (
          <CardGrid.Item key={recipe.recipeId}>
            <RecipeCard recipe={recipe} sizes="(min-width: 900px) 25vw, 50vw" />
          </CardGrid.Item>
        ))}
      </CardGrid>
    </HomeSection>
  );
}
