import CloseIcon from '@mui/icons-material/Close';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import type { ReactNode } from 'react';
import { RouterLink } from '../../components/RouterLink';
import { clearSession, useSession } from '../../lib/session';
import * as messages from '../../messages/pt-BR';
import { SiteLogo } from './SiteLogo';
import type { SocialProfile } from '../../lib/social-networks';
import { SocialIconLinks } from '../../components/SocialIconLinks';
import type { LayoutCategory } from './useLayoutChrome';

const t = messages.layout;

/** The mobile menu: the same links and categories as the desktop nav, in a drawer from the left. */
export function MobileMenuDrawer({
  open,
  onClose,
  categories,
  youtubeUrl,
  profiles,
}: {
  open: boolean;
  onClose: () => void;
  categories: LayoutCategory[];
  youtubeUrl: string | null;
  profiles: SocialProfile[];
}) {
  const session = useSession();
  return (
    <Drawer
      anchor="left"
      open={open}
      onClose={onClose}
      slotProps={{
        paper: { 'aria-label': t.mobileMenu.dialog, sx: { width: 'min(340px, 88vw)', bgcolor: 'background.default' } },
      }}
    >
      <Box
        component="nav"
        aria-label={t.mobileMenu.label}
        sx={{ display: 'flex', flexDirection: 'column', height: '100%' }}
      >
        <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', px: 2.5, py: 1.5 }}>
          <SiteLogo onClick={onClose} sx={{ fontSize: '1.3rem' }} />
          <IconButton aria-label={t.mobileMenu.close} onClick={onClose} edge="end">
            <CloseIcon />
          </IconButton>
        </Box>
        <Divider />
        {/* The links scroll; the sign-in and the social links below stay in view on a short phone (390×844). */}
        <Box sx={{ flex: '1 1 auto', minHeight: 0, overflowY: 'auto' }}>
          <List sx={{ px: 1, py: 1.5 }}>
            <DrawerLink to="/recipes" onClick={onClose} primary>
              {t.nav.recipes}
            </DrawerLink>
            <DrawerLink to="/recipe-filter" onClick={onClose} primary>
              {t.recipesMenu.recipesFilter}
            </DrawerLink>
            <DrawerLink to="/e-book" onClick={onClose} primary>
              {t.nav.ebook}
            </DrawerLink>
            {youtubeUrl && (
              <ListItemButton
                component="a"
                href={youtubeUrl}
                target="_blank"
                rel="noopener noreferrer"
                aria-label={`${t.nav.youtube} (${t.nav.newTab})`}
                onClick={onClose}
                sx={itemSx}
              >
                <ListItemText primary={t.nav.youtube} slotProps={{ primary: { sx: primaryTextSx } }} />
                <OpenInNewIcon aria-hidden sx={{ fontSize: 16, color: 'text.secondary' }} />
              </ListItemButton>
            )}
            <DrawerLink to="/about" onClick={onClose} primary>
              {t.nav.about}
            </DrawerLink>
          </List>
          {categories.length > 0 && (
            <List
              sx={{ px: 1, pb: 1.5 }}
              subheader={
                <ListSubheader
                  disableSticky
                  sx={{
                    bgcolor: 'transparent',
                    color: 'secondary.main',
                    fontSize: '0.72rem',
                    fontWeight: 700,
                    letterSpacing: '0.14em',
                    textTransform: 'uppercase',
                    lineHeight: 2.5,
                  }}
                >
                  {t.recipesMenu.categories}
                </ListSubheader>
              }
            >
              {categories.map((category) => (
                <DrawerLink key={category.categoryId} to={`/category/${category.categoryId}`} onClick={onClose}>
                  {category.name}
                </DrawerLink>
              ))}
            </List>
          )}
        </Box>
        <Box
          sx={{
            flex: 'none',
            px: 2.5,
            py: 2,
            borderTop: '1px solid',
            borderColor: 'divider',
            display: 'grid',
            gap: 1.5,
          }}
        >
          {session.authenticated ? (
            <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
              {session.role === 'ADMIN' && (
                <Button component={RouterLink} to="/dashboard" variant="contained" onClick={onClose}>
                  {t.account.dashboard}
                </Button>
              )}
              <Button
                variant="outlined"
                onClick={() => {
                  onClose();
                  clearSession();
                }}
              >
                {t.account.logout}
              </Button>
            </Box>
          ) : (
            <Button
              component={RouterLink}
              to="/login"
              variant="contained"
              onClick={onClose}
              sx={{ justifySelf: 'start' }}
            >
              {t.account.login}
            </Button>
          )}
          <SocialIconLinks profiles={profiles} sx={{ color: 'text.secondary', ml: -1 }} />
        </Box>
      </Box>
    </Drawer>
  );
}

const itemSx = { borderRadius: 2, py: 0.75 } as const;
const primaryTextSx = { fontWeight: 600, fontSize: '1.05rem' } as const;

function DrawerLink({
  to,
  onClick,
  primary,
  children,
}: {
  to: string;
  onClick: () => void;
  primary?: boolean;
  children: ReactNode;
}) {
  return (
    <ListItemButton component={RouterLink} to={to} onClick={onClick} sx={itemSx}>
      <ListItemText
        primary={children}
        slotProps={{ primary: { sx: primary ? primaryTextSx : { fontSize: '0.98rem', color: 'text.secondary' } } }}
      />
    </ListItemButton>
  );
}
