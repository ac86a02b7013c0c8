import Autocomplete, { createFilterOptions } from '@mui/material/Autocomplete';
import Chip from '@mui/material/Chip';
import TextField from '@mui/material/TextField';
import type { ReactNode } from 'react';
import * as messages from '../../../messages/pt-BR';
import type { TermValue } from './recipe-form-model';

const t = messages.recipeForm.terms;

/** Case- and accent-insensitive comparison of names, as the server matches them. */
export const nameKey = (name: string) =>
  name
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .trim()
    .toLowerCase();

type Option = TermValue & { create?: boolean };
const filter = createFilterOptions<Option>({ stringify: (o) => o.name });

interface TermsFieldProps<Value extends TermValue> {
  id: string;
  label: string;
  options: TermValue[];
  value: Value[];
  onChange: (value: Value[]) => void;
  /** makes the value for a new name typed by the creator */
  create: (name: string) => Value;
  /** makes the value for a chosen existing option */
  choose: (option: TermValue) => Value;
  helperText?: ReactNode;
  error?: boolean;
  loading?: boolean;
  disabled?: boolean;
}

/**
 * Pick existing terms (cravings, occasions) or create new ones by typing a name and pressing Enter; a typed name
 * that matches an existing term (ignoring case and accents) picks that term instead of a duplicate.
 */
export function TermsField<Value extends TermValue>(props: TermsFieldProps<Value>) {
  const { id, label, options, value, onChange, create, choose, helperText, error, loading, disabled } = props;

  const toValue = (item: string | Option): Value | null => {
    const name = typeof item === 'string' ? item : item.name;
    if (!name.trim()) return null;
    const picked = typeof item === 'string' || item.id === null ? undefined : item;
    const existing = picked ?? options.find((o) => nameKey(o.name) === nameKey(name));
    const already = value.find((v) => (existing && v.id === existing.id) || nameKey(v.name) === nameKey(name));
    if (already) return already;
    return existing ? choose(existing) : create(name.trim());
  };

  return (
    <Autocomplete<Option, true, false, true>
      id={id}
      multiple
      freeSolo
      disabled={disabled}
      loading={loading}
      options={options}
      value={value}
      filterSelectedOptions
      isOptionEqualToValue={(option, v) => {
        const name = typeof v === 'string' ? v : v.name;
        return option.id !== null && typeof v !== 'string'
          ? option.id === v.id
          : nameKey(option.name) === nameKey(name);
      }}
      getOptionLabel={(option) => (typeof option === 'string' ? option : option.name)}
      getOptionKey={(option) => (typeof option === 'string' ? option : `${option.id ?? 'new'}:${option.name}`)}
      filterOptions={(all, state) => {
        const found = filter(all, state);
        const typed = state.inputValue.trim();
        const exists =
          all.some((o) => nameKey(o.name) === nameKey(typed)) || value.some((v) => nameKey(v.name) === nameKey(typed));
        return typed && !exists ? [...found, { id: null, name: typed, create: true }] : found;
      }}
      renderOption={(optionProps, option) => {
        const { key, ...rest } = optionProps;
        return (
          <li key={key} {...rest}>
            {option.create ? t.create(option.name) : option.name}
          </li>
        );
      }}
      onChange={(_event, next) => {
        const values: Value[] = [];
        for (const item of next) {
          const v = toValue(item);
          if (v && !values.some((x) => nameKey(x.name) === nameKey(v.name))) values.push(v);
        }
        onChange(values);
      }}
      renderValue={(selected, getItemProps) =>
        selected.map((option, index) => {
          const { key, ...itemProps } = getItemProps({ index });
          const name = typeof option === 'string' ? option : option.name;
          const isNew = typeof option !== 'string' && option.id === null;
          return (
            <Chip
              key={key}
              {...itemProps}
              label={isNew ? `${name} (${t.newBadge})` : name}
              color={isNew ? 'secondary' : 'default'}
              variant={isNew ? 'outlined' : 'filled'}
              size="small"
            />
          );
        })
      }
      noOptionsText={t.noOptions}
      renderInput={(params) => <TextField {...params} label={label} helperText={helperText} error={error} />}
    />
  );
}
