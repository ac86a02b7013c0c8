import { graphql } from '../../../gql';

/** One page of the trash, newest first, optionally of one kind. */
export const TrashQuery = graphql(`
  query Trash($kind: TrashKind, $page: Int!, $size: Int!) {
    trash(kind: $kind, page: { page: $page, size: $size }) {
      totalElements
      totalPages
      content {
        kind
        id
        title
        deletedAt
        deletedByName
        purgeAt
      }
    }
  }
`);

export const RestoreFromTrashMutation = graphql(`
  mutation RestoreFromTrash($kind: TrashKind!, $id: Int!) {
    restoreFromTrash(kind: $kind, id: $id)
  }
`);

export const DeleteForeverMutation = graphql(`
  mutation DeleteForever($kind: TrashKind!, $id: Int!) {
    deleteForever(kind: $kind, id: $id)
  }
`);

export const EmptyTrashMutation = graphql(`
  mutation EmptyTrash {
    emptyTrash
  }
`);

/** Where the site's configuration points to the items about to be deleted. */
export const DeletionImpactQuery = graphql(`
  query DeletionImpact($kind: TrashKind!, $ids: [Int!]!) {
    deletionImpact(kind: $kind, ids: $ids) {
      label
    }
  }
`);
