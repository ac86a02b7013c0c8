import FilterListIcon from '@mui/icons-material/FilterList';
import { useQuery } from '@apollo/client/react';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import { styled } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { Carousel } from '../../components/Carousel';
import { PageHeader } from '../../components/PageHeader';
import { usePageParam } from '../../components/RecipeGrid';
import { RecipeSection } from '../../components/RecipeSection';
import { Seo } from '../../components/Seo';
import { graphql } from '../../gql';
import { pageParamOf, settleAll, type RouteData } from '../../lib/route-data';
import { HydrateWhenVisible, HydrationSlice } from '../../lib/deferred-hydration';
import * as messages from '../../messages/pt-BR';
import { CategoryTile } from './CategoryTile';

/** The recipe index shows 16 recipes per page (spec §9). */
const PAGE_SIZE = 16;

const RecipeIndexQuery = graphql(`
  query RecipeIndexPage($page: Int!, $size: Int!) {
    recipes(filter: { status: PUBLISHED }, page: $page, size: $size) {
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

const Categories = styled(Container)(({ theme }) => ({
  paddingTop: theme.spacing(5),
  [theme.breakpoints.up('md')]: { paddingTop: theme.spacing(8) },
})) as typeof Container;

const CategoriesTitle = styled(Typography)(({ theme }) => ({
  fontSize: '1.6rem',
  [theme.breakpoints.up('md')]: { fontSize: '2rem' },
})) as typeof Typography;

/**
 * /recipes — intro, a carousel of the categories, then every recipe, 16 per page (?page=N); the parts below the
 * intro hydrate when they come near.
 */
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
      <HydrationSlice>
        <PageHeader kicker={t.kicker} title={t.title} intro={t.intro} centered italic>
          <Button variant="outlined" component={RouterLink} to="/recipe-filter" startIcon={<FilterListIcon />}>
            {t.filterCta}
          </Button>
        </PageHeader>
      </HydrationSlice>
      {categories.length > 0 && (
        <HydrateWhenVisible>
          <Categories maxWidth="lg">
            <Carousel
              label={t.categoriesLabel}
              heading={<CategoriesTitle variant="h2">{t.categoriesTitle}</CategoriesTitle>}
            >
              {categories.map((category) => (
                <CategoryTile key={category.categoryId} category={category} />
              ))}
            </Carousel>
          </Categories>
        </HydrateWhenVisible>
      )}
      <HydrateWhenVisible>
        <RecipeSection title={t.allTitle} total={result} recipes={result?.content} loading={loading} page={page} />
      </HydrateWhenVisible>
    </>
  );
}

RecipeIndexPage.routeData = ((client, { searchParams }) =>
  settleAll([
    client.query({ query: RecipeIndexQuery, variables: { page: pageParamOf(searchParams) - 1, size: PAGE_SIZE } }),
    client.query({ query: RecipeIndexCategoriesQuery }),
  ])) satisfies RouteData;
