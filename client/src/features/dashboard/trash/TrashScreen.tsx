import { useMutation, useQuery } from '@apollo/client/react';
import DeleteForeverOutlined from '@mui/icons-material/DeleteForeverOutlined';
import DeleteOutlineRounded from '@mui/icons-material/DeleteOutlineRounded';
import RestoreRounded from '@mui/icons-material/RestoreRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import IconButton from '@mui/material/IconButton';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { NoticeSnackbar, type Notice } from '../../../components/NoticeSnackbar';
import type { TrashKind, TrashQuery as TrashData } from '../../../gql/graphql';
import { formatShortDate } from '../../../lib/format';
import { formatSiteDateTime } from '../../../lib/site-time';
import * as messages from '../../../messages/pt-BR';
import { DashboardPageHeader } from '../DashboardPageHeader';
import { EmptyState } from '../components/EmptyState';
import { ListPagination } from '../components/ListPagination';
import { ConfirmDialog } from '../recipes/ConfirmDialog';
import { DeleteForeverMutation, EmptyTrashMutation, RestoreFromTrashMutation, TrashQuery } from './trash-operations';
import { RetryAlert } from '../components/RetryAlert';

const t = messages.dashboardTrash;
const PER_PAGE = 25;
const KINDS = ['ALL', 'RECIPE', 'EBOOK', 'CATEGORY'] as const;
type KindFilter = (typeof KINDS)[number];
type TrashItem = TrashData['trash']['content'][number];

type Question = { kind: 'forever'; item: TrashItem } | { kind: 'empty'; count: number };

/** /dashboard/lixeira: what was deleted in the last 30 days, to restore or delete for good. */
export function TrashScreen() {
  const [params, setParams] = useSearchParams();
  const filter = (KINDS as readonly string[]).includes(params.get('tipo') ?? '')
    ? (params.get('tipo') as KindFilter)
    : 'ALL';
  const page = Math.max(1, Number(params.get('pagina')) || 1);
  const top = useRef<HTMLDivElement>(null);
  const { data, previousData, loading, error, refetch } = useQuery(TrashQuery, {
    variables: { kind: filter === 'ALL' ? null : (filter as TrashKind), page: page - 1, size: PER_PAGE },
    fetchPolicy: 'cache-and-network',
  });
  const [restore] = useMutation(RestoreFromTrashMutation);
  const [deleteForever] = useMutation(DeleteForeverMutation);
  const [emptyTrash] = useMutation(EmptyTrashMutation);
  const [busy, setBusy] = useState<string | null>(null);
  const [notice, setNotice] = useState<Notice | null>(null);
  const [question, setQuestion] = useState<Question | null>(null);

  const trash = (data ?? previousData)?.trash;
  const items = trash?.content ?? [];
  const totalPages = Math.max(1, trash?.totalPages ?? 1);

  const show = (next: { tipo?: KindFilter; pagina?: number }) => {
    const rest = new URLSearchParams(params);
    const tipo = next.tipo ?? filter;
    const pagina = next.pagina ?? page;
    if (tipo === 'ALL') rest.delete('tipo');
    else rest.set('tipo', tipo);
    if (pagina > 1) rest.set('pagina', String(pagina));
    else rest.delete('pagina');
    setParams(rest, { replace: false });
  };

  const reloadPage = async () => {
    await refetch().catch(() => {});
  };

  const onRestore = async (item: TrashItem) => {
    setBusy(`${item.kind}:${item.id}`);
    try {
      await restore({
        variables: { kind: item.kind, id: item.id },
        update: (cache) => {
          // the lists the item returns to are loaded afresh when next shown
          for (const field of ['dashboardRecipes', 'dashboardEbooks', 'ebooks', 'categories', 'trash']) {
            cache.evict({ id: 'ROOT_QUERY', fieldName: field });
          }
          cache.gc();
        },
      });
      setNotice({ severity: 'success', text: t.restored(item.title) });
    } catch {
      setNotice({ severity: 'error', text: t.restoreError });
    } finally {
      setBusy(null);
      await reloadPage();
    }
  };

  const answer = async (confirmed: boolean) => {
    const asked = question;
    setQuestion(null);
    if (!confirmed || !asked) return;
    if (asked.kind === 'forever') {
      const { item } = asked;
      setBusy(`${item.kind}:${item.id}`);
      try {
        await deleteForever({ variables: { kind: item.kind, id: item.id } });
        setNotice({ severity: 'success', text: t.deletedForever(item.title) });
      } catch {
        setNotice({ severity: 'error', text: t.deleteForeverError });
      }
    } else {
      setBusy('all');
      try {
        const result = await emptyTrash();
        setNotice({ severity: 'success', text: t.emptied(result.data?.emptyTrash ?? asked.count) });
      } catch {
        setNotice({ severity: 'error', text: t.deleteForeverError });
      }
    }
    setBusy(null);
    await reloadPage();
  };

  return (
    <>
      <DashboardPageHeader
        title={t.title}
        actions={
          trash && trash.totalElements > 0 && filter === 'ALL' ? (
            <Button
              color="error"
              variant="outlined"
              startIcon={<DeleteOutlineRounded />}
              disabled={busy !== null}
              onClick={() => setQuestion({ kind: 'empty', count: trash.totalElements })}
            >
              {t.emptyTrash}
            </Button>
          ) : null
        }
      />
      <NoticeSnackbar notice={notice} onClose={() => setNotice(null)} />
      <Typography color="text.secondary" sx={{ mb: 2, maxWidth: 720 }}>
        {t.intro}
      </Typography>
      <Box ref={top} sx={{ mb: 2 }}>
        <ToggleButtonGroup
          exclusive
          size="small"
          value={filter}
          aria-label={t.filterLabel}
          onChange={(_event, value: KindFilter | null) => value && show({ tipo: value, pagina: 1 })}
          sx={{ flexWrap: 'wrap' }}
        >
          {KINDS.map((kind) => (
            <ToggleButton key={kind} value={kind} sx={{ px: 2 }}>
              {t.kinds[kind]}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
      </Box>
      {error && !trash ? (
        <RetryAlert retryLabel={t.retry} onRetry={() => void refetch().catch(() => {})}>
          {t.loadError}
        </RetryAlert>
      ) : !trash && loading ? (
        <Box sx={{ display: 'flex', justifyContent: 'center', py: 6 }}>
          <CircularProgress aria-label={t.title} />
        </Box>
      ) : items.length === 0 ? (
        <EmptyState icon={DeleteOutlineRounded} title={t.empty} text={t.emptyHint} />
      ) : (
        <Box
          component="ul"
          aria-label={t.title}
          sx={{
            listStyle: 'none',
            m: 0,
            p: 0,
            bgcolor: 'background.paper',
            borderRadius: 3,
            border: 1,
            borderColor: 'divider',
          }}
        >
          {items.map((item) => {
            const key = `${item.kind}:${item.id}`;
            return (
              <Box
                component="li"
                key={key}
                aria-label={`${t.kind[item.kind]}: ${item.title}`}
                sx={{
                  display: 'flex',
                  alignItems: 'center',
                  gap: 2,
                  px: 2,
                  py: 1.5,
                  flexWrap: { xs: 'wrap', sm: 'nowrap' },
                  borderBottom: 1,
                  borderColor: 'divider',
                  '&:last-of-type': { borderBottom: 0 },
                }}
              >
                <Box sx={{ flex: '1 1 240px', minWidth: 0 }}>
                  <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
                    <Chip size="small" label={t.kind[item.kind]} variant="outlined" />
                    <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{item.title}</Typography>
                  </Box>
                  <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
                    {t.columns.deletedAt} {formatSiteDateTime(item.deletedAt)}
                    {item.deletedByName ? ` ${t.deletedBy(item.deletedByName)}` : ''} · {t.columns.purgeAt}{' '}
                    {formatShortDate(item.purgeAt)}
                  </Typography>
                </Box>
                <Box sx={{ display: 'flex', gap: 1, ml: 'auto' }}>
                  <Button
                    size="small"
                    variant="outlined"
                    startIcon={<RestoreRounded />}
                    disabled={busy !== null}
                    aria-label={t.restoreLabel(item.title)}
                    onClick={() => void onRestore(item)}
                  >
                    {busy === key ? <CircularProgress size={16} /> : t.restore}
                  </Button>
                  <Tooltip title={t.deleteForever}>
                    <span>
                      <IconButton
                        color="error"
                        disabled={busy !== null}
                        aria-label={t.deleteForeverLabel(item.title)}
                        onClick={() => setQuestion({ kind: 'forever', item })}
                      >
                        <DeleteForeverOutlined />
                      </IconButton>
                    </span>
                  </Tooltip>
                </Box>
              </Box>
            );
          })}
        </Box>
      )}
      <ListPagination
        label={t.title}
        page={page}
        totalPages={totalPages}
        onPage={(pagina) => show({ pagina })}
        top={top}
      />
      <ConfirmDialog
        open={question !== null}
        title={question?.kind === 'empty' ? t.confirmEmpty.title : t.confirmForever.title}
        confirmLabel={question?.kind === 'empty' ? t.confirmEmpty.confirm : t.confirmForever.confirm}
        cancelLabel={t.confirmForever.cancel}
        destructive
        onConfirm={() => void answer(true)}
        onCancel={() => void answer(false)}
      >
        {question?.kind === 'empty'
          ? t.confirmEmpty.text(question.count)
          : question
            ? t.confirmForever.text(question.item.title)
            : null}
      </ConfirmDialog>
    </>
  );
}
