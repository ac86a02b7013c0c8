import { graphql } from '../../../gql';

/** What a tile of the library shows, and what a picked picture hands to an image field. */
export const MediaTileFragment = graphql(`
  fragment MediaTile_item on MediaItem {
    id
    url
    thumbnailUrl
    image {
      small
      medium
      original
    }
    width
    height
    alt
    originalName
    focalPoint {
      x
      y
    }
    createdAt
    uploadedBy
    usageCount
  }
`);

/** One page of the library, newest first, searched by alt text and file name on the server. */
export const MediaItemsQuery = graphql(`
  query MediaItems($search: String, $page: PageInput) {
    mediaItems(search: $search, page: $page) {
      content {
        ...MediaTile_item
      }
      page
      size
      totalElements
      totalPages
    }
  }
`);

/** A picture with every place that shows it. */
export const MediaItemDetailFragment = graphql(`
  fragment MediaItemDetail_detail on MediaItemDetail {
    item {
      ...MediaTile_item
    }
    usages {
      kind
      id
      title
      field
      trashed
    }
  }
`);

export const MediaItemQuery = graphql(`
  query MediaItem($id: Int!) {
    mediaItem(id: $id) {
      ...MediaItemDetail_detail
    }
  }
`);

export const UpdateMediaItemMutation = graphql(`
  mutation UpdateMediaItem($id: Int!, $alt: String) {
    updateMediaItem(id: $id, alt: $alt) {
      ...MediaItemDetail_detail
    }
  }
`);

export const DeleteMediaItemMutation = graphql(`
  mutation DeleteMediaItem($id: Int!) {
    deleteMediaItem(id: $id)
  }
`);
