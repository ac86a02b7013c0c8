import { useMutation, useQuery } from '@apollo/client/react';
import RestoreRounded from '@mui/icons-material/RestoreRounded';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useId, useState } from 'react';
import { formatSiteDateTime } from '../../../lib/site-time';
import * as messages from '../../../messages/pt-BR';
import { ConfirmDialog } from './ConfirmDialog';
import { RecipeRevisionsQuery, RestoreRecipeRevisionMutation, type RestoredRecipe } from './recipe-revision-operations';
import { RetryAlert } from '../components/RetryAlert';

const t = messages.recipeForm.history;
const PER_PAGE = 20;

/** The changed fields of a revision, in words ('título, ingredientes'). */
export const changedFieldsText = (fields: readonly string[]) =>
  [...new Set(fields.map((field) => t.fields[field] ?? field))].join(', ');

interface RevisionHistoryDialogProps {
  open: boolean;
  recipeId: number;
  /** the version the form holds (restoring from a stale form is refused by the server, as a save is) */
  version: number | null;
  /** the form has unsaved changes: restoring replaces them, and the question says so */
  dirty: boolean;
  onClose: () => void;
  onRestored: (recipe: RestoredRecipe, when: string) => void;
}

/** 'Histórico de versões': who saved the recipe when and what changed, each version restorable. */
export function RevisionHistoryDialog({
  open,
  recipeId,
  version,
  dirty,
  onClose,
  onRestored,
}: RevisionHistoryDialogProps) {
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down('sm'));
  const titleId = useId();
  const [pageIndex, setPageIndex] = useState(0);
  const { data, previousData, loading, error, refetch } = useQuery(RecipeRevisionsQuery, {
    variables: { recipeId, page: pageIndex, size: PER_PAGE },
    skip: !open,
    fetchPolicy: 'network-only',
  });
  const [restore] = useMutation(RestoreRecipeRevisionMutation);
  const [asking, setAsking] = useState<{ id: number; when: string } | null>(null);
  const [restoring, setRestoring] = useState(false);
  const [restoreError, setRestoreError] = useState<string | null>(null);

  const page = (data ?? previousData)?.recipeRevisions;
  const items = page?.content ?? [];
  // the newest saved version is what the recipe holds now
  const currentId = pageIndex === 0 ? (items.find((item) => item.kind !== 'AUTOSAVE')?.id ?? null) : null;
  const lastPage = page ? pageIndex >= page.totalPages - 1 : true;

  const confirmRestore = async () => {
    if (!asking) return;
    const { id, when } = asking;
    setAsking(null);
    setRestoring(true);
    setRestoreError(null);
    try {
      const result = await restore({ variables: { revisionId: id, expectedVersion: version } });
      const recipe = result.data?.restoreRecipeRevision;
      if (!recipe) throw new Error('no recipe in the answer');
      onRestored(recipe, when);
    } catch {
      setRestoreError(t.restoreError);
    } finally {
      setRestoring(false);
    }
  };

  return (
    <Dialog
      open={open}
      onClose={onClose}
      fullScreen={fullScreen}
      aria-labelledby={titleId}
      slotProps={{ paper: { sx: fullScreen ? {} : { borderRadius: 3, width: '100%', maxWidth: 640, m: 2 } } }}
    >
      <DialogTitle id={titleId} variant="h4" component="h2">
        {t.title}
      </DialogTitle>
      <DialogContent dividers>
        <Typography color="text.secondary" sx={{ fontSize: '0.9rem', mb: 2 }}>
          {t.intro}
        </Typography>
        {restoreError && (
          <Alert severity="error" role="alert" sx={{ mb: 2 }}>
            {restoreError}
          </Alert>
        )}
        {error ? (
          <RetryAlert retryLabel={t.retry} onRetry={() => void refetch().catch(() => {})}>
            {t.loadError}
          </RetryAlert>
        ) : !page && loading ? (
          <Box sx={{ display: 'flex', justifyContent: 'center', py: 4 }}>
            <CircularProgress aria-label={messages.recipeForm.loading} />
          </Box>
        ) : items.length === 0 ? (
          <Typography>{t.empty}</Typography>
        ) : (
          <Box component="ol" aria-label={t.title} sx={{ listStyle: 'none', m: 0, p: 0 }}>
            {items.map((item, index) => {
              const when = formatSiteDateTime(item.createdAt);
              const isCurrent = item.id === currentId;
              const isFirst = lastPage && index === items.length - 1;
              return (
                <Box
                  component="li"
                  key={item.id}
                  sx={{
                    display: 'flex',
                    gap: 2,
                    alignItems: 'flex-start',
                    py: 1.5,
                    borderBottom: 1,
                    borderColor: 'divider',
                    '&:last-of-type': { borderBottom: 0 },
                  }}
                >
                  <Box sx={{ flex: 1, minWidth: 0 }}>
                    <Typography sx={{ fontWeight: 600 }}>
                      {when}
                      {item.authorName ? ` · ${t.by(item.authorName)}` : ''}
                    </Typography>
                    <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'center', my: 0.5 }}>
                      <Chip size="small" label={t.kinds[item.kind]} variant="outlined" />
                      {isCurrent && <Chip size="small" color="primary" label={t.current} />}
                    </Box>
                    <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                      {isFirst && item.kind === 'SAVE'
                        ? t.created
                        : item.changedFields.length
                          ? t.changed(changedFieldsText(item.changedFields))
                          : ''}
                    </Typography>
                  </Box>
                  {!isCurrent && (
                    <Button
                      size="small"
                      startIcon={<RestoreRounded />}
                      aria-label={t.restoreLabel(when)}
                      disabled={restoring}
                      onClick={() => setAsking({ id: item.id, when })}
                    >
                      {t.restore}
                    </Button>
                  )}
                </Box>
              );
            })}
          </Box>
        )}
        {page && page.totalPages > 1 && (
          <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1, mt: 2 }}>
            <Button onClick={() => setPageIndex((n) => n - 1)} disabled={loading || pageIndex === 0}>
              {t.newer}
            </Button>
            <Button onClick={() => setPageIndex((n) => n + 1)} disabled={loading || lastPage}>
              {t.more}
            </Button>
          </Box>
        )}
      </DialogContent>
      <DialogActions sx={{ px: 3, py: 1.5 }}>
        {restoring && (
          <Typography role="status" sx={{ mr: 'auto', fontSize: '0.9rem' }}>
            {t.restoring}
          </Typography>
        )}
        <Button onClick={onClose} color="inherit">
          {t.close}
        </Button>
      </DialogActions>
      <ConfirmDialog
        open={asking !== null}
        title={t.confirm.title}
        confirmLabel={t.confirm.confirm}
        cancelLabel={t.confirm.cancel}
        onConfirm={() => void confirmRestore()}
        onCancel={() => setAsking(null)}
      >
        {asking && t.confirm.text(asking.when)}
        {dirty && (
          <Box component="span" sx={{ display: 'block', mt: 1.5 }}>
            {t.confirm.unsaved}
          </Box>
        )}
      </ConfirmDialog>
    </Dialog>
  );
}
