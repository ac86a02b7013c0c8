import { styled } from '@mui/material/styles';
import { useId, type FormEvent, type ReactNode } from 'react';
import { HiddenLabel } from './VisuallyHidden';

const Row = styled('div')(({ theme }) => ({
  display: 'flex',
  flexDirection: 'column',
  gap: theme.spacing(1),
  [theme.breakpoints.up('sm')]: { flexDirection: 'row' },
}));

const Input = styled('input')(({ theme }) => ({
  // Stacked on phones the field keeps its height (a flex basis of 0 would collapse it); in a row it takes the width.
  flex: '0 0 auto',
  [theme.breakpoints.up('sm')]: { flex: 1 },
  minWidth: 0,
  height: 52,
  padding: '0 22px',
  borderRadius: 999,
  border: '1px solid #d8c4b2',
  backgroundColor: '#fff',
  color: theme.palette.text.primary,
  font: 'inherit',
  fontSize: '1rem',
  '&::placeholder': { color: '#8a776b', opacity: 1 },
  '&:focus': { borderColor: theme.palette.primary.main, outline: `2px solid ${theme.palette.primary.light}` },
}));

const Submit = styled('button')(({ theme }) => ({
  height: 52,
  padding: '0 28px',
  border: 0,
  borderRadius: 999,
  cursor: 'pointer',
  whiteSpace: 'nowrap',
  font: 'inherit',
  fontSize: '1rem',
  fontWeight: 600,
  color: theme.palette.primary.contrastText,
  backgroundColor: theme.palette.primary.main,
  transition: 'background-color 150ms',
  '&:hover': { backgroundColor: theme.palette.primary.dark },
  '&:disabled': { cursor: 'progress', opacity: 0.75 },
}));

export interface InlineEmailFormProps {
  /** the field's label (read by screen readers; the placeholder shows what to type) */
  label: string;
  placeholder: string;
  value: string;
  onChange(value: string): void;
  /** the button's text, and its text while `busy` (the button is then disabled) */
  submitLabel: string;
  busyLabel: string;
  busy: boolean;
  onSubmit(event: FormEvent<HTMLFormElement>): void;
  /** below the field and button (an opt-in checkbox) */
  children?: ReactNode;
}

/**
 * An e-mail field and its button in one row (stacked on phones). No browser validation bubbles (`noValidate`):
 * the caller decides what an invalid value does (spec §5: on the public pages, silently nothing).
 */
export function InlineEmailForm({
  label,
  placeholder,
  value,
  onChange,
  submitLabel,
  busyLabel,
  busy,
  onSubmit,
  children,
}: InlineEmailFormProps) {
  const inputId = useId();
  return (
    <form onSubmit={onSubmit} noValidate style={{ position: 'relative' }}>
      <HiddenLabel htmlFor={inputId}>{label}</HiddenLabel>
      <Row>
        <Input
          id={inputId}
          type="email"
          name="email"
          autoComplete="email"
          inputMode="email"
          placeholder={placeholder}
          value={value}
          onChange={(event) => onChange(event.target.value)}
        />
        <Submit type="submit" disabled={busy}>
          {busy ? busyLabel : submitLabel}
        </Submit>
      </Row>
      {children}
    </form>
  );
}
