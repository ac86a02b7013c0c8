import CheckCircleOutlineIcon from '@mui/icons-material/CheckCircleOutlineRounded';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { PillButton } from '../../components/PillButton';
import { HiddenLabel } from '../../components/VisuallyHidden';
import * as messages from '../../messages/pt-BR';
import { useNewsletterSignup } from './useNewsletterSignup';

const t = messages.newsletter;

/** The footer's newsletter sign-up; an invalid address silently does nothing, failures are only logged. */
export function FooterNewsletter() {
  const { email, setEmail, sending: loading, done, onSubmit } = useNewsletterSignup('footer');
  const inputId = useId();

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
        <HiddenLabel htmlFor={inputId}>{t.emailLabel}</HiddenLabel>
        {/* A plain input: the footer needs no MUI input machinery in every page's first download. */}
        <Box
          component="input"
          id={inputId}
          type="email"
          name="email"
          required
          autoComplete="email"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
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
        <PillButton type="submit" tone="primary" size="large" disabled={loading}>
          {loading ? t.sending : t.submit}
        </PillButton>
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
