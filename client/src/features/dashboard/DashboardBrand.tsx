import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { RouterLink } from '../../components/RouterLink';
import * as messages from '../../messages/pt-BR';

/** The site's mark and name, leading back to the public home page. */
export function DashboardBrand() {
  return (
    <Link
      component={RouterLink}
      to="/"
      underline="none"
      sx={{ display: 'inline-flex', alignItems: 'center', gap: 1.25, color: 'text.primary', minWidth: 0 }}
    >
      <Box component="img" src="/favicon.svg" alt="" width={34} height={34} sx={{ flexShrink: 0 }} />
      <Box sx={{ minWidth: 0 }}>
        <Typography
          variant="h3"
          component="span"
          sx={{ display: 'block', fontSize: '1.15rem', fontWeight: 700 }}
          noWrap
        >
          {messages.site.name}
        </Typography>
        <Typography
          component="span"
          color="primary"
          sx={{
            display: 'block',
            fontSize: '0.7rem',
            fontWeight: 600,
            letterSpacing: '0.14em',
            textTransform: 'uppercase',
          }}
        >
          {messages.dashboard.panel}
        </Typography>
      </Box>
    </Link>
  );
}
