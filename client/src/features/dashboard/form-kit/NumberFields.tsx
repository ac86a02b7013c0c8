import InputAdornment from '@mui/material/InputAdornment';
import type { FieldValues } from 'react-hook-form';
import * as messages from '../../../messages/pt-BR';
import { FormTextField, type FormTextFieldProps } from './FormTextField';

const t = messages.formKit.money;

// Text fields, not number ones: a number field in a browser not set to Portuguese drops the comma ('29,90' → 2990).
// The schema reads what was typed (moneyText, numberText in schemas.ts).

/** A price in reais, typed the Brazilian or the American way ('29,90', '29.90'). */
export function MoneyField<Input extends FieldValues, Output>(props: FormTextFieldProps<Input, Output>) {
  return (
    <FormTextField
      placeholder={t.placeholder}
      {...props}
      htmlInput={{ inputMode: 'decimal', maxLength: 20, autoComplete: 'off', ...props.htmlInput }}
      input={{ startAdornment: <InputAdornment position="start">{t.currency}</InputAdornment>, ...props.input }}
    />
  );
}

/** A number, typed with a comma or a dot for the decimals; `unit` is shown after it ('g', 'kcal'). */
export function NumberField<Input extends FieldValues, Output>({
  unit,
  ...props
}: FormTextFieldProps<Input, Output> & { unit?: string }) {
  return (
    <FormTextField
      {...props}
      htmlInput={{ inputMode: 'decimal', maxLength: 20, autoComplete: 'off', ...props.htmlInput }}
      input={
        unit ? { endAdornment: <InputAdornment position="end">{unit}</InputAdornment>, ...props.input } : props.input
      }
    />
  );
}
