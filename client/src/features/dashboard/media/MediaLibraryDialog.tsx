import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { useId, useState } from 'react';
import * as messages from '../../../messages/pt-BR';
import { MediaBrowser } from './MediaBrowser';
import { useMediaLibrary, type MediaTile } from './use-media-library';

const t = messages.dashboardMedia;
/** Four rows of six tiles on a wide dialog. */
const PAGE_SIZE = 24;

/**
 * A picture chosen from the library: its medium rendition as `url`, its alt text, and what the image fields store
 * (the three renditions and the focal point, as an upload gives them: recipe-form-model's ImageValue).
 */
export interface MediaPick {
  /** the medium (800 px) rendition */
  url: string;
  alt?: string | null;
  small: string;
  medium: string;
  original: string;
  /** where its crops keep it in view, in thousandths of its width and height */
  focalPoint: { x: number; y: number };
}

export interface MediaLibraryDialogProps {
  open: boolean;
  onClose(): void;
  onPick(item: MediaPick): void;
}

/** What a tile hands to an image field. */
export function mediaPickOf(item: MediaTile): MediaPick {
  return {
    url: item.url,
    alt: item.alt,
    small: item.image.small ?? item.thumbnailUrl,
    medium: item.image.medium ?? item.url,
    original: item.image.original ?? item.url,
    focalPoint: { x: item.focalPoint.x, y: item.focalPoint.y },
  };
}

/** The creator's uploaded pictures, to pick one (or upload a new one) for an image field. */
export function MediaLibraryDialog({ open, onClose, onPick }: MediaLibraryDialogProps) {
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down('sm'));
  const titleId = useId();
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="lg" fullScreen={fullScreen} aria-labelledby={titleId}>
      {/* mounted while open only: the library is asked for when the dialog opens, and starts unselected each time */}
      {open && <MediaLibraryPicker titleId={titleId} onClose={onClose} onPick={onPick} />}
    </Dialog>
  );
}

function MediaLibraryPicker({ titleId, onClose, onPick }: Omit<MediaLibraryDialogProps, 'open'> & { titleId: string }) {
  const library = useMediaLibrary(PAGE_SIZE);
  const [selected, setSelected] = useState<MediaTile | null>(null);
  const pick = (item: MediaTile) => onPick(mediaPickOf(item));

  return (
    <>
      <DialogTitle id={titleId}>{t.dialog.title}</DialogTitle>
      <DialogContent dividers>
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          {t.dialog.hint}
        </Typography>
        <MediaBrowser
          library={library}
          selectedId={selected?.id}
          onSelect={setSelected}
          onActivate={pick}
          onUploaded={async (image) => {
            const first = await library.restart();
            // the new picture is the newest: chosen, ready for 'Usar imagem'
            setSelected(first?.content.find((item) => item.url === image.medium) ?? null);
          }}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} color="inherit">
          {t.dialog.cancel}
        </Button>
        <Button variant="contained" disabled={!selected} onClick={() => selected && pick(selected)}>
          {t.dialog.pick}
        </Button>
      </DialogActions>
    </>
  );
}
