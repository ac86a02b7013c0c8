import RestaurantOutlined from '@mui/icons-material/RestaurantOutlined';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useId, useMemo, useState, type ReactNode } from 'react';
import * as messages from '../../../messages/pt-BR';
import { FallbackImage } from './FallbackImage';
import { pickerDescription, type RecipeOption } from './recipe-options';
import { useChosenRecipes, useRecipeSearch } from './use-recipe-options';

const t = messages.dashboard.recipePicker;

interface CommonProps {
  id?: string;
  label: string;
  placeholder?: string;
  /** under the field; the search's failure replaces it */
  helperText?: ReactNode;
  noOptionsText: string;
  disabled?: boolean;
  /** names of the clear, open and close buttons (the default ones are generic) */
  clearText?: string;
  openText?: string;
  closeText?: string;
}

type RecipeAutocompleteProps = CommonProps &
  (
    | {
        /** several recipes, kept in the order they were picked, each a numbered chip */
        multiple: true;
        value: readonly number[];
        onChange: (ids: number[]) => void;
        /** once this many are chosen the others cannot be */
        max?: number;
      }
    | { multiple?: false; value: number | null; onChange: (id: number | null) => void; max?: never }
  );

/**
 * A recipe field that searches the admin's recipes on the server as she types (every status: a draft is marked),
 * for the dashboard's pickers. The chosen recipes are shown by title whatever the search holds.
 */
export function RecipeAutocomplete(props: RecipeAutocompleteProps) {
  const { label, placeholder, helperText, noOptionsText, disabled } = props;
  const ids = useMemo(
    () => (props.multiple ? props.value : props.value === null ? [] : [props.value]),
    [props.multiple, props.value],
  );
  const [open, setOpen] = useState(false);
  // What the admin typed: not the chosen recipe's title MUI writes into the box.
  const [query, setQuery] = useState('');
  const search = useRecipeSearch(query, open);
  const chosen = useChosenRecipes(ids);

  // Stable while nothing changes: MUI resets the typed text whenever the value is a new object.
  const picked = useMemo(
    () =>
      ids.map(
        (id): RecipeOption =>
          chosen.known.get(id) ?? {
            id,
            title: chosen.known.has(id) ? t.missingTitle : t.loadingTitle,
            description: '',
            image: null,
            status: 'PUBLISHED',
          },
      ),
    [ids, chosen.known],
  );
  const resultIds = new Set(search.options.map((option) => option.id));
  // The chosen ones are options too (MUI checks the value against them), but only the search's results are listed.
  const options = [...search.options, ...picked.filter((option) => !resultIds.has(option.id))];
  const full = props.multiple && props.max !== undefined && ids.length >= props.max;

  const change = (next: RecipeOption | RecipeOption[] | null) => {
    const list = Array.isArray(next) ? next : next ? [next] : [];
    chosen.remember(list);
    if (props.multiple) props.onChange(list.map((option) => option.id).slice(0, props.max));
    else props.onChange(list[0]?.id ?? null);
  };

  const single = !props.multiple ? (picked[0] ?? null) : null;
  return (
    <Autocomplete<RecipeOption, boolean, false, false>
      id={props.id}
      multiple={props.multiple}
      disabled={disabled}
      open={open}
      onOpen={() => setOpen(true)}
      onClose={() => setOpen(false)}
      options={options}
      value={props.multiple ? picked : single}
      onChange={(_event, next) => change(next)}
      onInputChange={(_event, text, reason) => setQuery(reason === 'input' ? text : '')}
      // The server has filtered (and ranked) them.
      filterOptions={(all) => all.filter((option) => resultIds.has(option.id))}
      filterSelectedOptions={props.multiple}
      loading={search.loading && search.options.length === 0}
      loadingText={t.loading}
      noOptionsText={search.loading ? t.loading : noOptionsText}
      getOptionDisabled={() => Boolean(full)}
      getOptionLabel={(option) => option.title}
      getOptionKey={(option) => option.id}
      isOptionEqualToValue={(option, current) => option.id === current.id}
      clearText={props.clearText}
      openText={props.openText}
      closeText={props.closeText}
      renderOption={({ key, ...optionProps }, option) => <RecipeOptionRow key={key} option={option} {...optionProps} />}
      // Only with `multiple`: given a renderValue, MUI leaves a single choice's title out of the box.
      renderValue={
        props.multiple
          ? (value, getItemProps) =>
              (value as RecipeOption[]).map((option, index) => {
                // With `multiple` MUI's props carry the chip's key (the type, written for either mode, does not say so).
                const { key, ...itemProps } = getItemProps({ index }) as ReturnType<typeof getItemProps> & {
                  key: number;
                };
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
          : undefined
      }
      renderInput={(params) => (
        <TextField
          {...params}
          label={label}
          placeholder={ids.length ? undefined : placeholder}
          helperText={search.failed ? t.failed : helperText}
          error={search.failed}
          slotProps={{
            ...params.slotProps,
            input: {
              ...params.slotProps.input,
              startAdornment: single ? (
                <Thumb option={single} size={{ width: 36, height: 28 }} />
              ) : (
                params.slotProps.input.startAdornment
              ),
            },
          }}
        />
      )}
    />
  );
}

function Thumb({ option, size }: { option: RecipeOption; size: { width: number; height: number } }) {
  return (
    <FallbackImage
      src={option.image}
      alt=""
      placeholderLabel={t.imageMissing}
      icon={<RestaurantOutlined sx={{ fontSize: 16, color: 'primary.light' }} />}
      sx={{ ...size, borderRadius: 1, ml: 0.5, flexShrink: 0 }}
    />
  );
}

/** One offered recipe: photo, title (its accessible name, with the status when not published) and description. */
function RecipeOptionRow({ option, ...props }: { option: RecipeOption } & React.HTMLAttributes<HTMLLIElement>) {
  const titleId = useId();
  const noteId = useId();
  const descriptionId = useId();
  const note = option.status === 'PUBLISHED' ? null : t.status[option.status];
  const description = pickerDescription(option.description);
  return (
    <Box
      component="li"
      {...props}
      aria-labelledby={note ? `${titleId} ${noteId}` : titleId}
      aria-describedby={description ? descriptionId : undefined}
      sx={{ display: 'flex', gap: 1.5, alignItems: 'center' }}
    >
      <Thumb option={option} size={{ width: 48, height: 36 }} />
      <Box sx={{ minWidth: 0, flex: 1 }}>
        <Box sx={{ display: 'flex', alignItems: 'baseline', gap: 1, minWidth: 0 }}>
          <Typography id={titleId} component="span" sx={{ fontSize: '0.93rem', fontWeight: 600 }}>
            {option.title}
          </Typography>
          {note && (
            <Typography id={noteId} component="span" sx={{ color: 'text.secondary', fontSize: '0.8rem' }}>
              {note}
            </Typography>
          )}
        </Box>
        {description && (
          <Typography id={descriptionId} variant="body2" color="text.secondary">
            {description}
          </Typography>
        )}
      </Box>
    </Box>
  );
}
