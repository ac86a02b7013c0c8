import FilterListIcon from '@mui/icons-material/FilterList';
import { useQuery } from '@apollo/client/react';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { Carousel } from '../../components/Carousel';
import { PageHeader } from '../../components/PageHeader';
import { usePageParam } from '../../components/RecipeGrid';
import { RecipeSection } from '../../components/RecipeSection';
import { Seo } from '../../components/Seo';
import { graphql } from '../../gql';
import { pageParamOf, settleAll, type RouteData } from '../../lib/route-data';
import * as messages from '../../messages/pt-BR';
import { CategoryTile } from './CategoryTile';

/** The recipe index shows 16 recipes per page (spec §9). */
const PAGE_SIZE = 16;

const RecipeIndexQuery = graphql(`
  query RecipeIndexPage($page: Int!, $size: Int!) {
    recipes(page: $page, size: $size) {
      content {
        ...RecipeCard_recipe
      }
      totalElements
      totalPages
    }
  }
`);

const RecipeIndexCategoriesQuery = graphql(`
  query RecipeIndexCategories {
    categories {
      ...CategoryTile_category
    }
  }
`);

/** /recipes — intro, a carousel of the categories, then every recipe, 16 per page (?page=N). */
export function RecipeIndexPage() {
  const page = usePageParam();
  const { data, previousData, loading } = useQuery(RecipeIndexQuery, {
    variables: { page: page - 1, size: PAGE_SIZE },
  });
  const { data: categoryData } = useQuery(RecipeIndexCategoriesQuery);
  const result = (data ?? previousData)?.recipes;
  const categories = categoryData?.categories ?? [];
  const t = messages.recipeIndex;
  return (
    <>
      <Seo title={t.seoTitle} description={t.intro} path={page > 1 ? `/recipes?page=${page}` : '/recipes'} />
      <PageHeader kicker={t.kicker} title={t.title} intro={t.intro} centered italic>
        <Button variant="outlined" component={RouterLink} to="/recipe-filter" startIcon={<FilterListIcon />}>
          {t.filterCta}
        </Button>
      </PageHeader>
      {categories.length > 0 && (
        <Container maxWidth="lg" sx={{ pt: { xs: 5, md: 8 } }}>
          <Carousel
            label={t.categoriesLabel}
            heading={
              <Typography variant="h2" sx={{ fontSize: { xs: '1.6rem', md: '2rem' } }}>
                {t.categoriesTitle}
              </Typography>
            }
          >
            {categories.map((category) => (
              <CategoryTile key={category.categoryId} category={category} />
            ))}
          </Carousel>
        </Container>
      )}
      <RecipeSection title={t.allTitle} total={result} recipes={result?.content} loading={loading} page={page} />
    </>
  );
}

RecipeIndexPage.routeData = ((client, { searchParams }) =>
  settleAll([
    client.query({ query: RecipeIndexQuery, variables: { page: pageParamOf(searchParams) - 1, size: PAGE_SIZE } }),
    client.query({ query: RecipeIndexCategoriesQuery }),
  ])) satisfies RouteData;
