import { styled } from '@mui/material/styles';
import { RecipeCard } from '../../components/RecipeCard';
import type { RecipeCard_RecipeFragment } from '../../gql/graphql';
import * as messages from '../../messages/pt-BR';
import { HomeSection } from './HomeSection';

const t = messages.home;

const Ranking = styled('ol')(({ theme }) => ({
  display: 'grid',
  gap: theme.spacing(3),
  listStyle: 'none',
  margin: 0,
  padding: 0,
  [theme.breakpoints.up('sm')]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' },
  // The rank above, the card filling the rest: cards of one row end together, none taller than its content needs.
  '& > li': { display: 'grid', gridTemplateRows: 'auto 1fr' },
}));

const Rank = styled('p')(({ theme }) => ({
  ...theme.typography.overline,
  margin: theme.spacing(0, 0, 1),
  fontSize: '0.9rem',
  color: theme.palette.primary.dark,
}));

/** The 3 most popular recipes (real popularity: views and ratings), ranked. */
export function PopularRecipes({ recipes }: { recipes: readonly RecipeCard_RecipeFragment[] }) {
  if (!recipes.length) return null;
  return (
    <HomeSection title={t.popularTitle} subtitle={t.popularSubtitle}>
      <Ranking>
        {recipes.map((recipe, i) => (
          <li key={recipe.recipeId}>
            <Rank>{t.popularRank(i + 1)}</Rank>
            <RecipeCard recipe={recipe} sizes="(min-width: 600px) 33vw, 100vw" />
          </li>
        ))}
      </Ranking>
    </HomeSection>
  );
}
