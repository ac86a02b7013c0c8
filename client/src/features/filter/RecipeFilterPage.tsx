import { useQuery } from '@apollo/client/react';
import FilterListIcon from '@mui/icons-material/FilterList';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { useMemo, useOptimistic, useState, useTransition } from 'react';
import { useSearchParams } from 'react-router-dom';
import { PageHeader } from '../../components/PageHeader';
import { RecipeGrid, usePageParam } from '../../components/RecipeGrid';
import { Seo } from '../../components/Seo';
import { graphql } from '../../gql';
import { pageParamOf, settleAll, type RouteData } from '../../lib/route-data';
import * as messages from '../../messages/pt-BR';
import { FilterGroup } from './FilterGroup';
import {
  GROUP_KEYS,
  groupsOf,
  optionLabel,
  queryOf,
  sameValue,
  selectionFrom,
  without,
  type FilterOption,
  type GroupKey,
  type Selection,
} from './filter-groups';
import { SelectedFilters, type ChosenFilter } from './SelectedFilters';

/** Filtered results show 16 recipes per page, like the recipe index. */
const PAGE_SIZE = 16;

const FacetsQuery = graphql(`
  query RecipeFilterFacets($filter: FacetFilterInput) {
    recipeFilters(filter: $filter) {
      categories {
        item {
          categoryId
          name
        }
        count
        active
      }
      occasions {
        item {
          id
          name
        }
        count
        active
      }
      cravings {
        item {
          id
          name
        }
        count
        active
      }
      ingredients {
        item
        count
        active
      }
      skills {
        item
        count
        active
      }
      times {
        item
        count
        active
      }
    }
  }
`);

const ResultsQuery = graphql(`
  query RecipeFilterResults($filter: FacetFilterInput, $page: Int!, $size: Int!) {
    filteredRecipesPage(filter: $filter, page: $page, size: $size) {
      content {
        ...RecipeCard_recipe
      }
      totalElements
      totalPages
    }
  }
`);

/**
 * /recipe-filter — six groups of one-choice checkboxes beside the results. The choice lives in the URL query
 * (?category=…&skill=…&page=N), so every filtered view is server-rendered and can be shared.
 */
export function RecipeFilterPage() {
  const [params, setParams] = useSearchParams();
  const page = usePageParam();
  const urlSelection = useMemo(() => selectionFrom(params), [params]);
  // The router navigates in a transition that lasts until the new data arrives: show the choice at once meanwhile.
  const [pending, startTransition] = useTransition();
  const [selection, showSelection] = useOptimistic(urlSelection);
  const [panelOpen, setPanelOpen] = useState(false);
  const facets = useQuery(FacetsQuery, { variables: { filter: urlSelection } });
  const results = useQuery(ResultsQuery, { variables: { filter: urlSelection, page: page - 1, size: PAGE_SIZE } });
  const t = messages.filter;

  // While new facets load, the previous ones stay on screen; the selection says what is ticked.
  const shownFacets = facets.data ?? facets.previousData;
  const groups = shownFacets ? groupsOf(shownFacets.recipeFilters) : [];
  const isChecked = (key: GroupKey) => (option: FilterOption) => {
    const chosen = selection[key];
    return !!chosen && (sameValue(chosen, option.value) || chosen === option.id);
  };
  const busy = pending || facets.loading;

  // Changes start from the shown selection, which is ahead of the URL while a previous change is still loading.
  const update = (next: Selection) =>
    startTransition(() => {
      showSelection(next);
      setParams(queryOf(next));
    });
  const choose = (key: GroupKey, value: string, checked: boolean) =>
    update(checked ? { ...selection, [key]: value } : without(selection, key));
  const remove = (key: GroupKey) => update(without(selection, key));
  const clear = () => update({});

  const chosen: ChosenFilter[] = GROUP_KEYS.filter((key) => selection[key]).map((key) => ({
    key,
    label: groups.find((g) => g.key === key)?.options.find(isChecked(key))?.label ?? optionLabel(key, selection[key]!),
  }));
  const result = (results.data ?? results.previousData)?.filteredRecipesPage;
  // A failed list reads as empty (spec §7).
  const total = result?.totalElements ?? (results.loading ? null : 0);

  return (
    <>
      <Seo title={t.title} description={t.intro} path="/recipe-filter" />
      <PageHeader kicker={t.kicker} title={t.title} intro={t.intro} />
      <Container
        maxWidth="lg"
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: '1fr', md: '264px 1fr' },
          gap: { xs: 3, md: 5 },
          alignItems: 'start',
          py: { xs: 3, md: 6 },
        }}
      >
        <Box>
          <Button
            variant="outlined"
            fullWidth
            startIcon={<FilterListIcon />}
            onClick={() => setPanelOpen((o) => !o)}
            aria-expanded={panelOpen}
            aria-controls="filter-panel"
            sx={{ display: { md: 'none' }, justifyContent: 'center' }}
          >
            {panelOpen ? t.hideFilters : t.showFilters}
            {chosen.length > 0 && ` (${chosen.length})`}
          </Button>
          <Box
            id="filter-panel"
            component="aside"
            aria-label={t.filtersLabel}
            sx={{
              display: { xs: panelOpen ? 'block' : 'none', md: 'block' },
              mt: { xs: 2, md: 0 },
              p: { xs: 2, md: 0 },
              bgcolor: { xs: 'background.paper', md: 'transparent' },
              borderWidth: { xs: 1, md: 0 },
              borderStyle: 'solid',
              borderColor: 'divider',
              borderRadius: 3,
            }}
          >
            {facets.error && !shownFacets ? (
              <Alert severity="error">{t.error}</Alert>
            ) : !shownFacets ? (
              <Box role="status" sx={{ display: 'flex', alignItems: 'center', gap: 1.5, py: 4 }}>
                <CircularProgress size={22} />
                <Typography color="text.secondary">{t.loadingFilters}</Typography>
              </Box>
            ) : (
              <Box sx={{ opacity: busy ? 0.6 : 1, transition: 'opacity 200ms' }} aria-busy={busy}>
                {facets.error && (
                  <Alert severity="error" sx={{ mb: 2 }}>
                    {t.error}
                  </Alert>
                )}
                {groups.map((group) => (
                  <FilterGroup
                    key={group.key}
                    group={group}
                    isChecked={isChecked(group.key)}
                    onToggle={(value, checked) => choose(group.key, value, checked)}
                  />
                ))}
              </Box>
            )}
          </Box>
        </Box>
        <Box component="section" aria-labelledby="filter-results">
          <SelectedFilters chosen={chosen} onRemove={remove} onClear={clear} />
          <Typography id="filter-results" variant="h2" sx={{ fontSize: '1.5rem', mt: 3, mb: 3 }} aria-live="polite">
            {total === null ? messages.common.loadingRecipes : t.found(total)}
          </Typography>
          <RecipeGrid
            recipes={result?.content}
            loading={results.loading || pending}
            emptyText={t.empty}
            page={page}
            pageCount={result?.totalPages}
            columns={{ xs: 2, lg: 4 }}
            sizes="(min-width: 1200px) 210px, (min-width: 600px) 40vw, 46vw"
          />
        </Box>
      </Container>
    </>
  );
}

RecipeFilterPage.routeData = ((client, { searchParams }) => {
  const filter = selectionFrom(searchParams);
  const page = pageParamOf(searchParams);
  return settleAll([
    client.query({ query: FacetsQuery, variables: { filter } }),
    client.query({ query: ResultsQuery, variables: { filter, page: page - 1, size: PAGE_SIZE } }),
  ]);
}) satisfies RouteData;
