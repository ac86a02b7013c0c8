import { CombinedGraphQLErrors } from '@apollo/client';
import { useMutation } from '@apollo/client/react';
import CheckCircleOutlineIcon from '@mui/icons-material/CheckCircleOutlineRounded';
import ErrorOutlineIcon from '@mui/icons-material/ErrorOutlineRounded';
import MailOutlineIcon from '@mui/icons-material/MailOutlineRounded';
import { styled } from '@mui/material/styles';
import { useId, useState, type FormEvent } from 'react';
import { InlineEmailForm } from '../../components/InlineEmailForm';
import { graphql } from '../../gql';
import { isEmailShaped } from '../../lib/email-shape';
import * as messages from '../../messages/pt-BR';
import { useRecipeChoices } from './recipe-choices';

const t = messages.saveRecipe;

export const SaveRecipeByEmailMutation = graphql(`
  mutation SaveRecipeByEmail($id: Int!, $email: String!, $subscribe: Boolean!, $factor: Float) {
    saveRecipeByEmail(id: $id, email: $email, subscribe: $subscribe, factor: $factor) {
      success
      message
    }
  }
`);

const Box = styled('section')(({ theme }) => ({
  display: 'grid',
  gap: theme.spacing(2),
  margin: theme.spacing(0, 0, 6),
  padding: theme.spacing(3, 2.5),
  borderRadius: 28,
  border: '1px solid #efd7c6',
  backgroundColor: '#fbefe6',
  [theme.breakpoints.up('sm')]: { gridTemplateColumns: 'auto 1fr', columnGap: theme.spacing(3) },
  [theme.breakpoints.up('md')]: { padding: theme.spacing(4, 5) },
}));

const Badge = styled('div')(({ theme }) => ({
  display: 'none',
  width: 64,
  height: 64,
  borderRadius: '50%',
  alignItems: 'center',
  justifyContent: 'center',
  color: theme.palette.primary.contrastText,
  backgroundColor: theme.palette.primary.main,
  [theme.breakpoints.up('sm')]: { display: 'flex' },
}));

const Heading = styled('h2')(({ theme }) => ({
  ...theme.typography.h3,
  margin: theme.spacing(0, 0, 0.5),
  fontSize: '1.45rem',
  [theme.breakpoints.up('md')]: { fontSize: '1.7rem' },
}));

const Text = styled('p')(({ theme }) => ({ margin: theme.spacing(0, 0, 2), color: theme.palette.text.secondary }));

const Opt = styled('label')(({ theme }) => ({
  display: 'flex',
  alignItems: 'flex-start',
  gap: theme.spacing(1.25),
  marginTop: theme.spacing(1.5),
  fontSize: '0.95rem',
  cursor: 'pointer',
  '& input': {
    flexShrink: 0,
    width: 20,
    height: 20,
    margin: '2px 0 0',
    accentColor: theme.palette.primary.main,
    cursor: 'pointer',
  },
}));

// Reserves one line, so the answer appears without moving what is below (CLS 0).
const Status = styled('p')(({ theme }) => ({
  display: 'flex',
  alignItems: 'center',
  gap: theme.spacing(1),
  minHeight: '3.2em',
  margin: theme.spacing(1.5, 0, 0),
  fontWeight: 600,
  [theme.breakpoints.up('md')]: { minHeight: '1.6em' },
  '&[data-kind="success"]': { color: '#3d6b2f' },
  '&[data-kind="error"]': { color: '#b3261e' },
}));

type Answer = { kind: 'idle' } | { kind: 'success'; subscribed: boolean } | { kind: 'error'; message: string };

/** "Salve esta receita!": the recipe goes to the reader's e-mail; an invalid address silently does nothing (§5). */
export function SaveRecipeBox({ recipeId }: { recipeId: number }) {
  const [email, setEmail] = useState('');
  const [subscribe, setSubscribe] = useState(false);
  const [answer, setAnswer] = useState<Answer>({ kind: 'idle' });
  const [save, { loading }] = useMutation(SaveRecipeByEmailMutation);
  // the servings the reader chose on the card travel with the recipe
  const [{ factor }] = useRecipeChoices(recipeId);
  const headingId = useId();

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const address = email.trim();
    if (!isEmailShaped(address) || loading) return;
    setAnswer({ kind: 'idle' });
    try {
      const { data } = await save({ variables: { id: recipeId, email: address, subscribe, factor } });
      if (data?.saveRecipeByEmail.success) {
        setEmail('');
        setAnswer({ kind: 'success', subscribed: subscribe });
      } else {
        setAnswer({ kind: 'error', message: data?.saveRecipeByEmail.message || t.error });
      }
    } catch (error) {
      // The server's own words when it refused (too many sends); a generic line when it could not be reached.
      const refusal = CombinedGraphQLErrors.is(error) ? error.errors[0]?.message : undefined;
      setAnswer({ kind: 'error', message: refusal || t.error });
    }
  };

  return (
    <Box aria-labelledby={headingId}>
      <Badge aria-hidden>
        <MailOutlineIcon fontSize="large" />
      </Badge>
      <div>
        <Heading id={headingId}>{t.title}</Heading>
        <Text>{t.text}</Text>
        <InlineEmailForm
          label={t.emailLabel}
          placeholder={t.emailPlaceholder}
          value={email}
          onChange={(value) => {
            setEmail(value);
            if (answer.kind !== 'idle') setAnswer({ kind: 'idle' });
          }}
          submitLabel={t.submit}
          busyLabel={t.sending}
          busy={loading}
          onSubmit={onSubmit}
        >
          <Opt>
            <input
              type="checkbox"
              name="subscribe"
              checked={subscribe}
              onChange={(event) => setSubscribe(event.target.checked)}
            />
            {t.subscribe}
          </Opt>
        </InlineEmailForm>
        <Status role="status" data-kind={answer.kind}>
          {answer.kind === 'success' && (
            <>
              <CheckCircleOutlineIcon fontSize="small" aria-hidden />
              {answer.subscribed ? t.successConfirmNewsletter : t.success}
            </>
          )}
          {answer.kind === 'error' && (
            <>
              <ErrorOutlineIcon fontSize="small" aria-hidden />
              {answer.message}
            </>
          )}
        </Status>
      </div>
    </Box>
  );
}
