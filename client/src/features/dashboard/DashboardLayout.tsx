import MenuRounded from '@mui/icons-material/MenuRounded';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import Toolbar from '@mui/material/Toolbar';
import useMediaQuery from '@mui/material/useMediaQuery';
import { Suspense, useState } from 'react';
import { Outlet } from 'react-router-dom';
import * as messages from '../../messages/pt-BR';
import { DashboardBrand } from './DashboardBrand';
import { DashboardSidebar } from './DashboardSidebar';

const SIDEBAR_WIDTH = 272;
const MENU_ID = 'dashboard-menu';
// Spec §9: below 1024 px the sidebar becomes a slide-in menu.
const WIDE = '(min-width:1024px)';

/** The dashboard frame: a fixed sidebar on wide screens, a top bar with a slide-in menu below 1024 px. */
export function DashboardLayout() {
  // The dashboard renders only in the browser, so the real width is known on the first render.
  const wide = useMediaQuery(WIDE, { noSsr: true });
  const [menuOpen, setMenuOpen] = useState(false);
  const closeMenu = () => setMenuOpen(false);

  return (
    <Box sx={{ display: 'flex', minHeight: '100vh', bgcolor: 'background.default' }}>
      {wide ? (
        <Drawer
          variant="permanent"
          sx={{ width: SIDEBAR_WIDTH, flexShrink: 0 }}
          slotProps={{ paper: { sx: { width: SIDEBAR_WIDTH, borderColor: 'divider' } } }}
        >
          <DashboardSidebar />
        </Drawer>
      ) : (
        <Drawer
          id={MENU_ID}
          variant="temporary"
          open={menuOpen}
          onClose={closeMenu}
          ModalProps={{ keepMounted: true }}
          slotProps={{ paper: { sx: { width: SIDEBAR_WIDTH, maxWidth: '85vw' } } }}
        >
          <DashboardSidebar onNavigate={closeMenu} />
        </Drawer>
      )}
      <Box sx={{ flex: 1, minWidth: 0, display: 'flex', flexDirection: 'column' }}>
        {!wide && (
          <AppBar
            position="sticky"
            color="inherit"
            elevation={0}
            sx={{ borderBottom: '1px solid', borderColor: 'divider' }}
          >
            <Toolbar sx={{ gap: 1 }}>
              <IconButton
                edge="start"
                aria-label={messages.dashboard.openMenu}
                aria-controls={MENU_ID}
                aria-expanded={menuOpen}
                onClick={() => setMenuOpen(true)}
              >
                <MenuRounded />
              </IconButton>
              <DashboardBrand />
            </Toolbar>
          </AppBar>
        )}
        <Box
          component="main"
          sx={{ flex: 1, width: '100%', maxWidth: 1240, mx: 'auto', px: { xs: 2, sm: 3, lg: 5 }, py: { xs: 3, lg: 5 } }}
        >
          {/* each screen is a chunk of its own (dashboard-routes.ts) */}
          <Suspense
            fallback={<LinearProgress aria-label={messages.dashboard.loadingScreen} sx={{ borderRadius: 1 }} />}
          >
            <Outlet />
          </Suspense>
        </Box>
      </Box>
    </Box>
  );
}
