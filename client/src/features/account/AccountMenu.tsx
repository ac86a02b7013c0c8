import { useMutation } from '@apollo/client/react';
import DashboardIcon from '@mui/icons-material/Dashboard';
import DevicesOtherIcon from '@mui/icons-material/DevicesOther';
import FavoriteBorderIcon from '@mui/icons-material/FavoriteBorder';
import LogoutIcon from '@mui/icons-material/Logout';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { RouterLink } from '../../components/RouterLink';
import { clearSession, storeToken, type Session } from '../../lib/session';
import * as messages from '../../messages/pt-BR';
import { LogoutEverywhereMutation } from './account-operations';
import { NoticeSnackbar, type Notice } from '../../components/NoticeSnackbar';

const t = messages.layout.account;
const a = messages.account;

/**
 * The signed-in reader's menu: who is signed in, the dashboard for admins, their saved recipes, 'Sair', and 'Sair de
 * todos os dispositivos' (every other session ends; this device keeps going with the fresh token the server sends).
 */
export function AccountMenu({ session }: { session: Session }) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [notice, setNotice] = useState<Notice | null>(null);
  const [logoutEverywhere, { loading: endingSessions }] = useMutation(LogoutEverywhereMutation);
  const menuId = useId();
  const close = () => setAnchor(null);
  const endOtherSessions = async () => {
    close();
    try {
      const { data } = await logoutEverywhere();
      if (!data) throw new Error('no token');
      storeToken(data.logoutEverywhere.token);
      setNotice({ severity: 'success', text: a.loggedOutEverywhere });
    } catch {
      setNotice({ severity: 'error', text: a.logoutEverywhereFailed });
    }
  };
  const initial = (session.email ?? '?').charAt(0).toUpperCase();
  return (
    <>
      <IconButton
        aria-label={t.menu}
        aria-haspopup="menu"
        aria-expanded={Boolean(anchor)}
        aria-controls={anchor ? menuId : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
        sx={{ p: 0.5 }}
      >
        <Avatar sx={{ width: 34, height: 34, bgcolor: 'secondary.main', fontSize: '0.95rem', fontWeight: 700 }}>
          {initial}
        </Avatar>
      </IconButton>
      <Menu
        id={menuId}
        anchorEl={anchor}
        open={Boolean(anchor)}
        onClose={close}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{ paper: { sx: { mt: 1, minWidth: 240, borderRadius: 3 } } }}
      >
        {session.email && (
          <Box sx={{ px: 2, pt: 1, pb: 1.5 }}>
            <Typography variant="caption" color="text.secondary">
              {t.signedInAs}
            </Typography>
            <Typography variant="body2" sx={{ fontWeight: 600 }} noWrap>
              {session.email}
            </Typography>
          </Box>
        )}
        {session.email && <Divider />}
        {session.role === 'ADMIN' && (
          <MenuItem component={RouterLink} to="/dashboard" onClick={close}>
            <ListItemIcon>
              <DashboardIcon fontSize="small" />
            </ListItemIcon>
            {t.dashboard}
          </MenuItem>
        )}
        <MenuItem component={RouterLink} to="/minhas-receitas" onClick={close}>
          <ListItemIcon>
            <FavoriteBorderIcon fontSize="small" />
          </ListItemIcon>
          {t.savedRecipes}
        </MenuItem>
        <MenuItem
          onClick={() => {
            close();
            clearSession();
          }}
        >
          <ListItemIcon>
            <LogoutIcon fontSize="small" />
          </ListItemIcon>
          {t.logout}
        </MenuItem>
        <MenuItem onClick={endOtherSessions} disabled={endingSessions}>
          <ListItemIcon>
            <DevicesOtherIcon fontSize="small" />
          </ListItemIcon>
          {a.logoutEverywhere}
        </MenuItem>
      </Menu>
      <NoticeSnackbar notice={notice} onClose={() => setNotice(null)} />
    </>
  );
}
