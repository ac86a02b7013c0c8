import type { ApolloCache } from '@apollo/client';
import { useApolloClient, useQuery } from '@apollo/client/react';
import { useState } from 'react';
import type { MediaItemsQuery as MediaItemsData, MediaTile_ItemFragment } from '../../../gql/graphql';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { MediaItemsQuery } from './media-operations';

export type MediaTile = MediaTile_ItemFragment;
export type MediaPage = MediaItemsData['mediaItems'];

/** How long typing rests before the library is searched. */
const SEARCH_DELAY_MS = 300;

/** Every cached page of the library goes: an upload or a delete shifts them all. */
export function forgetMediaPages(cache: ApolloCache) {
  cache.evict({ id: 'ROOT_QUERY', fieldName: 'mediaItems' });
  cache.gc();
}

export interface MediaLibrary {
  /** what is typed in the search box */
  search: string;
  setSearch: (search: string) => void;
  /** the search the page shown answers (trimmed, once typing rests) */
  searched: string;
  /** the 1-based page shown */
  page: number;
  setPage: (page: number) => void;
  /** the page shown (undefined before the first answer); while the next one loads, the previous one stays */
  list: MediaPage | undefined;
  loading: boolean;
  failed: boolean;
  /** forgets every cached page and shows the first one, unsearched (after an upload: the new picture is first) */
  restart: () => Promise<MediaPage | undefined>;
  /** loads the page again (after a delete, or to retry) */
  reload: () => Promise<void>;
}

/** One page of the media library, newest first, searched on the server. */
export function useMediaLibrary(pageSize: number): MediaLibrary {
  const client = useApolloClient();
  const [search, setSearch] = useState('');
  const searched = useDebouncedValue(search.trim(), SEARCH_DELAY_MS, '');
  // a new search starts at its first page
  const [paging, setPaging] = useState({ searched: '', page: 1 });
  const page = paging.searched === searched ? paging.page : 1;
  const variables = { search: searched || null, page: { page: page - 1, size: pageSize } };
  const { data, previousData, loading, error, refetch } = useQuery(MediaItemsQuery, {
    variables,
    fetchPolicy: 'cache-and-network',
  });
  const list = data?.mediaItems ?? previousData?.mediaItems;

  return {
    search,
    setSearch,
    searched,
    page,
    setPage: (next) => setPaging({ searched, page: next }),
    list,
    loading: loading && !list,
    failed: Boolean(error) && !data,
    restart: async () => {
      forgetMediaPages(client.cache);
      setSearch('');
      setPaging({ searched: '', page: 1 });
      const first = await client
        .query({
          query: MediaItemsQuery,
          variables: { search: null, page: { page: 0, size: pageSize } },
          fetchPolicy: 'network-only',
        })
        .catch(() => undefined);
      return first?.data?.mediaItems;
    },
    reload: async () => {
      forgetMediaPages(client.cache);
      await refetch().catch(() => undefined);
    },
  };
}
