import { useQuery } from '@apollo/client/react';
import Autocomplete, { createFilterOptions } from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import TextField from '@mui/material/TextField';
import { useMemo } from 'react';
import type { EbookRecipeOptionsQuery as OptionsData } from '../../../gql/graphql';
import * as messages from '../../../messages/pt-BR';
import { MAX_EBOOK_RECIPES } from './ebook-form-model';
import { EbookRecipeOptionsQuery } from './ebooks-operations';

const t = messages.dashboardEbooks.form;

interface RecipeOption {
  recipeId: number;
  title: string;
  /** null for an id the list does not hold (yet) */
  status: OptionsData['allRecipes'][number]['status'] | null;
}

/** Lower case without accents, for the picker's search. */
const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();
const filter = createFilterOptions<RecipeOption>({ stringify: (option) => fold(option.title) });

interface RecipePickerProps {
  id: string;
  value: readonly number[];
  onChange: (recipeIds: number[]) => void;
  disabled?: boolean;
}

/**
 * 'Receitas neste e-book': a searchable multi-select of the site's recipes, kept in the order they were picked
 * (the e-book's order), each a removable chip. Beyond the spec; saved as the e-book's recipeIds.
 */
export function RecipePicker({ id, value, onChange, disabled }: RecipePickerProps) {
  const { data, loading, error } = useQuery(EbookRecipeOptionsQuery, { fetchPolicy: 'cache-and-network' });
  const options = useMemo<RecipeOption[]>(
    () => [...(data?.allRecipes ?? [])].sort((a, b) => a.title.localeCompare(b.title, 'pt-BR')),
    [data],
  );
  const byId = useMemo(() => new Map(options.map((option) => [option.recipeId, option])), [options]);
  // An id whose recipe is not (yet) in the list keeps its place and its chip.
  const selected = value.map(
    (recipeId): RecipeOption => byId.get(recipeId) ?? { recipeId, title: `#${recipeId}`, status: null },
  );
  const full = value.length >= MAX_EBOOK_RECIPES;
  const statusNote = (option: RecipeOption) =>
    option.status === 'DRAFT' || option.status === 'SCHEDULED' ? t.recipeStatus[option.status] : null;

  const helperText = error && !data ? t.recipesFailed : full ? t.recipesMax(MAX_EBOOK_RECIPES) : t.recipesHelp;
  return (
    <Autocomplete
      id={id}
      multiple
      disabled={disabled}
      loading={loading && !data}
      loadingText={t.recipesLoading}
      noOptionsText={t.recipesNone}
      options={options}
      value={selected}
      filterSelectedOptions
      filterOptions={(all, state) => filter(all, { ...state, inputValue: fold(state.inputValue) })}
      getOptionDisabled={() => full}
      isOptionEqualToValue={(option, picked) => option.recipeId === picked.recipeId}
      getOptionLabel={(option) => option.title}
      getOptionKey={(option) => option.recipeId}
      onChange={(_event, next) => onChange(next.map((option) => option.recipeId).slice(0, MAX_EBOOK_RECIPES))}
      renderOption={(optionProps, option) => {
        const { key, ...rest } = optionProps;
        const note = statusNote(option);
        return (
          <li key={key} {...rest}>
            <Box component="span" sx={{ flex: 1, minWidth: 0 }}>
              {option.title}
            </Box>
            {note && (
              <Box component="span" sx={{ ml: 1, color: 'text.secondary', fontSize: '0.8rem', flexShrink: 0 }}>
                {note}
              </Box>
            )}
          </li>
        );
      }}
      renderValue={(picked, getItemProps) =>
        picked.map((option, index) => {
          const { key, ...itemProps } = getItemProps({ index });
          return (
            <Chip
              key={key}
              {...itemProps}
              label={`${index + 1}. ${option.title}`}
              title={option.title}
              size="small"
              sx={{ maxWidth: '100%' }}
            />
          );
        })
      }
      renderInput={(params) => (
        <TextField
          {...params}
          label={t.recipes}
          placeholder={value.length ? undefined : t.recipesPlaceholder}
          helperText={helperText}
          error={Boolean(error && !data)}
        />
      )}
    />
  );
}
