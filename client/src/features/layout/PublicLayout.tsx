import Box from '@mui/material/Box';
import GlobalStyles from '@mui/material/GlobalStyles';
import { Outlet } from 'react-router-dom';
import * as messages from '../../messages/pt-BR';
import { HydrateWhenVisible } from '../../lib/deferred-hydration';
import { deferredPart } from '../../lib/lazy-route';
import { BANNER_HEIGHT, BAR_HEIGHT } from './layout-constants';
import { SiteHeader } from './SiteHeader';

// Below the fold on every page: its code loads while the page hydrates, and it hydrates when it comes near.
const SiteFooter = deferredPart('src/features/layout/SiteFooter.tsx', () =>
  import('./SiteFooter').then((m) => m.SiteFooter),
);

/** The frame of every public page: skip link, header, the page, footer. */
export function PublicLayout() {
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
      {/* In-page anchors (e.g. /about#contact) land below the fixed header. */}
      <GlobalStyles styles={{ html: { scrollPaddingTop: BANNER_HEIGHT + BAR_HEIGHT.md + 16 } }} />
      <Box
        component="a"
        href="#conteudo"
        sx={{
          position: 'absolute',
          left: 16,
          top: -100,
          zIndex: 'tooltip',
          px: 2,
          py: 1,
          borderRadius: 2,
          bgcolor: 'primary.main',
          color: '#fff',
          fontWeight: 600,
          textDecoration: 'none',
          '&:focus': { top: 12 },
        }}
      >
        {messages.layout.skipToContent}
      </Box>
      <SiteHeader />
      <Box component="main" id="conteudo" tabIndex={-1} sx={{ flex: 1, '&:focus': { outline: 'none' } }}>
        <Outlet />
      </Box>
      <HydrateWhenVisible>
        <SiteFooter />
      </HydrateWhenVisible>
    </Box>
  );
}
