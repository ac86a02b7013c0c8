import { TextInput, type TextInputProps } from '../../components/TextInput';

type AuthFieldProps = Pick<TextInputProps, 'label' | 'name' | 'type' | 'autoComplete' | 'helperText'> & {
  value: string;
  onChange: (value: string) => void;
  /** highlighted after a submit left it empty */
  missing: boolean;
};

/** A required, full-width auth input (the form is noValidate, so `required` only informs assistive tech). */
export function AuthField({ value, onChange, missing, ...props }: AuthFieldProps) {
  return (
    <TextInput
      {...props}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      error={missing}
      inputProps={{ required: true }}
    />
  );
}
