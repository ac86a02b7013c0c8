import { useApolloClient, useMutation, useQuery } from '@apollo/client/react';
import type { DashboardCategoriesQuery } from '../../../gql/graphql';
import type { TermKind } from './term-kinds';
import {
  CreateCategoryMutation,
  CreateCravingMutation,
  CreateOccasionMutation,
  DashboardCategoriesQuery as CategoriesQuery,
  DashboardCravingsQuery,
  DashboardOccasionsQuery,
  DeleteCategoryMutation,
  DeleteCravingMutation,
  DeleteOccasionMutation,
  UpdateCategoryMutation,
  UpdateCravingMutation,
  UpdateOccasionMutation,
} from './taxonomy-operations';

/** The renditions of a term's image the server keeps (a category has no original). */
export interface TermImage {
  small: string | null;
  medium: string | null;
  original?: string | null;
}

/** A category, craving or occasion as one row of the screen. */
export interface Term {
  id: number;
  name: string;
  description: string | null;
  image: TermImage | null;
  createdAt: string;
  /** the version the server had when the list loaded (categories: a save over a newer one is refused) */
  version?: number;
}

/** What the form sends: trimmed, blanks as null. */
export interface TermValues {
  name: string;
  description: string | null;
  image: TermImage | null;
}

export interface TermStore {
  /** every term (undefined before the first answer) */
  items: readonly Term[] | undefined;
  loading: boolean;
  failed: boolean;
  reload: () => Promise<void>;
  /**
   * Creates (id null) or updates, then reloads the list; throws the server's error. A versioned term's update is
   * checked against `expectedVersion` (default: the version the list loaded).
   */
  save: (id: number | null, values: TermValues, expectedVersion?: number | null) => Promise<void>;
  /** the term as the site has it now (versioned kinds only: a save refused as stale is merged with it) */
  latest?: (id: number) => Promise<Term | null>;
  /** deletes, then reloads the list; false when the server refused or could not be reached */
  remove: (id: number) => Promise<boolean>;
}

interface Loaded {
  items: readonly Term[] | undefined;
  loading: boolean;
  error: unknown;
  refetch: () => Promise<unknown>;
}

function store(
  { items, loading, error, refetch }: Loaded,
  write: (id: number | null, values: TermValues, expectedVersion?: number | null) => Promise<unknown>,
  erase: (id: number) => Promise<unknown>,
): TermStore {
  const reload = async () => {
    await refetch().catch(() => undefined);
  };
  return {
    items,
    loading: loading && !items,
    failed: Boolean(error) && !items,
    reload,
    save: async (id, values, expectedVersion) => {
      await write(id, values, expectedVersion);
      await reload();
    },
    remove: async (id) => {
      try {
        await erase(id);
      } catch {
        return false;
      }
      await reload();
      return true;
    },
  };
}

// Refreshed on each visit to the screen; the lists are small and searched here.
const LIST_POLICY = { fetchPolicy: 'cache-and-network' } as const;

/** A category as a row of the screen. */
const categoryTerm = (c: DashboardCategoriesQuery['categories'][number]): Term => ({
  id: c.categoryId,
  name: c.name,
  description: c.description ?? null,
  image: c.imageUrl ?? null,
  createdAt: c.createdAt,
  version: c.version,
});

function useCategoryStore(): TermStore {
  const client = useApolloClient();
  const { data, loading, error, refetch } = useQuery(CategoriesQuery, LIST_POLICY);
  const [create] = useMutation(CreateCategoryMutation);
  const [update] = useMutation(UpdateCategoryMutation);
  const [erase] = useMutation(DeleteCategoryMutation);
  const items = data?.categories.map(categoryTerm);
  const categories = store(
    { items, loading, error, refetch },
    (id, { name, description, image }, expected) => {
      const input = { name, description, imageUrl: image && { small: image.small, medium: image.medium } };
      if (id === null) return create({ variables: { input } });
      const expectedVersion = expected ?? items?.find((term) => term.id === id)?.version ?? null;
      return update({ variables: { id, input, expectedVersion } });
    },
    (id) => erase({ variables: { id } }),
  );
  return {
    ...categories,
    latest: async (id) => {
      // the list, fresh from the site (the screen shows it too)
      const result = await client.query({ query: CategoriesQuery, fetchPolicy: 'network-only' });
      const found = result.data?.categories.find((c) => c.categoryId === id);
      return found ? categoryTerm(found) : null;
    },
  };
}

function useCravingStore(): TermStore {
  const { data, loading, error, refetch } = useQuery(DashboardCravingsQuery, LIST_POLICY);
  const [create] = useMutation(CreateCravingMutation);
  const [update] = useMutation(UpdateCravingMutation);
  const [erase] = useMutation(DeleteCravingMutation);
  const items = data?.cravings.map((c) => ({
    id: c.id,
    name: c.name,
    description: c.description ?? null,
    image: c.imageUrl ?? null,
    createdAt: c.createdAt,
  }));
  return store(
    { items, loading, error, refetch },
    (id, { name, description, image }) => {
      const imageUrl = image && { small: image.small, medium: image.medium, original: image.original ?? null };
      const input = { name, description, imageUrl };
      return id === null ? create({ variables: { input } }) : update({ variables: { id, input } });
    },
    (id) => erase({ variables: { id } }),
  );
}

function useOccasionStore(): TermStore {
  const { data, loading, error, refetch } = useQuery(DashboardOccasionsQuery, LIST_POLICY);
  const [create] = useMutation(CreateOccasionMutation);
  const [update] = useMutation(UpdateOccasionMutation);
  const [erase] = useMutation(DeleteOccasionMutation);
  const items = data?.occasions.map((o) => ({
    id: o.id,
    name: o.name,
    description: null,
    image: null,
    createdAt: o.createdAt,
  }));
  return store(
    { items, loading, error, refetch },
    (id, { name }) => {
      const input = { name };
      return id === null ? create({ variables: { input } }) : update({ variables: { id, input } });
    },
    (id) => erase({ variables: { id } }),
  );
}

/** Each tab's data; a tab's component is keyed by its kind, so the hook it calls never changes. */
export const TERM_STORES: Record<TermKind, () => TermStore> = {
  categories: useCategoryStore,
  cravings: useCravingStore,
  occasions: useOccasionStore,
};
