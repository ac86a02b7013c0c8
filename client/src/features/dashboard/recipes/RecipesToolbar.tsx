import Box from '@mui/material/Box';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import * as messages from '../../../messages/pt-BR';
import { STATUS_FILTERS, type StatusFilter } from './recipe-status';
import { SearchField } from '../components/SearchField';

const t = messages.dashboardRecipes;

interface RecipesToolbarProps {
  search: string;
  onSearch: (value: string) => void;
  status: StatusFilter;
  onStatus: (value: StatusFilter) => void;
}

/** The search box (title, description or author) and the status filter. */
export function RecipesToolbar({ search, onSearch, status, onStatus }: RecipesToolbarProps) {
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
        // Phones: the four choices share the full width on one line.
        sx={{ bgcolor: 'background.paper', width: { xs: '100%', sm: 'auto' } }}
      >
        {STATUS_FILTERS.map((filter) => (
          <ToggleButton
            key={filter}
            value={filter}
            sx={{ flex: { xs: 1, sm: 'none' }, px: { xs: 0.5, sm: 1.75 }, textTransform: 'none', fontWeight: 600 }}
          >
            {t.filters[filter]}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
    </Box>
  );
}
