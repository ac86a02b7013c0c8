import { EBOOK_BOUNDS } from '@receitas/shared';
import * as messages from '../../../messages/pt-BR';
import { RecipeAutocomplete } from '../components/RecipeAutocomplete';

const t = messages.dashboardEbooks.form;

interface RecipePickerProps {
  id: string;
  value: readonly number[];
  onChange: (recipeIds: number[]) => void;
  disabled?: boolean;
}

/**
 * 'Receitas neste e-book': the site's recipes searched on the server as the admin types, kept in the order they were
 * picked (the e-book's order), each a removable numbered chip. Beyond the spec; saved as the e-book's recipeIds.
 */
export function RecipePicker({ id, value, onChange, disabled }: RecipePickerProps) {
  const full = value.length >= EBOOK_BOUNDS.recipes;
  return (
    <RecipeAutocomplete
      id={id}
      multiple
      max={EBOOK_BOUNDS.recipes}
      value={value}
      onChange={onChange}
      disabled={disabled}
      label={t.recipes}
      placeholder={t.recipesPlaceholder}
      noOptionsText={t.recipesNone}
      helperText={full ? t.recipesMax(EBOOK_BOUNDS.recipes) : t.recipesHelp}
    />
  );
}
