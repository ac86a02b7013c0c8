import { useMutation } from '@apollo/client/react';
import CheckCircleOutlineIcon from '@mui/icons-material/CheckCircleOutlineRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useId, useState, type FormEvent } from 'react';
import * as messages from '../../messages/pt-BR';
import { SubscribeNewsletterMutation } from './newsletter-operations';

const t = messages.newsletter;
/** Spec §5: non-empty and shaped like an e-mail, without spaces. */
const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The footer's newsletter sign-up; an invalid address silently does nothing, failures are only logged. */
export function FooterNewsletter() {
  const [email, setEmail] = useState('');
  const [done, setDone] = useState(false);
  const [subscribe, { loading }] = useMutation(SubscribeNewsletterMutation);
  const inputId = useId();

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const address = email.trim();
    if (!EMAIL_SHAPE.test(address) || loading) return;
    try {
      const { data } = await subscribe({ variables: { email: address, source: 'footer' } });
      if (data?.subscribeNewsletter.success) {
        setEmail('');
        setDone(true);
      } else {
        console.warn('Inscrição na newsletter recusada', data?.subscribeNewsletter.message);
      }
    } catch (error) {
      console.error('Falha na inscrição da newsletter', error);
    }
  };

  return (
    <Box>
      <Typography variant="h3" component="h2" sx={{ color: '#fff', mb: 1, fontSize: { xs: '1.4rem', md: '1.75rem' } }}>
        {t.title}
      </Typography>
      <Typography sx={{ color: 'rgba(245,235,224,0.75)', mb: 2.5, maxWidth: 460 }}>{t.text}</Typography>
      <Box
        component="form"
        onSubmit={onSubmit}
        noValidate
        sx={{
          position: 'relative',
          display: 'flex',
          flexDirection: { xs: 'column', sm: 'row' },
          gap: 1,
          p: { sm: 0.75 },
          maxWidth: 520,
          borderRadius: { sm: 999 },
          bgcolor: { sm: 'rgba(255,255,255,0.08)' },
          border: { sm: '1px solid rgba(245,235,224,0.18)' },
          '&:focus-within': { borderColor: { sm: 'rgba(245,235,224,0.5)' } },
        }}
      >
        <Box component="label" htmlFor={inputId} sx={visuallyHidden}>
          {t.emailLabel}
        </Box>
        {/* A plain input: the footer needs no MUI input machinery in every page's first download. */}
        <Box
          component="input"
          id={inputId}
          type="email"
          name="email"
          required
          autoComplete="email"
          value={email}
          onChange={(event) => {
            setEmail(event.target.value);
            setDone(false);
          }}
          placeholder={t.emailPlaceholder}
          sx={{
            flex: { sm: 1 },
            px: 2.5,
            height: 48,
            color: '#fff',
            borderRadius: 999,
            bgcolor: { xs: 'rgba(255,255,255,0.08)', sm: 'transparent' },
            border: { xs: '1px solid rgba(245,235,224,0.18)', sm: 0 },
            font: 'inherit',
            fontSize: '1rem',
            outline: 'none',
            minWidth: 0,
            '&::placeholder': { color: 'rgba(245,235,224,0.55)', opacity: 1 },
          }}
        />
        <Button type="submit" variant="contained" disabled={loading} sx={{ height: 48, px: 3.5, whiteSpace: 'nowrap' }}>
          {loading ? t.sending : t.submit}
        </Button>
      </Box>
      <Box aria-live="polite" sx={{ minHeight: 28, mt: 1.5 }}>
        {done && (
          <Typography sx={{ display: 'flex', alignItems: 'center', gap: 1, color: '#cfe0c1', fontWeight: 600 }}>
            <CheckCircleOutlineIcon fontSize="small" aria-hidden />
            {t.success}
          </Typography>
        )}
      </Box>
    </Box>
  );
}

// Hidden from sight, not from screen readers; top/left pin it so it never widens the page.
const visuallyHidden = {
  position: 'absolute',
  top: 0,
  left: 0,
  width: '1px',
  height: '1px',
  margin: '-1px',
  padding: 0,
  border: 0,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;
