import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput from '@mui/material/OutlinedInput';
import { useId, type ChangeEventHandler, type InputHTMLAttributes, type ReactNode, type Ref } from 'react';

export interface TextInputProps {
  label: ReactNode;
  name?: string;
  value: string;
  onChange: ChangeEventHandler<HTMLInputElement | HTMLTextAreaElement>;
  type?: string;
  autoComplete?: string;
  placeholder?: string;
  helperText?: ReactNode;
  error?: boolean;
  /** marks the label with an asterisk and sets `required` on the input */
  required?: boolean;
  disabled?: boolean;
  multiline?: boolean;
  minRows?: number;
  startAdornment?: ReactNode;
  inputRef?: Ref<HTMLInputElement | HTMLTextAreaElement>;
  /** extra attributes for the <input> itself */
  inputProps?: InputHTMLAttributes<HTMLInputElement>;
}

/**
 * A full-width outlined text field: MUI's TextField look (floating label, notched outline, helper text) composed from
 * its parts, without TextField's select mode and the menu, popover and modal code it brings into a page's first load.
 */
export function TextInput({ label, helperText, error, required, disabled, inputProps, ...input }: TextInputProps) {
  const id = useId();
  const helperId = helperText ? `${id}-helper` : undefined;
  // The server renders a multiline field as a bare <textarea> (about two lines tall); the autosize code gives it
  // `minRows` lines once hydrated. The same floor in CSS keeps the server HTML that tall, so nothing below it moves
  // (not on the hidden copy autosize measures one line with).
  const sx =
    input.multiline && input.minRows
      ? { '& textarea:not([aria-hidden])': { minHeight: `${input.minRows * 1.4375}em` } }
      : undefined;
  return (
    <FormControl fullWidth variant="outlined" error={error} required={required} disabled={disabled}>
      <InputLabel htmlFor={id}>{label}</InputLabel>
      <OutlinedInput {...input} id={id} label={label} aria-describedby={helperId} inputProps={inputProps} sx={sx} />
      {helperText && <FormHelperText id={helperId}>{helperText}</FormHelperText>}
    </FormControl>
  );
}
