import { useQuery } from '@apollo/client/react';
import Box from '@mui/material/Box';
import { VisuallyHidden } from '../../../components/VisuallyHidden';
import * as messages from '../../../messages/pt-BR';
import { UnreadContactCountQuery } from './contacts-operations';

/** The number of unread messages beside 'Contatos' in the sidebar; nothing when all are read. */
export function UnreadContactsBadge() {
  // Fresh on every visit to the dashboard; opening a message refetches it.
  const { data } = useQuery(UnreadContactCountQuery, { fetchPolicy: 'cache-and-network' });
  const count = data?.unreadContactCount ?? 0;
  if (count < 1) return null;
  return (
    <>
      <Box
        component="span"
        aria-hidden
        data-testid="unread-contacts-badge"
        sx={{
          ml: 1,
          minWidth: 22,
          height: 22,
          px: 0.75,
          borderRadius: 11,
          display: 'inline-grid',
          placeItems: 'center',
          bgcolor: 'primary.main',
          color: 'primary.contrastText',
          fontSize: '0.75rem',
          fontWeight: 700,
          lineHeight: 1,
        }}
      >
        {count > 99 ? '99+' : count}
      </Box>
      <VisuallyHidden>{` (${messages.dashboardContacts.unreadBadge(count)})`}</VisuallyHidden>
    </>
  );
}
