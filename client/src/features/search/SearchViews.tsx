import { visuallyHidden } from '@mui/utils';
import RestaurantMenuIcon from '@mui/icons-material/RestaurantMenu';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { useId, type ReactNode } from 'react';
import type { SearchDrawerRecipe, SearchPrefill } from '../../lib/search-drawer';
import * as messages from '../../messages/pt-BR';
import type { SearchFilters } from './search-filters';
import { useSearchResults } from './search-hooks';
import type { Suggestions } from './search-suggestions';
import { SearchRecipeList } from './SearchRecipeList';

const t = messages.search;

/** Read by screen readers, not shown (MUI's style). */
export { visuallyHidden };

function Spinner({ label }: { label: string }) {
  return (
    <Box sx={{ display: 'grid', placeItems: 'center', py: 8 }}>
      <CircularProgress aria-label={label} />
    </Box>
  );
}

/** A titled group of recipe cards, with an optional line beside the title and something below the cards. */
function RecipeGroup({
  title,
  summary,
  recipes,
  onOpen,
  busy = false,
  children,
}: {
  title: string;
  summary?: string;
  recipes: readonly SearchDrawerRecipe[];
  onOpen: () => void;
  busy?: boolean;
  children?: ReactNode;
}) {
  const headingId = useId();
  return (
    <Box component="section" aria-labelledby={headingId} aria-busy={busy} sx={{ mb: 3.5 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', columnGap: 1.5, rowGap: 0.5, mb: 1.5 }}>
        <Typography id={headingId} variant="h5" component="h3">
          {title}
        </Typography>
        {busy && <CircularProgress size={18} aria-label={t.searching} />}
        {summary && (
          // The status line above announces the count; this is the same text for the eyes.
          <Typography variant="body2" color="text.secondary" aria-hidden sx={{ ml: 'auto' }}>
            {summary}
          </Typography>
        )}
      </Box>
      <SearchRecipeList recipes={recipes} onOpen={onOpen} labelledBy={headingId} />
      {children}
    </Box>
  );
}

/** 'Resultados da Busca': the recipes found, how many in all, and a button for the next page. */
export function SearchResultsView({
  query,
  prefill,
  filters,
  onOpen,
}: {
  query: string;
  prefill: SearchPrefill | undefined;
  filters: SearchFilters;
  onOpen: () => void;
}) {
  const { recipes, total, pending, hasMore, loadingMore, loadMore } = useSearchResults(query, filters, prefill);
  const settled = !pending && recipes !== undefined;
  return (
    <>
      <Box role="status" sx={visuallyHidden}>
        {settled && (total ? t.resultCount(total) : t.noResults)}
      </Box>
      {recipes === undefined ? (
        <Spinner label={t.searching} />
      ) : recipes.length ? (
        <RecipeGroup
          title={t.results}
          summary={total === undefined ? undefined : t.resultCount(total)}
          recipes={recipes}
          onOpen={onOpen}
          busy={pending}
        >
          {hasMore && (
            <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 1, mt: 3 }}>
              <Button
                variant="outlined"
                onClick={loadMore}
                disabled={loadingMore}
                startIcon={loadingMore ? <CircularProgress size={16} color="inherit" aria-hidden /> : undefined}
                sx={{ borderRadius: 999, px: 3 }}
              >
                {loadingMore ? t.loadingMore : t.loadMore}
              </Button>
              <Typography variant="body2" color="text.secondary">
                {t.shownOf(recipes.length, total ?? recipes.length)}
              </Typography>
            </Box>
          )}
        </RecipeGroup>
      ) : pending ? (
        <Spinner label={t.searching} />
      ) : (
        <Typography color="text.secondary" sx={{ py: 6, textAlign: 'center' }}>
          {t.noResults}
        </Typography>
      )}
    </>
  );
}

/** Before the reader types: recently viewed, related and popular recipes, or an invitation to search. */
export function SuggestionsView({
  suggestions,
  onOpen,
}: {
  suggestions: Suggestions<SearchDrawerRecipe> | undefined;
  onOpen: () => void;
}) {
  if (!suggestions) return <Spinner label={t.loadingSuggestions} />;
  const { recent, related, popular } = suggestions;
  if (!recent.length && !related.length && !popular.length) return <EmptyState />;
  return (
    <>
      {recent.length > 0 && <RecipeGroup title={t.recent} recipes={recent} onOpen={onOpen} />}
      {related.length > 0 && <RecipeGroup title={t.related} recipes={related} onOpen={onOpen} />}
      {popular.length > 0 && <RecipeGroup title={t.popular} recipes={popular} onOpen={onOpen} />}
    </>
  );
}

function EmptyState() {
  return (
    <Box sx={{ display: 'grid', placeItems: 'center', textAlign: 'center', minHeight: '60%', px: 1 }}>
      <Box>
        <Box
          sx={{
            width: 72,
            height: 72,
            mx: 'auto',
            mb: 2,
            borderRadius: '50%',
            display: 'grid',
            placeItems: 'center',
            bgcolor: 'rgba(181,83,47,0.1)',
            color: 'primary.main',
          }}
        >
          <RestaurantMenuIcon fontSize="large" aria-hidden />
        </Box>
        <Typography variant="h4" component="p" sx={{ mb: 1 }}>
          {t.emptyTitle}
        </Typography>
        <Typography color="text.secondary">{t.emptyText}</Typography>
      </Box>
    </Box>
  );
}
