import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { useLocation } from 'react-router-dom';
import { RouterLink } from './RouterLink';
import { useNotFoundStatus } from '../lib/render-status';
import { PillButton } from './PillButton';
import { Seo } from './Seo';
import * as messages from '../messages/pt-BR';

export function NotFoundPage({ title = messages.notFound.title }: { title?: string }) {
  useNotFoundStatus();
  const { pathname } = useLocation();
  return (
    <Container maxWidth="sm" sx={{ py: { xs: 8, md: 12 }, textAlign: 'center' }}>
      <Seo title={title} path={pathname} />
      <Typography variant="overline" color="primary">
        404
      </Typography>
      <Typography variant="h1" sx={{ mb: 2 }}>
        {title}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 4 }}>
        {messages.notFound.text}
      </Typography>
      <PillButton tone="primary" component={RouterLink} to="/">
        {messages.notFound.back}
      </PillButton>
    </Container>
  );
}
