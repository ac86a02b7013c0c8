import { CombinedGraphQLErrors } from '@apollo/client';
import { useMutation } from '@apollo/client/react';
import SendIcon from '@mui/icons-material/Send';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import InputAdornment from '@mui/material/InputAdornment';
import { useState, type FormEvent } from 'react';
import { graphql } from '../../gql';
import { isEmailShaped } from '../../lib/email-shape';
import * as messages from '../../messages/pt-BR';
import { TextInput, type TextInputProps } from '../../components/TextInput';

export const SubmitContactMutation = graphql(`
  mutation SubmitContact($input: ContactInput!) {
    submitContact(input: $input) {
      id
    }
  }
`);

const EMPTY = { nome: '', sobrenome: '', empresa: '', email: '', telefone: '', assunto: '', mensagem: '' };
type Field = keyof typeof EMPTY;
const REQUIRED: Field[] = ['nome', 'sobrenome', 'email', 'telefone', 'assunto', 'mensagem'];
/** Spec §9: the phone number is always Brazilian. */
const PHONE_PREFIX = '+55';

type Status = { kind: 'idle' | 'submitting' | 'success' } | { kind: 'error'; message: string };

/** The 'Fale com a gente' form: every field but empresa is required; cleared after a successful send. */
export function ContactForm() {
  const [values, setValues] = useState(EMPTY);
  const [status, setStatus] = useState<Status>({ kind: 'idle' });
  const [submitContact] = useMutation(SubmitContactMutation);
  const t = messages.contact;

  const valid = REQUIRED.every((field) => values[field].trim()) && isEmailShaped(values.email.trim());
  const submitting = status.kind === 'submitting';

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!valid || submitting) return;
    setStatus({ kind: 'submitting' });
    const input = Object.fromEntries(Object.entries(values).map(([k, v]) => [k, v.trim()])) as typeof EMPTY;
    try {
      await submitContact({
        variables: {
          input: { ...input, empresa: input.empresa || null, telefone: `${PHONE_PREFIX} ${input.telefone}` },
        },
      });
      setValues(EMPTY);
      setStatus({ kind: 'success' });
    } catch (error) {
      const serverMessage = CombinedGraphQLErrors.is(error) ? error.errors[0]?.message : undefined;
      setStatus({ kind: 'error', message: serverMessage || t.error });
    }
  };

  const field = (name: Field, props: Partial<TextInputProps> = {}) => (
    <TextInput
      name={name}
      label={t[name]}
      value={values[name]}
      onChange={(event) => {
        setValues((v) => ({ ...v, [name]: event.target.value }));
        setStatus((s) => (s.kind === 'success' || s.kind === 'error' ? { kind: 'idle' } : s));
      }}
      required={REQUIRED.includes(name)}
      disabled={submitting}
      {...props}
    />
  );

  return (
    <Box component="form" noValidate onSubmit={onSubmit} aria-label={t.formLabel}>
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 2.5 }}>
        {field('nome', { autoComplete: 'given-name' })}
        {field('sobrenome', { autoComplete: 'family-name' })}
        {field('empresa', { autoComplete: 'organization' })}
        {field('email', { type: 'email', autoComplete: 'email' })}
        {field('telefone', {
          // the number without the country code (the +55 is the field's prefix): 'tel-national', which the HTML
          // standard allows on a text field only; the phone keypad still comes with inputmode
          autoComplete: 'tel-national',
          inputProps: { inputMode: 'tel' },
          startAdornment: <InputAdornment position="start">{PHONE_PREFIX}</InputAdornment>,
        })}
        {field('assunto')}
        <Box sx={{ gridColumn: '1 / -1' }}>{field('mensagem', { multiline: true, minRows: 5 })}</Box>
      </Box>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2, mt: 3 }}>
        <Button
          type="submit"
          variant="contained"
          size="large"
          disabled={!valid || submitting}
          endIcon={<SendIcon />}
          sx={{ px: 4 }}
        >
          {submitting ? t.submitting : t.submit}
        </Button>
      </Box>
      <Box aria-live="polite" sx={{ mt: 2 }}>
        {status.kind === 'success' && (
          <Alert severity="success" variant="filled" sx={{ bgcolor: 'success.main' }}>
            {t.success}
          </Alert>
        )}
        {status.kind === 'error' && (
          <Alert severity="error" variant="filled">
            {status.message}
          </Alert>
        )}
      </Box>
    </Box>
  );
}
