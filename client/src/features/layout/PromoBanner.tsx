import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { RouterLink } from '../../components/RouterLink';
import * as messages from '../../messages/pt-BR';
import { BANNER_HEIGHT } from './layout-constants';

/**
 * The e-book promotion's content: static links, so it is a deferred part (see SiteHeader), which owns the collapsing
 * strip around it. Takes no props: the header's re-renders on scroll never reach it.
 */
export function PromoBanner() {
  return (
    <Box
      sx={{
        height: BANNER_HEIGHT,
        px: 2,
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        gap: { xs: 1, sm: 1.5 },
      }}
    >
      <Typography
        variant="body2"
        noWrap
        sx={{ fontSize: { xs: '0.78rem', sm: '0.875rem' }, minWidth: 0, display: { xs: 'none', sm: 'block' } }}
      >
        {messages.layout.promo.text}
      </Typography>
      <Typography variant="body2" noWrap sx={{ fontSize: '0.8rem', minWidth: 0, display: { xs: 'block', sm: 'none' } }}>
        {messages.layout.promo.short}
      </Typography>
      <Link
        component={RouterLink}
        to="/e-book"
        underline="none"
        sx={{
          flexShrink: 0,
          display: 'inline-flex',
          alignItems: 'center',
          gap: 0.5,
          px: 1.5,
          py: 0.25,
          borderRadius: 999,
          bgcolor: '#fbf7f2',
          color: 'secondary.dark',
          fontSize: '0.8rem',
          fontWeight: 700,
          '&:hover': { bgcolor: '#fff' },
        }}
      >
        {messages.layout.promo.cta}
        <ArrowForwardIcon sx={{ fontSize: 14 }} aria-hidden />
      </Link>
    </Box>
  );
}
