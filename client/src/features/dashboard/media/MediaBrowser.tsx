import PhotoLibraryOutlined from '@mui/icons-material/PhotoLibraryOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useRef } from 'react';
import type { UploadedImage } from '../../../lib/upload-image';
import * as messages from '../../../messages/pt-BR';
import { EmptyState } from '../components/EmptyState';
import { ListPagination } from '../components/ListPagination';
import { SearchField } from '../components/SearchField';
import { MediaGrid } from './MediaGrid';
import { MediaUploadButton } from './MediaUploadButton';
import type { MediaLibrary, MediaTile } from './use-media-library';
import { RetryAlert } from '../components/RetryAlert';

const t = messages.dashboardMedia;

interface MediaBrowserProps {
  library: MediaLibrary;
  selectedId?: number | null;
  onSelect: (item: MediaTile) => void;
  onActivate?: (item: MediaTile) => void;
  /** after an upload: the library shows its first page again, where the new picture is */
  onUploaded: (image: UploadedImage) => void | Promise<void>;
}

/** The library as the screen and the picker show it: search, upload, the grid of a page and the pages. */
export function MediaBrowser({ library, selectedId, onSelect, onActivate, onUploaded }: MediaBrowserProps) {
  const top = useRef<HTMLDivElement>(null);
  const { list, searched } = library;
  return (
    <Box ref={top} sx={{ display: 'grid', gap: 2, minWidth: 0 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'flex-start' }}>
        <SearchField
          value={library.search}
          onChange={library.setSearch}
          placeholder={t.searchPlaceholder}
          label={t.searchLabel}
          maxWidth={420}
        />
        <MediaUploadButton onUploaded={onUploaded} />
      </Box>
      {library.failed ? (
        <RetryAlert retryLabel={t.retry} onRetry={() => void library.reload()}>
          {t.loadError}
        </RetryAlert>
      ) : list && list.totalElements === 0 ? (
        searched ? (
          <EmptyState
            icon={PhotoLibraryOutlined}
            title={t.noMatch}
            text={t.noMatchText(searched)}
            action={<Button onClick={() => library.setSearch('')}>{t.clearSearch}</Button>}
          />
        ) : (
          <EmptyState icon={PhotoLibraryOutlined} title={t.empty} text={t.emptyText} />
        )
      ) : (
        <>
          <Typography role="status" color="text.secondary" sx={{ fontSize: '0.9rem' }}>
            {list ? t.shown(list.totalElements) : ''}
          </Typography>
          <MediaGrid
            items={list?.content}
            label={t.gridLabel}
            selectedId={selectedId}
            onSelect={onSelect}
            onActivate={onActivate}
          />
          <ListPagination
            label={t.pagesLabel}
            page={library.page}
            totalPages={list?.totalPages ?? 0}
            onPage={library.setPage}
            top={top}
          />
        </>
      )}
    </Box>
  );
}
