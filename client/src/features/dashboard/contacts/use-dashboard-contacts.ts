import { useMutation, useQuery } from '@apollo/client/react';
import type { DashboardContact_ContactFragment } from '../../../gql/graphql';
import { DashboardContactsQuery, MarkContactReadMutation } from './contacts-operations';

export type DashboardContact = DashboardContact_ContactFragment;

export interface DashboardContacts {
  /** every message (undefined before the first answer) */
  all: readonly DashboardContact[] | undefined;
  loading: boolean;
  failed: boolean;
  reload: () => Promise<void>;
  /** marks a message read; the list, the sidebar badge and the overview follow */
  markRead: (id: number) => Promise<void>;
}

export function useDashboardContacts(): DashboardContacts {
  const { data, loading, error, refetch } = useQuery(DashboardContactsQuery, { fetchPolicy: 'cache-and-network' });
  const [markContactRead] = useMutation(MarkContactReadMutation, {
    refetchQueries: ['UnreadContactCount', 'DashboardOverview'],
  });
  const all = data?.contacts;
  return {
    all,
    loading: loading && !all,
    failed: Boolean(error) && !all,
    reload: async () => {
      await refetch().catch(() => undefined);
    },
    markRead: async (id) => {
      // Not being marked read loses nothing: the message stays unread and is marked on the next opening.
      await markContactRead({ variables: { id } }).catch(() => undefined);
    },
  };
}
