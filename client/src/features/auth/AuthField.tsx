import TextField, { type TextFieldProps } from '@mui/material/TextField';

type AuthFieldProps = Pick<TextFieldProps, 'label' | 'name' | 'type' | 'autoComplete' | 'helperText'> & {
  value: string;
  onChange: (value: string) => void;
  /** highlighted after a submit left it empty */
  missing: boolean;
};

/** A required, full-width auth input (the form is noValidate, so `required` only informs assistive tech). */
export function AuthField({ value, onChange, missing, ...props }: AuthFieldProps) {
  return (
    <TextField
      {...props}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      error={missing}
      slotProps={{ htmlInput: { required: true } }}
      fullWidth
    />
  );
}
