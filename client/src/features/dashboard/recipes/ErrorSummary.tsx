import Box from '@mui/material/Box';
import * as messages from '../../../messages/pt-BR';
import { ErrorSummary as FormErrorSummary } from '../form-kit/ErrorSummary';
import { focusField as focusFieldId } from '../form-kit/focus-field';
import { fieldId, type FormErrors } from './recipe-form-model';

/** Moves the focus to a recipe field by its path (and shows it): the error summary's links and a failed submit use it. */
export function focusField(path: string): void {
  focusFieldId(fieldId(path));
}

/**
 * A problem as the summary says it: the field's own name first where its message does not say it (a nutrition
 * field's 'Informe um número…' is about one of six numbers).
 */
function summaryText(path: string, message: string): string {
  const nutrient = /^nutrition\.(\w+)$/.exec(path)?.[1] as keyof typeof messages.recipeForm.nutrition | undefined;
  const label = nutrient && nutrient !== 'help' ? messages.recipeForm.nutrition[nutrient] : null;
  return label ? messages.formKit.summaryItem(label, message) : message;
}

/** The problems of the last attempt to save the recipe, each a link to its field (the form kit's summary). */
export function ErrorSummary({ errors }: { errors: FormErrors }) {
  const entries = Object.entries(errors).map(([path, message]) => ({
    id: fieldId(path),
    text: summaryText(path, message),
  }));
  if (!entries.length) return null;
  return (
    <Box sx={{ mb: 2 }}>
      <FormErrorSummary title={messages.recipeForm.summaryTitle} entries={entries} />
    </Box>
  );
}
