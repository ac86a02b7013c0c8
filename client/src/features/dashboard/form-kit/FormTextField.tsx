import TextField, { type TextFieldProps } from '@mui/material/TextField';
import type { InputBaseComponentProps } from '@mui/material/InputBase';
import type { InputProps } from '@mui/material/Input';
import { Controller, type FieldValues, type Path } from 'react-hook-form';
import type { EntityForm } from './use-entity-form';

export interface FormTextFieldProps<Input extends FieldValues, Output> extends Omit<
  TextFieldProps,
  'name' | 'value' | 'onChange' | 'onBlur' | 'error' | 'id' | 'inputRef' | 'slotProps'
> {
  entity: Pick<EntityForm<Input, Output>, 'form' | 'fieldId' | 'saving'>;
  name: Path<Input>;
  /** the most characters the field takes (the shared bounds) */
  maxLength?: number;
  /** attributes of the <input> itself (inputMode, autoComplete…) */
  htmlInput?: InputBaseComponentProps;
  /** the input's own props (adornments) */
  input?: Partial<InputProps>;
}

/**
 * A text field of an entity form: its value, its problem (the schema's or the server's) in place of the hint, and
 * the id the error summary links to. Disabled while the form saves.
 */
export function FormTextField<Input extends FieldValues, Output>({
  entity,
  name,
  maxLength,
  htmlInput,
  input,
  helperText,
  disabled,
  ...props
}: FormTextFieldProps<Input, Output>) {
  return (
    <Controller
      control={entity.form.control}
      name={name}
      render={({ field, fieldState }) => (
        <TextField
          {...props}
          id={entity.fieldId(name)}
          name={field.name}
          value={field.value ?? ''}
          onChange={field.onChange}
          onBlur={field.onBlur}
          inputRef={field.ref}
          error={Boolean(fieldState.error)}
          helperText={fieldState.error?.message ?? helperText}
          disabled={disabled ?? entity.saving}
          slotProps={{
            htmlInput: { maxLength, ...htmlInput },
            ...(input && { input }),
            ...(props.type === 'date' && { inputLabel: { shrink: true } }),
          }}
        />
      )}
    />
  );
}
