import { useMutation, useQuery } from '@apollo/client/react';
import { useMemo } from 'react';
import { matchesEbookSearch } from './ebook-search';
import { DashboardEbooksQuery, DeleteEbookMutation, type DashboardEbook } from './ebooks-operations';

export interface DashboardEbooks {
  /** every e-book loaded (undefined before the first answer) */
  all: readonly DashboardEbook[] | undefined;
  /** those matching the search */
  shown: readonly DashboardEbook[];
  /** the first load is under way */
  loading: boolean;
  /** the list could not be loaded */
  failed: boolean;
  /** loads the whole list again (after a change, or to retry) */
  reload: () => Promise<void>;
  /** deletes an e-book; false when the server refused or could not be reached */
  remove: (id: number) => Promise<boolean>;
}

/** The admin's e-books, loaded whole and searched here (spec §2: client-side, on title or author). */
export function useDashboardEbooks(search: string): DashboardEbooks {
  // spec §4: the list reloads each time the screen opens.
  const { data, loading, error, refetch } = useQuery(DashboardEbooksQuery, { fetchPolicy: 'cache-and-network' });
  const [deleteEbook] = useMutation(DeleteEbookMutation);
  const all = data?.adminEbooks;
  const shown = useMemo(() => (all ?? []).filter((ebook) => matchesEbookSearch(ebook, search)), [all, search]);

  return {
    all,
    shown,
    loading: loading && !all,
    failed: Boolean(error) && !all,
    reload: async () => {
      await refetch().catch(() => undefined);
    },
    remove: async (id) => {
      try {
        const result = await deleteEbook({ variables: { id } });
        return Boolean(result.data?.deleteEbook);
      } catch {
        return false;
      }
    },
  };
}
