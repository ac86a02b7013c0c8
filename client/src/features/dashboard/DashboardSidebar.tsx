import LogoutRounded from '@mui/icons-material/LogoutRounded';
import StorefrontOutlined from '@mui/icons-material/StorefrontOutlined';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { alpha } from '@mui/material/styles';
import { useLocation } from 'react-router-dom';
import { RouterLink } from '../../components/RouterLink';
import { useSession } from '../../lib/session';
import * as messages from '../../messages/pt-BR';
import { DashboardBrand } from './DashboardBrand';
import { isNavItemActive } from './dashboard-nav';
import { DASHBOARD_NAV } from './dashboard-routes';
import { useSignOut } from './use-sign-out';

const m = messages.dashboard;

/** The sidebar's content: brand, the screens of the route table, who is signed in, 'Ver site' and 'Sair'. */
export function DashboardSidebar({ onNavigate }: { onNavigate?: () => void }) {
  const { pathname } = useLocation();
  const { email } = useSession();
  const signOut = useSignOut();
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', height: '100%' }}>
      <Box sx={{ px: 2.5, py: 2.5 }}>
        <DashboardBrand />
      </Box>
      <Box component="nav" aria-label={m.navLabel} sx={{ flex: 1, overflowY: 'auto', px: 1.5, pt: 1 }}>
        <List disablePadding sx={{ display: 'grid', gap: 0.5 }}>
          {DASHBOARD_NAV.map(({ href, label, icon: Icon, badge: Badge }) => {
            const active = isNavItemActive(href, pathname);
            return (
              <ListItemButton
                key={href}
                component={RouterLink}
                to={href}
                selected={active}
                aria-current={active ? 'page' : undefined}
                onClick={onNavigate}
                sx={(theme) => ({
                  borderRadius: 2.5,
                  py: 1,
                  color: 'text.secondary',
                  '& .MuiListItemIcon-root': { minWidth: 40, color: 'inherit' },
                  '&:hover': { bgcolor: alpha(theme.palette.primary.main, 0.06), color: 'text.primary' },
                  '&.Mui-selected, &.Mui-selected:hover': {
                    bgcolor: alpha(theme.palette.primary.main, 0.12),
                    color: 'primary.dark',
                  },
                })}
              >
                <ListItemIcon>
                  <Icon />
                </ListItemIcon>
                <ListItemText primary={label} slotProps={{ primary: { sx: { fontWeight: active ? 700 : 500 } } }} />
                {Badge && <Badge />}
              </ListItemButton>
            );
          })}
        </List>
      </Box>
      <Divider />
      <Box sx={{ p: 2, display: 'grid', gap: 1.5 }}>
        {email && (
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.25, minWidth: 0 }}>
            <Avatar sx={{ width: 36, height: 36, bgcolor: 'secondary.main', fontSize: '0.95rem' }}>
              {email.charAt(0).toUpperCase()}
            </Avatar>
            <Box sx={{ minWidth: 0 }}>
              <Typography sx={{ fontSize: '0.75rem', color: 'text.secondary' }}>{m.signedInAs}</Typography>
              <Typography sx={{ fontSize: '0.875rem', fontWeight: 600 }} noWrap title={email}>
                {email}
              </Typography>
            </Box>
          </Box>
        )}
        <Box sx={{ display: 'flex', gap: 1 }}>
          <Button
            component={RouterLink}
            to="/"
            variant="outlined"
            size="small"
            startIcon={<StorefrontOutlined />}
            sx={{ flex: 1, px: 1.5, whiteSpace: 'nowrap' }}
          >
            {m.viewSite}
          </Button>
          <Button
            onClick={signOut}
            variant="contained"
            color="primary"
            size="small"
            startIcon={<LogoutRounded />}
            sx={{ flex: 1, px: 1.5, whiteSpace: 'nowrap' }}
          >
            {m.logout}
          </Button>
        </Box>
      </Box>
    </Box>
  );
}
