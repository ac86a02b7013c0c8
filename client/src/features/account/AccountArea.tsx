import Box from '@mui/material/Box';
import { lazy, Suspense } from 'react';
import { RouterLink } from '../../components/RouterLink';
import { PillButton } from '../../components/PillButton';
import { useSession } from '../../lib/session';
import { useSlot } from '../../lib/slots';
import * as messages from '../../messages/pt-BR';

// Signed-in parts (menus, popovers) load only for signed-in readers, after hydration.
const AccountMenu = lazy(() => import('./AccountMenu').then((m) => ({ default: m.AccountMenu })));

const t = messages.layout.account;

/**
 * The login button (spec §2): 'Entrar' for a visitor; once signed in, the bell and the account menu, and for an admin
 * 'Ir para Dashboard' too. Its width is fixed so that the switch after hydration (the server always renders the
 * anonymous state) moves nothing else in the header for readers; an admin's wider area is the one exception.
 */
export function AccountArea() {
  const session = useSession();
  const NotificationBell = useSlot('NotificationBell');
  return (
    <Box
      sx={{
        minWidth: { xs: 88, md: 100 },
        flexShrink: 0,
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'flex-end',
        gap: 0.5,
      }}
    >
      {session.authenticated ? (
        <Suspense fallback={null}>
          {session.role === 'ADMIN' && (
            <Box component="span" sx={{ display: { xs: 'none', md: 'inline-flex' } }}>
              <PillButton component={RouterLink} to="/dashboard" tone="primary">
                {t.dashboard}
              </PillButton>
            </Box>
          )}
          <NotificationBell />
          <AccountMenu session={session} />
        </Suspense>
      ) : (
        <PillButton component={RouterLink} to="/login" tone="primary">
          {t.login}
        </PillButton>
      )}
    </Box>
  );
}
