import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { useLocation } from 'react-router-dom';
import { Seo } from './Seo';

/** A plain page inside the real layout, for routes whose full screens come in later issues. */
export function SimplePage({ title, intro }: { title: string; intro: string }) {
  const { pathname } = useLocation();
  return (
    <Container maxWidth="md" sx={{ py: { xs: 4, md: 8 } }}>
      <Seo title={title} description={intro} path={pathname} />
      <Typography variant="h1" sx={{ mb: 2 }}>
        {title}
      </Typography>
      <Typography color="text.secondary" sx={{ fontSize: '1.1rem' }}>
        {intro}
      </Typography>
    </Container>
  );
}
