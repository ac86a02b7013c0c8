import AddRounded from '@mui/icons-material/AddRounded';
import CategoryOutlined from '@mui/icons-material/CategoryOutlined';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import SearchOffRounded from '@mui/icons-material/SearchOffRounded';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useMemo, useState, type ReactNode } from 'react';
import * as messages from '../../../messages/pt-BR';
import { DashboardPageHeader } from '../DashboardPageHeader';
import { DataTable, type DataTableColumn } from '../components/DataTable';
import { EmptyState } from '../components/EmptyState';
import { ConfirmDialog } from '../recipes/ConfirmDialog';
import { DeletionImpact } from '../trash/DeletionImpact';
import { useUndoDelete } from '../trash/use-undo-delete';
import { TERM_KINDS, type TermKind } from './term-kinds';
import { matchesTerm } from './term-search';
import { TermFormDialog } from './TermFormDialog';
import { TERM_STORES, type Term } from './use-term-store';
import { SearchField } from '../components/SearchField';
import { NoticeSnackbar, type Notice } from '../../../components/NoticeSnackbar';

const m = messages.dashboardCategories;

interface TermManagerProps {
  kind: TermKind;
  /** the tabs, between the heading and the list */
  tabs: ReactNode;
  /** the id of the panel the tabs control */
  panelId: string;
  /** the id of the tab that labels the panel */
  tabId: string;
}

/** One tab of the categories screen: search, the table, create/edit and delete of one kind of term. */
export function TermManager({ kind, tabs, panelId, tabId }: TermManagerProps) {
  const spec = TERM_KINDS[kind];
  const copy = m.terms[kind];
  const useStore = TERM_STORES[kind];
  const store = useStore();
  const [search, setSearch] = useState('');
  // undefined: the form is closed; null: creating; a term: editing it.
  const [editing, setEditing] = useState<Term | null | undefined>(undefined);
  const [confirming, setConfirming] = useState<Term | null>(null);
  const [deleting, setDeleting] = useState<number | null>(null);
  const [notice, setNotice] = useState<Notice | null>(null);
  const undoNotice = useUndoDelete(setNotice);

  const shown = useMemo(() => (store.items ?? []).filter((term) => matchesTerm(term, search)), [store.items, search]);
  const total = store.items?.length ?? 0;

  const remove = async (term: Term) => {
    setConfirming(null);
    setDeleting(term.id);
    const done = await store.remove(term.id);
    setDeleting(null);
    if (!done) return setNotice({ severity: 'error', text: copy.deleteError });
    // a category goes to the trash (its recipes keep it when it comes back); cravings and occasions go for good
    setNotice(
      kind === 'categories'
        ? undoNotice({
            kind: 'CATEGORY',
            ids: [term.id],
            title: term.name,
            text: copy.deleted(term.name),
            onRestored: () => store.reload(),
          })
        : { severity: 'success', text: copy.deleted(term.name) },
    );
  };

  const columns = useMemo<DataTableColumn<Term>[]>(
    () => [
      ...(spec.hasImage
        ? [
            {
              key: 'image',
              header: m.columns.image,
              type: 'image',
              src: (term: Term) => term.image?.small ?? term.image?.medium ?? null,
              alt: (term: Term) => term.name,
            } as const,
          ]
        : []),
      { key: 'name', header: m.columns.name, type: 'text', primary: true, value: (term) => term.name },
      ...(spec.hasDescription
        ? [
            {
              key: 'description',
              header: m.columns.description,
              type: 'text',
              value: (term: Term) => term.description && <Clamped>{term.description}</Clamped>,
            } as const,
          ]
        : []),
      { key: 'createdAt', header: m.columns.createdAt, type: 'date', value: (term) => term.createdAt },
      {
        key: 'actions',
        header: m.columns.actions,
        type: 'actions',
        actions: (term) => [
          {
            label: m.actions.edit(term.name),
            icon: <EditOutlined fontSize="small" />,
            onClick: () => setEditing(term),
          },
          {
            label: m.actions.delete(term.name),
            icon: <DeleteOutlined fontSize="small" />,
            onClick: () => setConfirming(term),
            tone: 'error',
            disabled: deleting === term.id,
          },
        ],
      },
    ],
    [spec, deleting],
  );

  const filtered = Boolean(search.trim()) && total > 0;
  const empty = filtered ? (
    <EmptyState
      icon={SearchOffRounded}
      title={copy.noMatch.title}
      text={copy.noMatch.text}
      action={
        <Button variant="outlined" onClick={() => setSearch('')}>
          {copy.noMatch.action}
        </Button>
      }
    />
  ) : (
    <EmptyState
      icon={CategoryOutlined}
      title={copy.empty.title}
      text={copy.empty.text}
      action={
        <Button variant="contained" onClick={() => setEditing(null)}>
          {copy.empty.action}
        </Button>
      }
    />
  );

  return (
    <>
      <DashboardPageHeader
        title={messages.dashboard.sections.categories.title}
        actions={
          // Phones: the button takes its own line, so the title is not squeezed into one word a line.
          <Button
            variant="contained"
            startIcon={<AddRounded />}
            onClick={() => setEditing(null)}
            sx={{ width: { xs: '100%', sm: 'auto' } }}
          >
            {copy.newItem}
          </Button>
        }
      />
      {tabs}
      <Box role="tabpanel" id={panelId} aria-labelledby={tabId}>
        <Box role="search" sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center', mb: 2 }}>
          <SearchField
            value={search}
            onChange={setSearch}
            placeholder={copy.searchPlaceholder}
            label={copy.searchLabel}
            maxWidth={480}
          />
          <Typography role="status" color="text.secondary" sx={{ fontSize: '0.9rem' }}>
            {total > 0 && copy.shown(shown.length, total)}
          </Typography>
        </Box>
        {store.failed ? (
          <Alert
            severity="error"
            role="alert"
            action={
              <Button color="inherit" size="small" onClick={() => void store.reload()}>
                {m.actions.retry}
              </Button>
            }
            sx={{ borderRadius: 2 }}
          >
            {copy.loadError}
          </Alert>
        ) : !store.loading && shown.length === 0 ? (
          empty
        ) : (
          <DataTable
            label={copy.listLabel}
            columns={columns}
            rows={store.loading ? undefined : shown}
            rowKey={(term) => term.id}
            loading={store.loading}
          />
        )}
      </Box>
      <TermFormDialog
        kind={kind}
        open={editing !== undefined}
        term={editing ?? null}
        save={store.save}
        latest={store.latest}
        onClose={() => setEditing(undefined)}
        onSaved={(name, mode) =>
          setNotice({ severity: 'success', text: mode === 'create' ? copy.created(name) : copy.updated(name) })
        }
      />
      <ConfirmDialog
        open={confirming !== null}
        title={copy.deleteTitle}
        confirmLabel={m.actions.confirmDelete}
        cancelLabel={m.actions.cancel}
        onConfirm={() => confirming && void remove(confirming)}
        onCancel={() => setConfirming(null)}
        destructive
      >
        {confirming && (
          <>
            <Box component="p" sx={{ m: 0 }}>
              {copy.confirmDelete(confirming.name)}
            </Box>
            <Box component="p" sx={{ mt: 1, mb: 0, fontSize: '0.92rem' }}>
              {copy.deleteNote}
            </Box>
            {kind === 'categories' && <DeletionImpact kind="CATEGORY" ids={[confirming.id]} />}
          </>
        )}
      </ConfirmDialog>
      <NoticeSnackbar notice={notice} onClose={() => setNotice(null)} />
    </>
  );
}

/** A long description cut to two lines on screen; the whole text stays in the page (screen readers) and the title. */
function Clamped({ children }: { children: string }) {
  return (
    <Box
      component="span"
      title={children}
      sx={{
        display: '-webkit-box',
        WebkitLineClamp: 2,
        WebkitBoxOrient: 'vertical',
        overflow: 'hidden',
        maxWidth: 420,
        color: 'text.secondary',
      }}
    >
      {children}
    </Box>
  );
}
