import Link from '@mui/material/Link';
import type { SxProps, Theme } from '@mui/material/styles';
import { RouterLink } from '../../components/RouterLink';
import * as messages from '../../messages/pt-BR';

/** The site name set in the serif face, linking home. */
export function SiteLogo({ onClick, sx }: { onClick?: () => void; sx?: SxProps<Theme> }) {
  return (
    <Link
      component={RouterLink}
      to="/"
      underline="none"
      aria-label={messages.layout.homeLink}
      onClick={onClick}
      sx={[
        {
          fontFamily: (theme) => theme.typography.h1.fontFamily,
          fontWeight: 700,
          fontSize: { xs: '1.3rem', md: '1.6rem' },
          lineHeight: 1.1,
          letterSpacing: '-0.01em',
          color: 'text.primary',
          whiteSpace: 'nowrap',
          '&:hover': { color: 'primary.dark' },
        },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    >
      {messages.site.name}
    </Link>
  );
}
