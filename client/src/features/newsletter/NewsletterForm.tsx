import CheckCircleOutlineIcon from '@mui/icons-material/CheckCircleOutlineRounded';
import { styled } from '@mui/material/styles';
import { useId } from 'react';
import { InlineEmailForm } from '../../components/InlineEmailForm';
import * as messages from '../../messages/pt-BR';
import { useNewsletterSignup } from './useNewsletterSignup';

const t = messages.newsletter;

const Section = styled('section')(({ theme }) => ({
  margin: theme.spacing(0, 0, 6),
  padding: theme.spacing(4, 2.5),
  borderRadius: 28,
  textAlign: 'center',
  backgroundColor: '#eef1e7',
  [theme.breakpoints.up('md')]: { padding: theme.spacing(5, 8) },
}));

const Kicker = styled('p')(({ theme }) => ({
  ...theme.typography.overline,
  margin: 0,
  color: theme.palette.secondary.dark,
}));

const Heading = styled('h2')(({ theme }) => ({
  ...theme.typography.h3,
  margin: theme.spacing(0.5, 0, 1),
  fontSize: '1.5rem',
  [theme.breakpoints.up('md')]: { fontSize: '1.85rem' },
}));

const Text = styled('p')(({ theme }) => ({
  margin: theme.spacing(0, 'auto', 3),
  maxWidth: 520,
  color: theme.palette.text.secondary,
}));

const FormArea = styled('div')({ maxWidth: 520, margin: '0 auto', textAlign: 'left' });

// Reserves one line, so the confirmation appears without moving what is below.
const Status = styled('p')(({ theme }) => ({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: theme.spacing(1),
  minHeight: '1.6em',
  margin: theme.spacing(1.5, 0, 0),
  fontWeight: 600,
  color: '#3d6b2f',
}));

/** The recipe page's newsletter sign-up: an invalid address silently does nothing (spec §5). */
export function NewsletterForm({ source }: { source: string }) {
  const { email, setEmail, sending, done, onSubmit } = useNewsletterSignup(source);
  const headingId = useId();
  return (
    <Section aria-labelledby={headingId}>
      <Kicker>{t.pageKicker}</Kicker>
      <Heading id={headingId}>{t.pageTitle}</Heading>
      <Text>{t.pageText}</Text>
      <FormArea>
        <InlineEmailForm
          label={t.emailLabel}
          placeholder={t.emailPlaceholder}
          value={email}
          onChange={setEmail}
          submitLabel={t.submit}
          busyLabel={t.subscribing}
          busy={sending}
          onSubmit={onSubmit}
        />
      </FormArea>
      <Status role="status">
        {done && (
          <>
            <CheckCircleOutlineIcon fontSize="small" aria-hidden />
            {t.success}
          </>
        )}
      </Status>
    </Section>
  );
}
