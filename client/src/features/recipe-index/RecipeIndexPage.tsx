import FilterListIcon from '@mui/icons-material/FilterList';
import SearchIcon from '@mui/icons-material/Search';
import { useQuery } from '@apollo/client/react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import { styled } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { RouterLink } from '../../components/RouterLink';
import { Carousel } from '../../components/Carousel';
import { PageHeader } from '../../components/PageHeader';
import { Seo } from '../../components/Seo';
import { graphql } from '../../gql';
import { HydrateWhenVisible, HydrationSlice } from '../../lib/deferred-hydration';
import { settleAll, type RouteData } from '../../lib/route-data';
import { useStructuredData } from '../../lib/render-status';
import { useSearchDrawer } from '../../lib/search-drawer';
import * as messages from '../../messages/pt-BR';
import { categoryPageOf, INDEX_PAGE_SIZE, SERVER_RENDERED_SECTIONS } from './category-pages';
import { CategoryRecipesSection, IndexCategoryRecipesQuery } from './CategoryRecipesSection';
import { CategoryTile } from './CategoryTile';

/** A category's section as it usually stands (px, between a phone's and a wide screen's): with its cards, or not yet. */
const SECTION_HEIGHT = 700;
const PLACEHOLDER_HEIGHT = 300;

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

/** The search section: the page's title and intro, with the ways to look for a recipe. */
function IndexSearchSection() {
  const t = messages.recipeIndex;
  const search = useSearchDrawer();
  return (
    <PageHeader kicker={t.kicker} title={t.title} intro={t.intro} centered italic>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', justifyContent: 'center', gap: 1.5 }}>
        <Button
          variant="contained"
          startIcon={<SearchIcon />}
          aria-haspopup="dialog"
          aria-expanded={search.isOpen}
          onClick={() => search.open()}
          onMouseEnter={search.preload}
          onFocus={search.preload}
        >
          {t.searchCta}
        </Button>
        <Button
          variant="outlined"
          component={RouterLink}
          to="/recipe-filter"
          startIcon={<FilterListIcon />}
          // the band's warm background needs the darker tone for contrast
          sx={{ color: 'primary.dark', borderColor: 'primary.dark' }}
        >
          {t.filterCta}
        </Button>
      </Box>
    </PageHeader>
  );
}

/**
 * /recipes — the search section, a carousel of the categories, then one grid per category, 16 recipes a page, each
 * with its own page in the URL (?p.<categoryId>=N); the parts below the search section hydrate when they come near.
 */
export function RecipeIndexPage() {
  const { data } = useQuery(RecipeIndexCategoriesQuery);
  const categories = data?.categories ?? [];
  const t = messages.recipeIndex;
  const trail = messages.site.trail;
  useStructuredData({
    type: 'BreadcrumbList',
    crumbs: [
      { name: trail.home, path: '/' },
      { name: trail.recipes, path: '/recipes' },
    ],
  });
  return (
    <>
      <Seo title={t.seoTitle} description={t.intro} path="/recipes" />
      <HydrationSlice>
        <IndexSearchSection />
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
      {/* below the category tiles: not laid out until near (a section of cards, or a placeholder still to fill) */}
      {categories.map((category, index) => (
        <HydrateWhenVisible
          key={category.categoryId}
          belowTheFold={index < SERVER_RENDERED_SECTIONS ? SECTION_HEIGHT : PLACEHOLDER_HEIGHT}
        >
          <CategoryRecipesSection
            category={category}
            tinted={index % 3 === 2}
            serverRendered={index < SERVER_RENDERED_SECTIONS}
          />
        </HydrateWhenVisible>
      ))}
    </>
  );
}

// Two steps: each section asks by its category's id, known once the categories are loaded (one request would need
// a per-category list of recipes on the server's Category).
RecipeIndexPage.routeData = (async (client, { searchParams }) => {
  const { data } = await client.query({ query: RecipeIndexCategoriesQuery });
  await settleAll(
    (data?.categories ?? [])
      .map(({ categoryId }, index) => ({ categoryId, index, page: categoryPageOf(searchParams, categoryId) }))
      // The sections the server renders: the first ones, and any whose page the URL names.
      .filter(({ index, page }) => index < SERVER_RENDERED_SECTIONS || page > 1)
      .map(({ categoryId, page }) =>
        client.query({
          query: IndexCategoryRecipesQuery,
          variables: { categoryId, page: page - 1, size: INDEX_PAGE_SIZE },
        }),
      ),
  );
}) satisfies RouteData;
