import { useQuery } from '@apollo/client/react';
import * as messages from '../../../messages/pt-BR';
import { NavCountBadge } from '../components/NavCountBadge';
import { UnreadContactCountQuery } from './contacts-operations';

/** The number of unread messages beside 'Contatos' in the sidebar; nothing when all are read. */
export function UnreadContactsBadge() {
  // Fresh on every visit to the dashboard; opening a message refetches it.
  const { data } = useQuery(UnreadContactCountQuery, { fetchPolicy: 'cache-and-network' });
  const count = data?.unreadContactCount ?? 0;
  return (
    <NavCountBadge
      count={count}
      spoken={messages.dashboardContacts.unreadBadge(count)}
      testId="unread-contacts-badge"
    />
  );
}
