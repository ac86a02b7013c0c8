import CloseIcon from '@mui/icons-material/Close';
import SearchIcon from '@mui/icons-material/Search';
import TuneIcon from '@mui/icons-material/Tune';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Collapse from '@mui/material/Collapse';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useDeferredValue, useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import type { SearchPrefill } from '../../lib/search-drawer';
import * as messages from '../../messages/pt-BR';
import { MIN_QUERY_LENGTH, SEARCH_FOCUS_DELAY_MS } from './search-constants';
import { activeFilterCount, NO_FILTERS, type SearchFilters } from './search-filters';
import { useSearchSuggestions } from './search-hooks';
import { ITEM_ATTRIBUTE, MOVE_KEYS, targetOf } from './search-keyboard';
import { SearchFiltersPanel } from './SearchFiltersPanel';
import { SearchResultsView, SuggestionsView, visuallyHidden } from './SearchViews';

const t = messages.search;

/**
 * The global search drawer from the right (full width on phones): suggestions before the reader types, results from
 * 2 characters on (or as soon as a filter is set), searched and filtered on the server a page at a time. Escape and
 * the backdrop close it; the body does not scroll while it is open.
 */
export function SearchDrawer({
  open,
  opening,
  onClose,
  prefill,
}: {
  open: boolean;
  /** counts the openings: a new one starts with an empty panel */
  opening: number;
  onClose: () => void;
  /** results another screen hands over (the recipe page's similar recipes) */
  prefill?: SearchPrefill;
}) {
  const titleId = useId();
  // The drawer slides in at once, with its title; the panel (field, suggestions, filters: most of the work) renders
  // right after, without holding the paint that answers the tap.
  const shown = useDeferredValue(opening, 0);
  return (
    <Drawer
      anchor="right"
      open={open}
      onClose={onClose}
      slotProps={{
        paper: {
          role: 'dialog',
          'aria-modal': true,
          'aria-labelledby': titleId,
          sx: { width: { xs: '100%', sm: 480 }, bgcolor: 'background.default' },
        },
      }}
    >
      {/* Mounted only while open (and anew for each opening), so closing resets the query, filters and results. */}
      {shown === opening ? (
        <SearchPanel key={opening} titleId={titleId} onClose={onClose} prefill={prefill} />
      ) : (
        <Typography id={titleId} variant="h4" component="h2" sx={{ px: 3, pt: 2.5, pb: 1 }}>
          {t.title}
        </Typography>
      )}
    </Drawer>
  );
}

function SearchPanel({ titleId, onClose, prefill }: { titleId: string; onClose: () => void; prefill?: SearchPrefill }) {
  const [query, setQuery] = useState(prefill?.query ?? '');
  const [filters, setFilters] = useState<SearchFilters>(NO_FILTERS);
  const [filtersOpen, setFiltersOpen] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);
  const listRef = useRef<HTMLDivElement>(null);
  const { suggestions, categories, cuisines } = useSearchSuggestions();
  const hintId = useId();
  const filtersId = useId();
  const filterCount = activeFilterCount(filters);
  // Filters alone list recipes too; without them, under 2 characters shows the suggestions.
  const searching = query.trim().length >= MIN_QUERY_LENGTH || filterCount > 0;
  // The handed-over results are a fixed list: filters only apply to a search of the server.
  const showingPrefill = prefill?.recipes !== undefined && !filterCount && query.trim() === prefill.query.trim();

  useEffect(() => {
    const timer = setTimeout(() => inputRef.current?.focus(), SEARCH_FOCUS_DELAY_MS);
    return () => clearTimeout(timer);
  }, []);

  const items = () => Array.from(listRef.current?.querySelectorAll<HTMLElement>(`[${ITEM_ATTRIBUTE}]`) ?? []);

  // From the field, the down arrow enters the cards.
  const onFieldKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'ArrowDown') return;
    const first = items()[0];
    if (!first) return;
    event.preventDefault();
    first.focus();
  };

  // Among the cards, arrows move like in a grid; up from the first row returns to the field.
  const onListKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const current = event.target as HTMLElement;
    if (!MOVE_KEYS.has(event.key) || !current.hasAttribute(ITEM_ATTRIBUTE)) return;
    const target = targetOf(items(), current, event.key);
    if (!target) return;
    event.preventDefault();
    if (target === 'field') inputRef.current?.focus();
    else target.focus();
  };

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', height: '100%' }}>
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', px: 3, pt: 2.5, pb: 1 }}>
        <Typography id={titleId} variant="h4" component="h2">
          {t.title}
        </Typography>
        <IconButton aria-label={t.close} onClick={onClose} edge="end">
          <CloseIcon />
        </IconButton>
      </Box>
      <Box component="form" role="search" onSubmit={(event) => event.preventDefault()} sx={{ px: 3, pb: 2 }}>
        <TextField
          inputRef={inputRef}
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          onKeyDown={onFieldKeyDown}
          placeholder={t.placeholder}
          fullWidth
          type="search"
          autoComplete="off"
          slotProps={{
            htmlInput: { 'aria-label': t.title, 'aria-describedby': hintId, enterKeyHint: 'search' },
            input: {
              startAdornment: (
                <InputAdornment position="start">
                  <SearchIcon aria-hidden />
                </InputAdornment>
              ),
              sx: { borderRadius: 999, bgcolor: 'background.paper', pl: 2 },
            },
          }}
        />
        <Box id={hintId} sx={visuallyHidden}>
          {t.keyboardHint}
        </Box>
        {!showingPrefill && (
          <Box sx={{ mt: 1.5 }}>
            <Button
              size="small"
              startIcon={<TuneIcon />}
              aria-expanded={filtersOpen}
              aria-controls={filtersId}
              onClick={() => setFiltersOpen((value) => !value)}
              sx={{ borderRadius: 999, px: 1.5 }}
            >
              {filterCount ? t.filtersWithCount(filterCount) : t.filters}
            </Button>
            <Collapse in={filtersOpen}>
              <Box sx={{ pt: 1.5 }}>
                <SearchFiltersPanel
                  id={filtersId}
                  filters={filters}
                  onChange={setFilters}
                  categories={categories}
                  cuisines={cuisines}
                />
              </Box>
            </Collapse>
          </Box>
        )}
      </Box>
      <Box ref={listRef} onKeyDown={onListKeyDown} sx={{ flex: 1, overflowY: 'auto', px: 3, pb: 4 }}>
        {searching ? (
          <SearchResultsView query={query} prefill={prefill} filters={filters} onOpen={onClose} />
        ) : (
          <SuggestionsView suggestions={suggestions} onOpen={onClose} />
        )}
      </Box>
    </Box>
  );
}
