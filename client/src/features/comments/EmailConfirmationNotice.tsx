import { useMutation, useQuery } from '@apollo/client/react';
import { styled } from '@mui/material/styles';
import { useState } from 'react';
import { PillButton } from '../../components/PillButton';
import { useSession } from '../../lib/session';
import * as messages from '../../messages/pt-BR';
import { EmailConfirmationStatusQuery, ResendEmailConfirmationMutation } from './email-confirmation-operations';

const m = messages.comments.emailConfirmation;

const Notice = styled('div')(({ theme }) => ({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: theme.spacing(1, 2),
  margin: theme.spacing(0, 0, 2.5),
  padding: theme.spacing(1.5, 2),
  borderRadius: theme.shape.borderRadius,
  backgroundColor: 'rgba(181,83,47,0.07)',
  border: '1px solid rgba(181,83,47,0.25)',
}));

const Text = styled('p')(({ theme }) => ({ margin: 0, flex: '1 1 16rem', color: theme.palette.text.primary }));

const Status = styled('p')(({ theme }) => ({
  ...theme.typography.body2,
  margin: 0,
  flexBasis: '100%',
  color: theme.palette.text.secondary,
  '&:empty': { display: 'none' },
}));

/**
 * Tells a signed-in reader whose e-mail is not confirmed that their ratings do not count yet, and mails a new link on
 * request. Personal: asked for in the browser once the session is known, never in the shared page HTML.
 */
export function EmailConfirmationNotice() {
  const session = useSession();
  // An admin's ratings always count; a guest has nothing to confirm.
  const skip = !session.authenticated || session.role === 'ADMIN';
  const { data } = useQuery(EmailConfirmationStatusQuery, { skip, fetchPolicy: 'network-only' });
  const [resend, { loading }] = useMutation(ResendEmailConfirmationMutation);
  const [outcome, setOutcome] = useState<'resent' | 'failed' | null>(null);

  if (skip || !data?.me || data.me.emailConfirmed) return null;

  const onResend = async () => {
    try {
      await resend();
      setOutcome('resent');
    } catch (error) {
      console.error('Falha ao reenviar o link de confirmação do e-mail', error);
      setOutcome('failed');
    }
  };

  return (
    <Notice>
      <Text>{m.notice}</Text>
      {outcome !== 'resent' && (
        <PillButton tone="outlined" disabled={loading} onClick={() => void onResend()}>
          {loading ? m.resending : m.resend}
        </PillButton>
      )}
      <Status role="status">{outcome ? m[outcome] : ''}</Status>
    </Notice>
  );
}
