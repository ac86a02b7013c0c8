import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { RouterLink } from '../../../components/RouterLink';
import type { DashboardOverviewQuery } from '../../../gql/graphql';
import * as messages from '../../../messages/pt-BR';
import { TableImage } from '../components/DataTableCell';
import { OverviewCard } from './OverviewCard';

const t = messages.dashboardOverview.top;
type TopRecipe = DashboardOverviewQuery['dashboardOverview']['topRecipes'][number];

/** The 5 most viewed recipes of the last 30 days, ranked, each linking to its public page. */
export function TopRecipesCard({ recipes }: { recipes: readonly TopRecipe[] }) {
  return (
    <OverviewCard title={t.title}>
      {recipes.length === 0 ? (
        <Typography color="text.secondary">{t.empty}</Typography>
      ) : (
        <Box component="ol" data-testid="top-recipes" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1.5 }}>
          {recipes.map(({ recipe, views }, index) => (
            <Box component="li" key={recipe.recipeId} sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
              <Typography
                aria-hidden
                sx={{ width: 20, flexShrink: 0, fontWeight: 700, color: 'text.secondary', textAlign: 'center' }}
              >
                {index + 1}
              </Typography>
              <TableImage src={recipe.imageUrl?.small} alt="" />
              <Box sx={{ minWidth: 0, flex: 1 }}>
                <Link
                  component={RouterLink}
                  to={`/recipes/${recipe.recipeId}`}
                  underline="hover"
                  color="text.primary"
                  sx={{ fontWeight: 600, display: 'block', overflowWrap: 'anywhere' }}
                >
                  {recipe.title}
                </Link>
                <Typography color="text.secondary" sx={{ fontSize: '0.85rem' }}>
                  {t.views(views)}
                </Typography>
              </Box>
            </Box>
          ))}
        </Box>
      )}
    </OverviewCard>
  );
}
