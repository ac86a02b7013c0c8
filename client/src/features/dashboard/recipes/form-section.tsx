import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { memo, useCallback, useMemo, type ComponentType, type ReactNode } from 'react';
import { useWatch, type Control, type UseFormReturn } from 'react-hook-form';
import { fieldId, type FormErrors, type RecipeFormState } from './recipe-form-model';
import type { RecipeWriteInput } from './recipe-publication';

/** Applies a change to the open form (always from its latest state). */
export type FormUpdater = (change: (form: RecipeFormState) => RecipeFormState) => void;

/** What every part of the form receives. */
export interface FormPartProps {
  form: RecipeFormState;
  update: FormUpdater;
  errors: FormErrors;
  disabled?: boolean;
}

/** The recipe form's control: what it holds as typed, and the mutation input its schema makes of it. */
export type RecipeControl = Control<RecipeFormState, unknown, RecipeWriteInput>;

/** A part as the form places it: the form's values come from the form itself, each part reading its own fields. */
export type PlacedPartProps<P extends FormPartProps> = Omit<P, 'form'> & { control: RecipeControl };

function sameErrors(a: FormErrors, b: FormErrors): boolean {
  if (a === b) return true;
  const keys = Object.keys(a);
  return keys.length === Object.keys(b).length && keys.every((k) => a[k] === b[k]);
}

/**
 * A part of the form that watches only the fields it shows (react-hook-form's useWatch) and renders again only when
 * one of them, its errors or its other props change: typing in one field re-renders one section, not the recipe.
 */
export function formPart<P extends FormPartProps>(Component: ComponentType<P>, fields: (keyof RecipeFormState)[]) {
  function WatchedPart({ control, ...rest }: PlacedPartProps<P>) {
    const values = useWatch({ control, name: fields });
    // only the watched fields are there: a part reads no other (the list is its contract)
    const form = useMemo(
      () => Object.fromEntries(fields.map((field, i) => [field, values[i]])) as unknown as RecipeFormState,
      [values],
    );
    return <Component {...(rest as unknown as P)} form={form} />;
  }
  WatchedPart.displayName = `Watched(${Component.displayName ?? Component.name})`;
  // it renders again when a watched field changes (useWatch) or its other props do: errors compared by content
  return memo(WatchedPart, (before, after) =>
    (Object.keys(after) as (keyof PlacedPartProps<P>)[]).every((key) =>
      key === 'errors'
        ? sameErrors(before.errors as FormErrors, after.errors as FormErrors)
        : before[key] === after[key],
    ),
  );
}

/**
 * The form's updater on react-hook-form: the fields a change touched are set (and marked changed); after an attempt
 * to save, every message follows what she types (a fixed field's message goes at once, a new problem shows).
 */
export function useFormUpdater(form: UseFormReturn<RecipeFormState, unknown, RecipeWriteInput>): FormUpdater {
  return useCallback(
    (change) => {
      const current = form.getValues();
      const next = change(current);
      for (const key of Object.keys(next) as (keyof RecipeFormState)[]) {
        if (next[key] !== current[key]) form.setValue(key, next[key] as never, { shouldDirty: true });
      }
      if (form.formState.submitCount > 0) void form.trigger();
    },
    [form],
  );
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
