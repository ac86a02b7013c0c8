import { useQuery } from '@apollo/client/react';
import * as messages from '../../../messages/pt-BR';
import { NavCountBadge } from '../components/NavCountBadge';
import { ModerationCountsQuery } from './comments-operations';

/** The number of comments awaiting approval beside 'Comentários' in the sidebar; nothing when none waits. */
export function PendingCommentsBadge() {
  // Fresh on every visit to the dashboard; the comments screen's actions refetch the same counts.
  const { data } = useQuery(ModerationCountsQuery, { fetchPolicy: 'cache-and-network' });
  const count = data?.moderationCounts.pending ?? 0;
  return (
    <NavCountBadge
      count={count}
      spoken={messages.dashboardComments.pendingBadge(count)}
      testId="pending-comments-badge"
    />
  );
}
