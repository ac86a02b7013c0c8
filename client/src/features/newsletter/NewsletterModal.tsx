import CheckCircleOutlineIcon from '@mui/icons-material/CheckCircleOutlineRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useMutation } from '@apollo/client/react';
import { useState, type FormEvent } from 'react';
import { Modal } from '../../components/Modal';
import { TextInput } from '../../components/TextInput';
import { isEmailShaped } from '../../lib/email-shape';
import * as messages from '../../messages/pt-BR';
import { SubscribeNewsletterMutation } from './newsletter-operations';
import { rememberSubscription } from './subscription-memory';

const t = messages.newsletter.modal;

type ModalState = { kind: 'idle' } | { kind: 'invalid' } | { kind: 'error'; message: string } | { kind: 'pending' };

/**
 * The home page's newsletter invitation (spec §4, §5, §8): an invalid or empty address is pointed out on the field,
 * a refusal shows the server's message, a success asks the reader to follow the link mailed to them (double opt-in)
 * and remembers the sign-up in this browser.
 * 'Agora não' or the close control closes it and resets the form.
 */
export function NewsletterModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const [email, setEmail] = useState('');
  const [state, setState] = useState<ModalState>({ kind: 'idle' });
  const [subscribe, { loading }] = useMutation(SubscribeNewsletterMutation);

  const close = () => {
    onClose();
    setEmail('');
    setState({ kind: 'idle' });
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (loading) return;
    const address = email.trim();
    if (!isEmailShaped(address)) {
      setState({ kind: 'invalid' });
      return;
    }
    setState({ kind: 'idle' });
    try {
      const { data } = await subscribe({ variables: { email: address, source: 'modal' } });
      const result = data?.subscribeNewsletter;
      if (result?.success) {
        rememberSubscription(address);
        setEmail('');
        setState({ kind: 'pending' });
      } else {
        setState({ kind: 'error', message: result?.message || t.refused });
      }
    } catch (error) {
      console.error('Falha na inscrição da newsletter', error);
      setState({ kind: 'error', message: t.failed });
    }
  };

  return (
    <Modal open={open} onClose={close} title={state.kind === 'pending' ? t.pendingTitle : t.title}>
      {state.kind === 'pending' ? (
        <Box role="status" sx={{ textAlign: 'center', py: 2 }}>
          <CheckCircleOutlineIcon aria-hidden sx={{ fontSize: 48, color: '#3d6b2f', mb: 1 }} />
          <Typography sx={{ mb: 3 }}>{t.pendingText}</Typography>
          <Button variant="contained" onClick={close}>
            {t.pendingClose}
          </Button>
        </Box>
      ) : (
        <Box component="form" onSubmit={onSubmit} noValidate sx={{ display: 'grid', gap: 2 }}>
          <Typography color="text.secondary">{t.text}</Typography>
          <TextInput
            label={messages.newsletter.emailLabel}
            type="email"
            name="email"
            autoComplete="email"
            required
            value={email}
            onChange={(event) => {
              setEmail(event.target.value);
              if (state.kind === 'invalid') setState({ kind: 'idle' });
            }}
            placeholder={messages.newsletter.emailPlaceholder}
            error={state.kind === 'invalid'}
            helperText={state.kind === 'invalid' ? t.invalid : undefined}
            disabled={loading}
          />
          <Box role="alert" sx={{ color: 'error.main', fontWeight: 600, '&:empty': { display: 'none' } }}>
            {state.kind === 'error' ? state.message : null}
          </Box>
          <Box sx={{ display: 'flex', gap: 1, justifyContent: 'flex-end', flexWrap: 'wrap' }}>
            <Button onClick={close} color="inherit">
              {t.notNow}
            </Button>
            <Button type="submit" variant="contained" disabled={loading}>
              {loading ? messages.newsletter.subscribing : t.submit}
            </Button>
          </Box>
        </Box>
      )}
    </Modal>
  );
}
