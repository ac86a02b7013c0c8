import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import { useQuery } from '@apollo/client/react';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { RouterLink } from '../../components/RouterLink';
import { RecipeGrid, usePageParam } from '../../components/RecipeGrid';
import { graphql } from '../../gql';
import { useHydrated } from '../../lib/use-hydrated';
import * as messages from '../../messages/pt-BR';
import { categoryPageParam, INDEX_PAGE_SIZE } from './category-pages';
import { useStructuredData } from '../../lib/render-status';

/** One page of a category's recipes, newest first. */
export const IndexCategoryRecipesQuery = graphql(`
  query IndexCategoryRecipes($categoryId: Int!, $page: Int!, $size: Int!) {
    recipes: findRecipes(criteria: { categoryId: $categoryId }, page: { page: $page, size: $size }) {
      content {
        ...RecipeCard_recipe
      }
      totalElements
      totalPages
    }
  }
`);

interface CategoryRecipesSectionProps {
  category: { categoryId: number; name: string };
  /** every third section has a tinted band, so long pages read in blocks */
  tinted: boolean;
  /**
   * false: the server sends the section's heading only, its recipes load once the page has hydrated (unless the URL
   * names one of its pages: a shared link shows the same pages)
   */
  serverRendered: boolean;
}

/** One category of the index: its name, count and recipes, with page links of its own (?p.<categoryId>=N). */
export function CategoryRecipesSection({ category, tinted, serverRendered }: CategoryRecipesSectionProps) {
  const param = categoryPageParam(category.categoryId);
  const page = usePageParam(param);
  const titleId = useId();
  const hydrated = useHydrated();
  const waiting = !serverRendered && page === 1 && !hydrated;
  const { data, previousData, loading } = useQuery(IndexCategoryRecipesQuery, {
    variables: { categoryId: category.categoryId, page: page - 1, size: INDEX_PAGE_SIZE },
    skip: waiting,
  });
  const result = (data ?? previousData)?.recipes;
  // the recipes the server shows here join the index's list for search engines
  useStructuredData(result && { type: 'ItemList', paths: result.content.map((r) => `/recipes/${r.recipeId}`) });
  // A category without published recipes has nothing to show here.
  if (result && result.totalElements === 0) return null;
  const t = messages.recipeIndex;
  return (
    <Box
      component="section"
      aria-labelledby={titleId}
      data-category-section={category.categoryId}
      sx={{ bgcolor: tinted ? '#f5ebe0' : 'transparent' }}
    >
      <Container maxWidth="lg" sx={{ py: { xs: 5, md: 8 } }}>
        <Box sx={{ display: 'flex', alignItems: 'baseline', flexWrap: 'wrap', columnGap: 2, mb: { xs: 3, md: 4 } }}>
          <Typography
            id={titleId}
            variant="h2"
            // on a phone the name has its own line, the count and the link go below it
            sx={{ flex: { xs: '1 1 100%', sm: 1 }, fontSize: { xs: '1.6rem', md: '2rem' } }}
          >
            {category.name}
          </Typography>
          {result && (
            <Typography color="text.secondary">{messages.common.recipeCount(result.totalElements)}</Typography>
          )}
          <Link
            component={RouterLink}
            to={`/category/${category.categoryId}`}
            aria-label={t.seeCategory(category.name)}
            sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, fontWeight: 600, color: 'primary.dark' }}
          >
            {messages.common.seeAll}
            <ArrowForwardIcon fontSize="small" />
          </Link>
        </Box>
        <RecipeGrid
          recipes={result?.content}
          loading={loading || waiting}
          page={page}
          pageCount={result?.totalPages}
          pageParam={param}
          paginationLabel={t.categoryPages(category.name)}
        />
      </Container>
    </Box>
  );
}
