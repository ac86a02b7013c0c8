import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Toolbar from '@mui/material/Toolbar';
import { Link as RouterLink } from 'react-router-dom';
import { messages } from '../../messages/pt-BR';

/** Placeholder header (the full header with promo banner, menus and drawers replaces it). */
export function SiteHeader() {
  return (
    <AppBar position="sticky" color="inherit" elevation={0} sx={{ borderBottom: '1px solid', borderColor: 'divider' }}>
      <Container maxWidth="lg">
        <Toolbar disableGutters>
          <Link
            component={RouterLink}
            to="/"
            underline="none"
            sx={{ fontFamily: 'serif', fontSize: '1.5rem', fontWeight: 700 }}
          >
            {messages.site.name}
          </Link>
          <Box sx={{ flex: 1 }} />
        </Toolbar>
      </Container>
    </AppBar>
  );
}
