import { styled } from '@mui/material/styles';
import * as messages from '../../messages/pt-BR';

const t = messages.creator;

const Note = styled('aside')(({ theme }) => ({
  margin: theme.spacing(0, 0, 4),
  padding: theme.spacing(2, 2.5),
  borderLeft: `4px solid ${theme.palette.secondary.main}`,
  borderRadius: '0 12px 12px 0',
  backgroundColor: '#f6f2ec',
  color: theme.palette.text.secondary,
  fontSize: '0.92rem',
  lineHeight: 1.6,
  '& strong': { color: theme.palette.text.primary },
}));

/** The affiliate-links note (static HTML: nothing to hydrate, no data). */
export function AffiliateDisclaimer() {
  return (
    <Note aria-label={t.affiliateTitle}>
      <strong>{t.affiliateTitle}:</strong> {t.affiliate}
    </Note>
  );
}
