import { visuallyHidden } from '@mui/utils';
import RestaurantMenuIcon from '@mui/icons-material/RestaurantMenu';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { useId, useMemo } from 'react';
import type { SearchDrawerRecipe, SearchPrefill } from '../../lib/search-drawer';
import * as messages from '../../messages/pt-BR';
import { applyFilters, type SearchFilters } from './search-filters';
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

/** A titled group of recipe cards. */
function RecipeGroup({
  title,
  recipes,
  onOpen,
  busy = false,
}: {
  title: string;
  recipes: readonly SearchDrawerRecipe[];
  onOpen: () => void;
  busy?: boolean;
}) {
  const headingId = useId();
  return (
    <Box component="section" aria-labelledby={headingId} aria-busy={busy} sx={{ mb: 3.5 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, mb: 1.5 }}>
        <Typography id={headingId} variant="h5" component="h3">
          {title}
        </Typography>
        {busy && <CircularProgress size={18} aria-label={t.searching} />}
      </Box>
      <SearchRecipeList recipes={recipes} onOpen={onOpen} labelledBy={headingId} />
    </Box>
  );
}

/** 'Resultados da Busca': the found recipes that pass the filters, a spinner while searching, or the empty text. */
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
  const { recipes, pending } = useSearchResults(query, prefill);
  const shown = useMemo(() => (recipes ? applyFilters(recipes, filters) : undefined), [recipes, filters]);
  const settled = !pending && shown !== undefined;
  return (
    <>
      <Box role="status" sx={visuallyHidden}>
        {settled && (shown.length ? t.resultCount(shown.length) : t.noResults)}
      </Box>
      {shown === undefined ? (
        <Spinner label={t.searching} />
      ) : shown.length ? (
        <RecipeGroup title={t.results} recipes={shown} onOpen={onOpen} busy={pending} />
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
