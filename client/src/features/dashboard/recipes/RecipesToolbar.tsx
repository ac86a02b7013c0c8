import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import type { RecipeSort } from '../../../gql/graphql';
import * as messages from '../../../messages/pt-BR';
import { SORTS } from './recipe-list-params';
import { STATUS_FILTERS, type StatusFilter } from './recipe-status';
import type { DashboardRecipePage } from './use-dashboard-recipes';
import { SearchField } from '../components/SearchField';

const t = messages.dashboardRecipes;

interface RecipesToolbarProps {
  search: string;
  onSearch: (value: string) => void;
  status: StatusFilter;
  onStatus: (value: StatusFilter) => void;
  /** how many recipes match the search in each status (undefined until the first answer) */
  counts: DashboardRecipePage['counts'] | undefined;
  sort: RecipeSort;
  /** a search is in effect: relevance is a choice */
  searching: boolean;
  onSort: (value: RecipeSort) => void;
}

const countOf = (filter: StatusFilter, counts: RecipesToolbarProps['counts']) => {
  if (!counts) return undefined;
  if (filter === 'PUBLISHED') return counts.published;
  if (filter === 'SCHEDULED') return counts.scheduled;
  if (filter === 'DRAFT') return counts.drafts;
  return counts.published + counts.scheduled + counts.drafts;
};

/** The search box (title, description or author), the status filter with each status's count, and the sort. */
export function RecipesToolbar({
  search,
  onSearch,
  status,
  onStatus,
  counts,
  sort,
  searching,
  onSort,
}: RecipesToolbarProps) {
  const sorts = searching ? SORTS : SORTS.filter((choice) => choice !== 'RELEVANCE');
  return (
    <Box role="search" sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center', mb: 2 }}>
      <SearchField value={search} onChange={onSearch} placeholder={t.searchPlaceholder} label={t.searchLabel} />
      <ToggleButtonGroup
        value={status}
        exclusive
        // A click on the chosen button would unselect it: the filter always has a value.
        onChange={(_event, value: StatusFilter | null) => value && onStatus(value)}
        aria-label={t.statusFilterLabel}
        size="small"
        // Phones: the four choices share the full width on one line, each count under its name.
        sx={{ bgcolor: 'background.paper', width: { xs: '100%', md: 'auto' } }}
      >
        {STATUS_FILTERS.map((filter) => {
          const count = countOf(filter, counts);
          return (
            <ToggleButton
              key={filter}
              value={filter}
              aria-label={count === undefined ? t.filters[filter] : t.filterCount(t.filters[filter], count)}
              sx={{
                flex: { xs: 1, md: 'none' },
                px: { xs: 0.5, sm: 1.75 },
                textTransform: 'none',
                fontWeight: 600,
                display: 'flex',
                flexDirection: { xs: 'column', sm: 'row' },
                gap: { xs: 0, sm: 0.75 },
                lineHeight: 1.3,
              }}
            >
              {t.filters[filter]}
              {count !== undefined && (
                <Box
                  component="span"
                  aria-hidden
                  sx={{ fontWeight: 500, fontSize: '0.8rem', opacity: 0.75, fontVariantNumeric: 'tabular-nums' }}
                >
                  {count.toLocaleString('pt-BR')}
                </Box>
              )}
            </ToggleButton>
          );
        })}
      </ToggleButtonGroup>
      <TextField
        select
        size="small"
        label={t.sortLabel}
        value={sort}
        onChange={(event) => onSort(event.target.value as RecipeSort)}
        sx={{ minWidth: 180, flex: { xs: '1 1 100%', sm: '0 0 auto' }, bgcolor: 'background.paper' }}
      >
        {sorts.map((choice) => (
          <MenuItem key={choice} value={choice}>
            {t.sorts[choice]}
          </MenuItem>
        ))}
      </TextField>
    </Box>
  );
}
