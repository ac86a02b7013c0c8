import type { MockLink } from '@apollo/client/testing';
import { MediaItemQuery, MediaItemsQuery } from './media-operations';

// The library as the tests' mocked server answers it.

export const mediaTile = (id: number, name: string, fields: Record<string, unknown> = {}) => ({
  __typename: 'MediaItem' as const,
  id,
  url: `/uploads/2026/11/${name}-medium.webp`,
  thumbnailUrl: `/uploads/2026/11/${name}-small.webp`,
  image: {
    __typename: 'ImageSet' as const,
    small: `/uploads/2026/11/${name}-small.webp`,
    medium: `/uploads/2026/11/${name}-medium.webp`,
    original: `/uploads/2026/11/${name}-original.webp`,
  },
  width: 1200,
  height: 800,
  alt: null as string | null,
  originalName: `${name}.jpg`,
  focalPoint: { __typename: 'FocalPoint' as const, x: 500, y: 500 },
  createdAt: '2026-11-20T15:30:00.000Z',
  uploadedBy: 'Marina',
  usageCount: 0,
  ...fields,
});
export type MediaTileFixture = ReturnType<typeof mediaTile>;

export const mediaPageMock = (
  items: MediaTileFixture[],
  {
    search = null,
    page = 0,
    size = 24,
    total = items.length,
  }: Partial<{ search: string | null; page: number; size: number; total: number }> = {},
): MockLink.MockedResponse => ({
  request: { query: MediaItemsQuery, variables: { search, page: { page, size } } },
  result: {
    data: {
      mediaItems: {
        __typename: 'MediaItemPage',
        content: items,
        page,
        size,
        totalElements: total,
        totalPages: Math.ceil(total / size),
      },
    },
  },
});

export const mediaUsage = (kind: string, id: number, title: string, field: string, trashed = false) => ({
  __typename: 'MediaUsage' as const,
  kind,
  id,
  title,
  field,
  trashed,
});

export const mediaDetailMock = (
  item: MediaTileFixture,
  usages: ReturnType<typeof mediaUsage>[],
): MockLink.MockedResponse => ({
  request: { query: MediaItemQuery, variables: { id: item.id } },
  result: {
    data: { mediaItem: { __typename: 'MediaItemDetail', item: { ...item, usageCount: usages.length }, usages } },
  },
});
