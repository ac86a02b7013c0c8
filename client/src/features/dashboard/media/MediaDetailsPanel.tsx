import CloseIcon from '@mui/icons-material/Close';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery } from '@apollo/client/react';
import { useId, useState, type ReactNode } from 'react';
import type { MediaItemDetail_DetailFragment } from '../../../gql/graphql';
import { formatDate } from '../../../lib/format';
import * as messages from '../../../messages/pt-BR';
import { ConfirmDialog } from '../recipes/ConfirmDialog';
import { FocalPointPicker } from '../form-kit/FocalPointPicker';
import { MediaAltForm } from './MediaAltForm';
import { mediaRefusal } from './media-errors';
import { mediaName } from './MediaGrid';
import { DeleteMediaItemMutation, MediaItemQuery } from './media-operations';
import { MediaUsageList } from './MediaUsageList';

const t = messages.dashboardMedia.details;

interface MediaDetailsPanelProps {
  /** the picture shown; null: the panel is closed */
  id: number | null;
  onClose: () => void;
  /** the picture was deleted */
  onDeleted: () => void;
}

/** A picture of the library beside the grid: larger, its alt text, its focal point, where it shows, 'Excluir'. */
export function MediaDetailsPanel({ id, onClose, onDeleted }: MediaDetailsPanelProps) {
  const titleId = useId();
  return (
    <Drawer
      anchor="right"
      open={id !== null}
      onClose={onClose}
      slotProps={{
        paper: {
          role: 'dialog',
          'aria-labelledby': titleId,
          sx: { width: { xs: '100%', sm: 520 }, p: { xs: 2, sm: 3 }, gap: 2 },
        },
      }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        <Typography id={titleId} variant="h5" component="h2" sx={{ flex: 1 }}>
          {t.title}
        </Typography>
        <IconButton onClick={onClose} aria-label={t.close}>
          <CloseIcon />
        </IconButton>
      </Box>
      {/* keyed by the picture: its form, status and refusal start fresh */}
      {id !== null && <MediaDetails key={id} id={id} onDeleted={onDeleted} />}
    </Drawer>
  );
}

function MediaDetails({ id, onDeleted }: { id: number; onDeleted: () => void }) {
  // always asked again: the focal point is saved on its own, past the cache
  const { data, error, refetch } = useQuery(MediaItemQuery, { variables: { id }, fetchPolicy: 'network-only' });
  const detail = data?.mediaItem;
  if (error && !detail) return <Alert severity="error">{t.loadError}</Alert>;
  if (!detail) {
    return (
      <Box sx={{ display: 'grid', placeItems: 'center', py: 6 }}>
        <CircularProgress aria-label={t.title} />
      </Box>
    );
  }
  return <MediaDetailsBody detail={detail} onDeleted={onDeleted} refresh={() => void refetch()} />;
}

type Refusal = { text: string; places: readonly string[] } | null;

function MediaDetailsBody({
  detail,
  onDeleted,
  refresh,
}: {
  detail: MediaItemDetail_DetailFragment;
  onDeleted: () => void;
  refresh: () => void;
}) {
  const { item, usages } = detail;
  const usagesId = useId();
  const [confirming, setConfirming] = useState(false);
  const [refusal, setRefusal] = useState<Refusal>(null);
  const [remove, { loading: deleting }] = useMutation(DeleteMediaItemMutation);

  const askToDelete = () => {
    // in use: refused at once, naming the places (the server would refuse it the same way)
    if (usages.length) setRefusal({ text: t.inUse, places: usages.map((u) => `${u.field}: ${u.title}`) });
    else setConfirming(true);
  };
  const confirmDelete = async () => {
    setConfirming(false);
    try {
      await remove({ variables: { id: item.id } });
      onDeleted();
    } catch (error) {
      const refusal = mediaRefusal(error);
      // used since the panel opened: the server's sentence names the places; the list above catches up
      setRefusal({ text: refusal?.message ?? t.removeError, places: [] });
      if (refusal?.code === 'CONFLICT') refresh();
    }
  };

  return (
    <Box sx={{ display: 'grid', gap: 2.5, minWidth: 0 }}>
      <FocalPointPicker
        src={item.url}
        image={item.image.original ?? item.url}
        initial={item.focalPoint}
        alt={item.alt ?? mediaName(item)}
      />
      <MediaAltForm id={item.id} alt={item.alt} />
      <Divider />
      <Section title={t.info}>
        <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 2, rowGap: 0.5 }}>
          {[
            [t.fileName, item.originalName ?? '—'],
            [t.dimensions, t.size(item.width, item.height)],
            [t.uploadedAt, formatDate(item.createdAt)],
            [t.uploadedBy, item.uploadedBy ?? t.unknownUploader],
          ].map(([term, value]) => (
            <Box key={term} sx={{ display: 'contents' }}>
              <Typography component="dt" variant="body2" color="text.secondary">
                {term}
              </Typography>
              <Typography component="dd" variant="body2" sx={{ m: 0, overflowWrap: 'anywhere' }}>
                {value}
              </Typography>
            </Box>
          ))}
        </Box>
      </Section>
      <Section title={t.usages} id={usagesId}>
        <MediaUsageList usages={usages} labelledBy={usagesId} />
      </Section>
      <Divider />
      {refusal && (
        <Alert severity="error" role="alert" onClose={() => setRefusal(null)}>
          {refusal.text}
          {refusal.places.length > 0 && (
            <Box component="ul" sx={{ m: 0, mt: 0.5, pl: 2.5 }}>
              {refusal.places.map((place) => (
                <li key={place}>{place}</li>
              ))}
            </Box>
          )}
        </Alert>
      )}
      <Box>
        <Button
          color="error"
          variant="outlined"
          startIcon={<DeleteOutlineIcon />}
          onClick={askToDelete}
          disabled={deleting}
        >
          {t.remove}
        </Button>
      </Box>
      <ConfirmDialog
        open={confirming}
        title={t.confirmTitle}
        confirmLabel={t.confirm}
        cancelLabel={t.cancel}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setConfirming(false)}
        destructive
      >
        {t.confirmText}
      </ConfirmDialog>
    </Box>
  );
}

function Section({ title, id, children }: { title: string; id?: string; children: ReactNode }) {
  return (
    <Box component="section" sx={{ display: 'grid', gap: 1 }}>
      <Typography id={id} variant="subtitle1" component="h3" sx={{ fontWeight: 700 }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}
