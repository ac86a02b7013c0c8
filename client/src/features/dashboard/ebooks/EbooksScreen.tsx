import AddRounded from '@mui/icons-material/AddRounded';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import MenuBookOutlined from '@mui/icons-material/MenuBookOutlined';
import OpenInNew from '@mui/icons-material/OpenInNew';
import SearchOffRounded from '@mui/icons-material/SearchOffRounded';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import * as messages from '../../../messages/pt-BR';
import { DashboardPageHeader } from '../DashboardPageHeader';
import { DataTable, type DataTableColumn } from '../components/DataTable';
import { EmptyState } from '../components/EmptyState';
import { ConfirmDialog } from '../recipes/ConfirmDialog';
import { DeletionImpact } from '../trash/DeletionImpact';
import { useUndoDelete } from '../trash/use-undo-delete';
import type { DashboardEbook } from './ebooks-operations';
import { EbookFormDialog } from './EbookFormDialog';
import { useDashboardEbooks } from './use-dashboard-ebooks';
import { SearchField } from '../components/SearchField';
import { NoticeSnackbar, type Notice } from '../../../components/NoticeSnackbar';

const t = messages.dashboardEbooks;
const section = messages.dashboard.sections.ebooks;

/** /dashboard/e-books (spec §2 "Dashboard e-books"): search, the table, the create/edit form and delete. */
export function EbooksScreen() {
  const [search, setSearch] = useState('');
  const ebooks = useDashboardEbooks(search);
  // undefined: the form is closed; null: creating; an e-book: editing it.
  const [editing, setEditing] = useState<DashboardEbook | null | undefined>(undefined);
  const [confirming, setConfirming] = useState<DashboardEbook | null>(null);
  const [deleting, setDeleting] = useState<number | null>(null);
  const [pageError, setPageError] = useState<string | null>(null);
  const [notice, setNotice] = useState<Notice | null>(null);
  const undoNotice = useUndoDelete(setNotice);

  const create = () => setEditing(null);

  const remove = async (ebook: DashboardEbook) => {
    setConfirming(null);
    setDeleting(ebook.id);
    const done = await ebooks.remove(ebook.id);
    if (done) await ebooks.reload();
    setDeleting(null);
    setPageError(done ? null : t.errors.delete);
    if (done) {
      setNotice(
        undoNotice({
          kind: 'EBOOK',
          ids: [ebook.id],
          title: ebook.title,
          text: t.deleted(ebook.title),
          onRestored: () => ebooks.reload(),
        }),
      );
    }
  };

  const columns: DataTableColumn<DashboardEbook>[] = [
    {
      key: 'cover',
      header: t.columns.cover,
      type: 'image',
      src: (e) => e.verticalCoverImageUrl?.medium,
      alt: (e) => e.title,
      shape: 'portrait',
    },
    {
      key: 'title',
      header: t.columns.title,
      type: 'text',
      // The recipe count sits under the title: one column fewer keeps the table whole on a tablet (800 px).
      value: (e) => (
        <Box sx={{ minWidth: 130 }}>
          <Box sx={{ fontWeight: 600 }}>{e.title}</Box>
          <Typography component="span" variant="body2" color="text.secondary">
            {t.recipeCount(e.recipeIds.length)}
          </Typography>
        </Box>
      ),
    },
    { key: 'author', header: t.columns.author, type: 'text', value: (e) => e.author },
    { key: 'price', header: t.columns.price, type: 'price', value: (e) => e.price },
    { key: 'publicationDate', header: t.columns.publicationDate, type: 'date', value: (e) => e.publicationDate },
    {
      key: 'actions',
      header: t.columns.actions,
      type: 'actions',
      actions: (e) => [
        { label: t.actions.view(e.title), icon: <OpenInNew />, href: e.externalUrl, external: true },
        { label: t.actions.edit(e.title), icon: <EditOutlined />, onClick: () => setEditing(e) },
        {
          label: t.actions.delete(e.title),
          icon: <DeleteOutlined />,
          onClick: () => setConfirming(e),
          tone: 'error',
          disabled: deleting === e.id,
        },
      ],
    },
  ];

  const total = ebooks.all?.length ?? 0;
  const searching = Boolean(search.trim()) && total > 0;
  const empty = searching ? (
    <EmptyState
      icon={SearchOffRounded}
      title={t.noMatch.title}
      text={t.noMatch.text}
      action={
        <Button variant="outlined" onClick={() => setSearch('')}>
          {t.noMatch.action}
        </Button>
      }
    />
  ) : (
    <EmptyState
      icon={MenuBookOutlined}
      title={t.empty.title}
      text={t.empty.text}
      action={
        <Button variant="contained" startIcon={<AddRounded />} onClick={create}>
          {t.empty.action}
        </Button>
      }
    />
  );

  return (
    <>
      <DashboardPageHeader
        title={section.title}
        subtitle={section.subtitle}
        actions={
          // Phones: the button takes its own line, so the title keeps the whole width (no 'E-' / 'books' break).
          <Button
            variant="contained"
            startIcon={<AddRounded />}
            onClick={create}
            sx={{ width: { xs: '100%', sm: 'auto' } }}
          >
            {t.newEbook}
          </Button>
        }
      />
      {(ebooks.failed || pageError) && (
        <Alert
          severity="error"
          role="alert"
          onClose={ebooks.failed ? undefined : () => setPageError(null)}
          action={
            ebooks.failed ? (
              <Button color="inherit" size="small" onClick={() => void ebooks.reload()}>
                {t.retry}
              </Button>
            ) : undefined
          }
          sx={{ mb: 2, borderRadius: 2 }}
        >
          {ebooks.failed ? t.errors.load : pageError}
        </Alert>
      )}
      <Box role="search" sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center', mb: 2 }}>
        <SearchField
          value={search}
          onChange={setSearch}
          placeholder={t.searchPlaceholder}
          label={t.searchLabel}
          maxWidth={480}
        />
        <Typography role="status" color="text.secondary" sx={{ fontSize: '0.9rem', ml: { sm: 'auto' } }}>
          {total > 0 && t.shown(ebooks.shown.length, total)}
        </Typography>
      </Box>
      {ebooks.shown.length === 0 && !ebooks.loading && !ebooks.failed ? (
        empty
      ) : (
        <DataTable
          label={t.listLabel}
          columns={columns}
          rows={ebooks.failed ? [] : ebooks.shown}
          rowKey={(e) => e.id}
          loading={ebooks.loading}
        />
      )}
      <EbookFormDialog
        open={editing !== undefined}
        ebook={editing ?? null}
        onClose={() => setEditing(undefined)}
        onSaved={async ({ title, mode }) => {
          await ebooks.reload();
          setNotice({ severity: 'success', text: mode === 'create' ? t.created(title) : t.updated(title) });
        }}
      />
      <ConfirmDialog
        open={confirming !== null}
        title={t.confirmDelete.title}
        confirmLabel={t.confirmDelete.confirm}
        cancelLabel={t.confirmDelete.cancel}
        onConfirm={() => confirming && void remove(confirming)}
        onCancel={() => setConfirming(null)}
        destructive
      >
        {confirming && t.confirmDelete.text(confirming.title)}
        {confirming && <DeletionImpact kind="EBOOK" ids={[confirming.id]} />}
      </ConfirmDialog>
      <NoticeSnackbar notice={notice} onClose={() => setNotice(null)} />
    </>
  );
}
