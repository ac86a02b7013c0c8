import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { memo, type ComponentType, type ReactNode } from 'react';
import { fieldId, type FormErrors, type RecipeFormState } from './recipe-form-model';

/** Applies a change to the open form (always from its latest state). */
export type FormUpdater = (change: (form: RecipeFormState) => RecipeFormState) => void;

/** What every part of the form receives. */
export interface FormPartProps {
  form: RecipeFormState;
  update: FormUpdater;
  errors: FormErrors;
  disabled?: boolean;
}

function sameErrors(a: FormErrors, b: FormErrors): boolean {
  if (a === b) return true;
  const keys = Object.keys(a);
  return keys.length === Object.keys(b).length && keys.every((k) => a[k] === b[k]);
}

/**
 * A part of the form that renders again only when the fields it shows, its errors or its other props change: typing
 * in one field then re-renders one section, not the whole recipe.
 */
export function formPart<P extends FormPartProps>(Component: ComponentType<P>, fields: (keyof RecipeFormState)[]) {
  return memo(Component, (before, after) => {
    for (const key of Object.keys(after) as (keyof P)[]) {
      if (key === 'form') continue;
      if (key === 'errors' ? !sameErrors(before.errors, after.errors) : before[key] !== after[key]) return false;
    }
    return fields.every((field) => before.form[field] === after.form[field]);
  });
}

/** Sets one top-level field. */
export const setField =
  <K extends keyof RecipeFormState>(update: FormUpdater, key: K) =>
  (value: RecipeFormState[K]) =>
    update((form) => ({ ...form, [key]: value }));

/** A TextField's id, error state and helper text for a field path (the error replaces the hint). */
export function fieldState(errors: FormErrors, path: string, hint?: ReactNode) {
  return { id: fieldId(path), error: Boolean(errors[path]), helperText: errors[path] ?? hint };
}

interface FormSectionProps {
  /** the section's key: its heading gets the id `rf-section-<key>` */
  name: string;
  title: string;
  hint?: ReactNode;
  children: ReactNode;
}

/** One headed group of the form (Informações, Ingredientes…). */
export function FormSection({ name, title, hint, children }: FormSectionProps) {
  const headingId = fieldId(`heading.${name}`);
  return (
    <Box
      component="section"
      aria-labelledby={headingId}
      sx={{ py: 3, '& + &': { borderTop: 1, borderColor: 'divider' }, '&:first-of-type': { pt: 1 } }}
    >
      <Typography variant="h4" component="h3" id={headingId} tabIndex={-1} sx={{ mb: hint ? 0.5 : 2, outline: 'none' }}>
        {title}
      </Typography>
      {hint && (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {hint}
        </Typography>
      )}
      {children}
    </Box>
  );
}

/** A responsive grid of fields: one column on phones, `columns` from 600 px. */
export function FieldGrid({ columns = 2, children }: { columns?: number; children: ReactNode }) {
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: `repeat(${columns}, minmax(0, 1fr))` } }}>
      {children}
    </Box>
  );
}
