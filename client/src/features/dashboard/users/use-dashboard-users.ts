import { useMutation, useQuery } from '@apollo/client/react';
import { useMemo } from 'react';
import { matchesUserSearch } from './user-search';
import { DashboardUsersQuery, DeleteUserMutation, type DashboardUser } from './users-operations';

export interface DashboardUsers {
  /** every account loaded (undefined before the first answer) */
  all: readonly DashboardUser[] | undefined;
  /** those matching the search */
  shown: readonly DashboardUser[];
  loading: boolean;
  /** why the list could not be loaded (null when it was) */
  error: unknown;
  /** loads the whole list again (after a create, or to retry) */
  reload: () => Promise<void>;
  /** deletes an account and drops it from the cached list; throws the server's refusal */
  remove: (id: number) => Promise<void>;
}

/** The accounts, searched here over the whole list; an edit updates its row through the normalised cache. */
export function useDashboardUsers(search: string): DashboardUsers {
  const { data, loading, error, refetch } = useQuery(DashboardUsersQuery, { fetchPolicy: 'cache-and-network' });
  const [deleteUser] = useMutation(DeleteUserMutation);
  const all = data?.users;
  const shown = useMemo(() => (all ?? []).filter((user) => matchesUserSearch(user, search)), [all, search]);

  return {
    all,
    shown,
    loading: loading && !all,
    error: all ? null : (error ?? null),
    reload: async () => {
      await refetch().catch(() => undefined);
    },
    remove: async (id) => {
      await deleteUser({
        variables: { id },
        update(cache, { data: answer }) {
          const ref = cache.identify({ __typename: 'User', id });
          if (!answer?.deleteUser || !ref) return;
          cache.evict({ id: ref });
          cache.gc();
        },
      });
    },
  };
}
