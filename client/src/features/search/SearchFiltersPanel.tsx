import Button from '@mui/material/Button';
import { styled } from '@mui/material/styles';
import TextField from '@mui/material/TextField';
import * as messages from '../../messages/pt-BR';
import { PREP_TIME_CHOICES } from './search-constants';
import { activeFilterCount, NO_FILTERS, type SearchFilters } from './search-filters';

const t = messages.search;
const DIFFICULTIES = ['EASY', 'MEDIUM', 'HARD'] as const;

const Fields = styled('div')(({ theme }) => ({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: theme.spacing(1.5),
  [theme.breakpoints.down(380)]: { gridTemplateColumns: '1fr' },
}));

/** One filter as a native select (the phone's own picker; nothing to load). */
function FilterSelect({
  label,
  value,
  any,
  options,
  onChange,
}: {
  label: string;
  value: string;
  any: string;
  options: readonly { value: string; label: string }[];
  onChange: (value: string) => void;
}) {
  return (
    <TextField
      select
      size="small"
      label={label}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
    >
      <option value="">{any}</option>
      {options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </TextField>
  );
}

/** The drawer's advanced filters (spec §5): category, cuisine, difficulty and maximum preparation time. */
export function SearchFiltersPanel({
  id,
  filters,
  onChange,
  categories,
  cuisines,
}: {
  id: string;
  filters: SearchFilters;
  onChange: (filters: SearchFilters) => void;
  categories: readonly { categoryId: number; name: string }[];
  cuisines: readonly string[];
}) {
  const set = (key: keyof SearchFilters) => (value: string) => onChange({ ...filters, [key]: value });
  return (
    <div id={id} role="group" aria-label={t.filters}>
      <Fields>
        <FilterSelect
          label={t.category}
          value={filters.category}
          any={t.anyCategory}
          options={categories.map((c) => ({ value: String(c.categoryId), label: c.name }))}
          onChange={set('category')}
        />
        <FilterSelect
          label={t.cuisine}
          value={filters.cuisine}
          any={t.anyCuisine}
          options={cuisines.map((name) => ({ value: name, label: name }))}
          onChange={set('cuisine')}
        />
        <FilterSelect
          label={t.difficulty}
          value={filters.difficulty}
          any={t.anyDifficulty}
          options={DIFFICULTIES.map((d) => ({ value: d, label: t.difficultyLabel[d] }))}
          onChange={set('difficulty')}
        />
        <FilterSelect
          label={t.maxPrepTime}
          value={filters.maxPrepMinutes}
          any={t.anyPrepTime}
          options={PREP_TIME_CHOICES.map((m) => ({ value: String(m), label: t.upTo(m) }))}
          onChange={set('maxPrepMinutes')}
        />
      </Fields>
      {activeFilterCount(filters) > 0 && (
        <Button size="small" onClick={() => onChange(NO_FILTERS)} sx={{ mt: 1 }}>
          {t.clearFilters}
        </Button>
      )}
    </div>
  );
}
