import ForumOutlined from '@mui/icons-material/ForumOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useRef } from 'react';
import type { CommentStatus } from '../../../gql/graphql';
import * as messages from '../../../messages/pt-BR';
import { DataTable, type DataTableColumn } from '../components/DataTable';
import { EmptyState } from '../components/EmptyState';
import { ListPagination } from '../components/ListPagination';
import { SelectPageCheckbox } from '../components/SelectPageCheckbox';
import type { ModerationComment, ModerationQueue } from './use-moderation-queue';

const t = messages.dashboardComments;

interface ModerationListProps {
  queue: ModerationQueue;
  status: CommentStatus;
  /** the 1-based page shown */
  page: number;
  onPage: (page: number) => void;
  columns: DataTableColumn<ModerationComment>[];
  /** how many comments of the page are selected */
  chosen: number;
  onSelectPage: (selected: boolean) => void;
}

/** The tab's states: failed (with a retry), loading, empty, or a page of comments and the pages. */
export function ModerationList({ queue, status, page, onPage, columns, chosen, onSelectPage }: ModerationListProps) {
  const top = useRef<HTMLDivElement>(null);
  if (queue.failed) {
    return (
      <Alert
        severity="error"
        role="alert"
        action={
          <Button color="inherit" size="small" onClick={() => void queue.reload()}>
            {t.retry}
          </Button>
        }
        sx={{ borderRadius: 2 }}
      >
        {t.loadError}
      </Alert>
    );
  }
  const content = queue.page?.content;
  if (content?.length === 0 && !queue.updating) {
    const empty = t.empty[status];
    return <EmptyState icon={ForumOutlined} title={empty.title} text={empty.text} />;
  }
  return (
    <>
      <Box
        ref={top}
        sx={{
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: 'center',
          justifyContent: 'space-between',
          gap: 1,
          mb: 1,
          minHeight: 38,
          scrollMarginTop: 16,
        }}
      >
        <Typography role="status" color="text.secondary" sx={{ fontSize: '0.9rem' }}>
          {queue.page ? t.total(queue.page.totalElements) : ''}
        </Typography>
        {content && content.length > 0 && (
          <SelectPageCheckbox
            label={t.selection.selectPage}
            chosen={chosen}
            total={content.length}
            onChange={onSelectPage}
          />
        )}
      </Box>
      <Box sx={{ opacity: queue.updating ? 0.6 : 1, transition: 'opacity 150ms' }} aria-busy={queue.updating}>
        <DataTable
          label={t.listLabel}
          columns={columns}
          rows={content}
          rowKey={(comment) => comment.commentId}
          loading={queue.loading}
        />
      </Box>
      <ListPagination
        label={t.paginationLabel}
        page={page}
        totalPages={queue.page?.totalPages ?? 0}
        onPage={onPage}
        top={top}
      />
    </>
  );
}
