import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import PhotoLibraryOutlined from '@mui/icons-material/PhotoLibraryOutlined';
import UploadIcon from '@mui/icons-material/Upload';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import LinearProgress from '@mui/material/LinearProgress';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { SxProps, Theme } from '@mui/material/styles';
import { lazy, Suspense, useId, useRef, useState, type ChangeEvent, type Ref } from 'react';
import { IMAGE_TYPES, imageFileProblem } from '../../../lib/upload-image';
import * as messages from '../../../messages/pt-BR';
import { readPreview } from '../components/read-preview';
import type { MediaPick } from '../media/MediaLibraryDialog';
import { FocalPointPicker } from './FocalPointPicker';
import { ImagePreview } from './ImagePreview';
import { CENTRE, isPending, previewSrc, type ImageChoice, type StoredImage } from './image-choice';
import { useImmediateUpload } from './use-immediate-upload';

const t = messages.formKit.image;

// The library's grid loads when it is first opened, not with every form.
const MediaLibraryDialog = lazy(() =>
  import('../media/MediaLibraryDialog').then((module) => ({ default: module.MediaLibraryDialog })),
);

interface CommonProps {
  /** the choose button's id: the field's focus target; the file input's test id is `${id}-file` */
  id: string;
  label: string;
  required?: boolean;
  /** the formats and size, or what the picture is for; null: none (a compact field) */
  help?: string | null;
  /** the preview's alternative text (default 'Pré-visualização: <label>') */
  previewAlt?: string;
  /** the preview's frame: its size and shape (default a small 4:3 frame) */
  frame?: SxProps<Theme>;
  /** 'contain' shows the whole picture (a logo, a book cover); 'cover' fills the frame */
  fit?: 'cover' | 'contain';
  /** other words for the buttons ('Escolher logo') */
  texts?: { choose?: string; replace?: string; remove?: string };
  /** a remove button while there is a picture (default true) */
  removable?: boolean;
  /** the point the crops keep in view, for an upload of this site (saved at once, apart from the form) */
  focalPoint?: boolean;
  /** the picture's alternative text, edited here (a library pick brings its own) */
  alt?: { value: string; onChange: (alt: string) => void; maxLength?: number };
  /** 'Escolher da biblioteca': a picture already uploaded, from the media library */
  library?: boolean;
  /** the field's problem (the form's validation or the server's refusal) */
  error?: string;
  disabled?: boolean;
  buttonRef?: Ref<HTMLButtonElement>;
}

interface UploadNow {
  /** a chosen file is uploaded at once, with a progress bar; a failure keeps the previous picture */
  upload: 'now';
  value: StoredImage | null;
  onChange: (image: StoredImage | null) => void;
  /** the first line of the alert when an upload fails */
  uploadError?: string;
  /** told when an upload starts and ends (saving waits for it) */
  onUploadingChange?: (uploading: boolean) => void;
}

interface UploadOnSave {
  /** a chosen file waits in the form (see uploadPendingImage) and is sent when it is saved */
  upload: 'on-save';
  value: ImageChoice | null;
  onChange: (image: ImageChoice | null) => void;
}

export type ImagePickerFieldProps = CommonProps & (UploadNow | UploadOnSave);

/** The picture a library pick stands for, in the renditions every image field stores. */
const pickedImage = (pick: MediaPick): StoredImage => ({
  small: pick.small,
  medium: pick.medium,
  original: pick.original,
  focalPoint: pick.focalPoint,
});

/**
 * The dashboard's one image field: choose a file (checked here, then uploaded at once or on save), or a picture of
 * the media library; a preview (with the focal point when asked), remove, the alternative text, and its problems.
 */
export function ImagePickerField(props: ImagePickerFieldProps) {
  const { id, label, required, previewAlt, frame, fit = 'cover', texts, removable = true, disabled } = props;
  const inputRef = useRef<HTMLInputElement>(null);
  const labelId = useId();
  const problemId = useId();
  const [fileProblem, setFileProblem] = useState<string | null>(null);
  const [uploadFailure, setUploadFailure] = useState<string | null>(null);
  const [libraryOpen, setLibraryOpen] = useState(false);
  const [libraryUsed, setLibraryUsed] = useState(false);
  const { upload, start } = useImmediateUpload();

  const onFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = ''; // the same file can be chosen again
    if (!file) return;
    const refused = imageFileProblem(file);
    setFileProblem(refused === 'too-large' ? t.tooLarge : refused ? t.notImage : null);
    setUploadFailure(null);
    if (refused) return;
    if (props.upload === 'on-save') return props.onChange({ file, preview: await readPreview(file) });
    const { onChange, onUploadingChange } = props;
    const kept = props.value ? t.keptPrevious : '';
    await start(file, {
      // a new upload's crops start at the centre (the server's default), so its point can be moved at once
      onUploaded: (image) => onChange({ ...image, focalPoint: CENTRE }),
      onFailed: (detail) => setUploadFailure([detail, kept].filter(Boolean).join(' ')),
      onUploadingChange,
    });
  };

  const onPick = (pick: MediaPick) => {
    setLibraryOpen(false);
    setFileProblem(null);
    setUploadFailure(null);
    props.onChange(pickedImage(pick));
    if (pick.alt && props.alt) props.alt.onChange(pick.alt);
  };

  const remove = () => {
    setFileProblem(null);
    setUploadFailure(null);
    props.onChange(null);
  };

  const value = props.value;
  const pending = value && isPending(value) ? value : null;
  const stored = value && !isPending(value) ? value : null;
  const src = upload?.preview ?? previewSrc(value);
  const picture = stored && (stored.original ?? stored.medium ?? stored.small);
  // Only an upload of this site has crops to aim (a point); not while a new file is on its way.
  const focalPoint = props.focalPoint && !upload && stored?.focalPoint ? stored.focalPoint : null;
  const help = props.help === undefined ? t.help : props.help;
  const problem = props.error ?? null;
  const words = { choose: texts?.choose ?? t.choose, replace: texts?.replace ?? t.replace };
  const chooseText = value ? words.replace : words.choose;

  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'flex-start', minWidth: 0 }}>
      {focalPoint && src && picture ? (
        <Box sx={{ width: { xs: '100%', sm: 320 }, flex: '0 0 auto', minWidth: 0 }}>
          <FocalPointPicker
            key={picture}
            src={src}
            image={picture}
            initial={focalPoint}
            alt={previewAlt ?? t.preview(label)}
            disabled={disabled}
          />
        </Box>
      ) : (
        <ImagePreview
          src={src}
          alt={previewAlt ?? t.preview(label)}
          label={label}
          frame={frame}
          fit={fit}
          dimmed={Boolean(upload)}
          invalid={Boolean(problem)}
        />
      )}
      <Box sx={{ flex: '1 1 200px', minWidth: 0, display: 'grid', gap: 1, justifyItems: 'start' }}>
        <Typography id={labelId} variant="body2" sx={{ fontWeight: 600 }}>
          {required ? `${label} *` : label}
        </Typography>
        {(help || !value) && (
          <Typography variant="body2" color="text.secondary" sx={{ fontSize: '0.82rem' }}>
            {[value ? '' : t.none, help ?? ''].filter(Boolean).join(' ')}
          </Typography>
        )}
        {pending && (
          <Box sx={{ minWidth: 0, maxWidth: '100%' }}>
            <Typography
              variant="caption"
              color="text.secondary"
              title={pending.file.name}
              sx={{ display: 'block', overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}
            >
              {pending.file.name}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {t.pending}
            </Typography>
          </Box>
        )}
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
          <Button
            id={id}
            ref={props.buttonRef}
            variant="outlined"
            size="small"
            color={problem ? 'error' : 'primary'}
            startIcon={<UploadIcon />}
            onClick={() => inputRef.current?.click()}
            disabled={disabled || Boolean(upload)}
            aria-label={`${chooseText}: ${label}`}
            aria-describedby={problem || fileProblem || uploadFailure !== null ? problemId : undefined}
            sx={{ whiteSpace: 'nowrap' }}
          >
            {chooseText}
          </Button>
          {props.library && (
            <Button
              variant="outlined"
              size="small"
              startIcon={<PhotoLibraryOutlined />}
              onClick={() => {
                setLibraryUsed(true);
                setLibraryOpen(true);
              }}
              disabled={disabled || Boolean(upload)}
              aria-label={`${t.fromLibrary}: ${label}`}
              sx={{ whiteSpace: 'nowrap' }}
            >
              {t.fromLibrary}
            </Button>
          )}
          {value && removable && !upload && (
            <Button
              variant="text"
              size="small"
              color="inherit"
              startIcon={<DeleteOutlineIcon />}
              onClick={remove}
              disabled={disabled}
              aria-label={`${texts?.remove ?? t.remove}: ${label}`}
              sx={{ whiteSpace: 'nowrap', color: 'text.secondary' }}
            >
              {texts?.remove ?? t.remove}
            </Button>
          )}
        </Box>
        <input
          ref={inputRef}
          type="file"
          accept={IMAGE_TYPES.join(',')}
          hidden
          onChange={(event) => void onFile(event)}
          aria-labelledby={labelId}
          data-testid={`${id}-file`}
        />
        {upload && (
          <Box role="status" sx={{ width: '100%' }}>
            <Typography variant="body2" color="text.secondary" sx={{ mb: 0.5 }}>
              {t.uploading}
            </Typography>
            <LinearProgress variant="determinate" value={Math.round(upload.progress * 100)} aria-label={t.progress} />
          </Box>
        )}
        <Box id={problemId} sx={{ display: 'grid', gap: 1, width: '100%', '&:empty': { display: 'none' } }}>
          {fileProblem && (
            <Alert severity="error" role="alert" onClose={() => setFileProblem(null)} sx={{ py: 0 }}>
              {fileProblem}
            </Alert>
          )}
          {uploadFailure !== null && (
            <Alert severity="error" role="alert" onClose={() => setUploadFailure(null)} sx={{ py: 0 }}>
              <strong>{props.upload === 'now' ? (props.uploadError ?? t.uploadError) : t.uploadError}</strong>
              {uploadFailure && (
                <Box component="span" sx={{ display: 'block' }}>
                  {uploadFailure}
                </Box>
              )}
            </Alert>
          )}
          {problem && (
            <FormHelperText error sx={{ m: 0, overflowWrap: 'anywhere' }}>
              {problem}
            </FormHelperText>
          )}
        </Box>
        {props.alt && (
          <TextField
            label={t.alt}
            value={props.alt.value}
            onChange={(event) => props.alt?.onChange(event.target.value)}
            helperText={t.altHelp}
            size="small"
            fullWidth
            disabled={disabled}
            slotProps={{ htmlInput: { maxLength: props.alt.maxLength } }}
          />
        )}
      </Box>
      {libraryUsed && (
        <Suspense fallback={null}>
          <MediaLibraryDialog open={libraryOpen} onClose={() => setLibraryOpen(false)} onPick={onPick} />
        </Suspense>
      )}
    </Box>
  );
}
