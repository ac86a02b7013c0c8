import { RecipeSection } from '../../components/RecipeSection';
import type { RecipeCard_RecipeFragment } from '../../gql/graphql';
import * as messages from '../../messages/pt-BR';

const COLUMNS = { xs: 2, md: 4 };

/** The 8 newest recipes by publication date. */
export function LatestRecipes({ recipes }: { recipes: RecipeCard_RecipeFragment[] }) {
  return <RecipeSection title={messages.home.latestTitle} recipes={recipes} columns={COLUMNS} />;
}
