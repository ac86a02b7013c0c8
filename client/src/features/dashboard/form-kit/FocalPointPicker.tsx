import { useApolloClient } from '@apollo/client/react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import {
  useCallback,
  useEffect,
  useId,
  useRef,
  useState,
  type KeyboardEvent,
  type MouseEvent,
  type SyntheticEvent,
} from 'react';
import { CROPS, cropRegion } from '@receitas/shared';
import * as messages from '../../../messages/pt-BR';
import { SetImageFocalPointMutation } from './focal-point-operations';
import type { FocalPoint } from './image-choice';

const t = messages.formKit.image.focalPoint;

/** Thousandths an arrow key moves the point: a step, and a fine step with Shift. */
const STEP = 50;
const FINE_STEP = 10;
/** How long the point rests before it is sent: a run of arrow presses is one save. */
const SAVE_DELAY_MS = 400;
/** The tallest the picture is shown (a portrait one gets narrower). */
const MAX_PICTURE_HEIGHT = 360;

const clamp = (value: number, max: number) => Math.min(max, Math.max(0, value));
const percent = (value: number) => `${Number(value.toFixed(1))}%`;

/** The scale the preview cuts a picture of `pictureRatio` at: fine enough that rounding moves nothing on screen. */
const PREVIEW_SCALE = 100_000;

/**
 * The CSS object-position that shows, in a box of `ratio` (width / height) with object-fit: cover, the region the
 * server's crop keeps (the shared `cropRegion` rule). Without the picture's own ratio (not loaded yet), the point itself.
 */
export function cropObjectPosition(point: FocalPoint, ratio: number, pictureRatio: number | null): string {
  if (!pictureRatio) return `${percent(point.x / 10)} ${percent(point.y / 10)}`;
  const width = Math.round(PREVIEW_SCALE * pictureRatio);
  const region = cropRegion(width, PREVIEW_SCALE, ratio, point.x, point.y);
  // object-position places the kept region's start on what is left over (nothing left over: centred)
  const axis = (start: number, kept: number, whole: number) => (kept >= whole ? 50 : (start / (whole - kept)) * 100);
  return `${percent(axis(region.left, region.width, width))} ${percent(axis(region.top, region.height, PREVIEW_SCALE))}`;
}

type SaveStatus = 'idle' | 'saving' | 'saved' | 'error';
const STATUS_TEXT: Record<SaveStatus, string> = { idle: '', saving: t.saving, saved: t.saved, error: t.saveError };

interface FocalPointPickerProps {
  /** the rendition shown */
  src: string;
  /** any rendition URL of the picture: what names it to the server */
  image: string;
  /** the point the server holds */
  initial: FocalPoint;
  /** the picture's alternative text */
  alt: string;
  disabled?: boolean;
}

/**
 * The point an uploaded picture's crops (1:1, 4:3, 16:9, for Google and sharing) keep in view: the whole picture with
 * a marker to click, tap or move with the arrow keys, the three crops live under it, and the point saved on its own
 * as soon as it rests (it belongs to the picture, not to the unsaved form).
 */
export function FocalPointPicker({ src, image, initial, alt, disabled }: FocalPointPickerProps) {
  const client = useApolloClient();
  const helpId = useId();
  const [point, setPoint] = useState(initial);
  const [pictureRatio, setPictureRatio] = useState<number | null>(null);
  const [status, setStatus] = useState<SaveStatus>('idle');
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const unsent = useRef<FocalPoint | null>(null);
  const lastRequest = useRef(0);

  const save = useCallback(
    async (target: FocalPoint) => {
      unsent.current = null;
      const request = ++lastRequest.current;
      setStatus('saving');
      try {
        await client.mutate({ mutation: SetImageFocalPointMutation, variables: { image, ...target } });
        if (request === lastRequest.current) setStatus('saved');
      } catch {
        if (request === lastRequest.current) setStatus('error');
      }
    },
    [client, image],
  );

  // A point still waiting when the field goes away (the dialog closed at once) is sent all the same.
  const saveRef = useRef(save);
  useEffect(() => {
    saveRef.current = save;
  }, [save]);
  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
      if (unsent.current) void saveRef.current(unsent.current);
    },
    [],
  );

  const moveTo = (next: FocalPoint) => {
    setPoint(next);
    setStatus('saving');
    unsent.current = next;
    if (timer.current) clearTimeout(timer.current);
    timer.current = setTimeout(() => void save(next), SAVE_DELAY_MS);
  };

  const onClick = (event: MouseEvent<HTMLElement>) => {
    const box = event.currentTarget.getBoundingClientRect();
    if (disabled || box.width <= 0 || box.height <= 0) return;
    moveTo({
      x: Math.round(clamp(((event.clientX - box.left) / box.width) * 1000, 1000)),
      y: Math.round(clamp(((event.clientY - box.top) / box.height) * 1000, 1000)),
    });
  };

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    const step = event.shiftKey ? FINE_STEP : STEP;
    const [dx, dy] =
      { ArrowLeft: [-step, 0], ArrowRight: [step, 0], ArrowUp: [0, -step], ArrowDown: [0, step] }[event.key] ?? [];
    if (dx === undefined || dy === undefined || disabled) return;
    event.preventDefault();
    const next = { x: clamp(point.x + dx, 1000), y: clamp(point.y + dy, 1000) };
    if (next.x !== point.x || next.y !== point.y) moveTo(next);
  };

  const onLoad = (event: SyntheticEvent<HTMLImageElement>) => {
    const { naturalWidth, naturalHeight } = event.currentTarget;
    if (naturalWidth > 0 && naturalHeight > 0) setPictureRatio(naturalWidth / naturalHeight);
  };

  const ratio = pictureRatio ?? 4 / 3;
  return (
    <Box sx={{ display: 'grid', gap: 1.25, minWidth: 0 }}>
      <Box
        sx={{
          position: 'relative',
          width: `min(100%, ${Math.round(MAX_PICTURE_HEIGHT * ratio)}px)`,
          aspectRatio: `${ratio}`,
          borderRadius: 2,
          overflow: 'hidden',
          bgcolor: 'action.hover',
          border: 1,
          borderColor: 'divider',
        }}
      >
        <Box
          component="img"
          src={src}
          alt={alt}
          onLoad={onLoad}
          sx={{ display: 'block', width: '100%', height: '100%', objectFit: 'contain' }}
        />
        <Box
          role="slider"
          tabIndex={disabled ? -1 : 0}
          aria-label={t.label}
          aria-describedby={helpId}
          aria-disabled={disabled || undefined}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={Math.round(point.x / 10)}
          aria-valuetext={t.position(Math.round(point.x / 10), Math.round(point.y / 10))}
          onClick={onClick}
          onKeyDown={onKeyDown}
          sx={{
            position: 'absolute',
            inset: 0,
            cursor: disabled ? 'default' : 'crosshair',
            outline: 'none',
            '&:focus-visible': { boxShadow: (theme) => `inset 0 0 0 3px ${theme.palette.primary.main}` },
          }}
        >
          <Box
            data-testid="focal-point-marker"
            aria-hidden
            style={{ left: `${point.x / 10}%`, top: `${point.y / 10}%` }}
            sx={{
              position: 'absolute',
              width: 32,
              height: 32,
              transform: 'translate(-50%, -50%)',
              borderRadius: '50%',
              border: '3px solid #fff',
              boxShadow: '0 0 0 1.5px rgba(0,0,0,.7), inset 0 0 0 1.5px rgba(0,0,0,.7)',
              pointerEvents: 'none',
              // the crosshair: two hairlines through the ring's centre
              '&::before, &::after': {
                content: '""',
                position: 'absolute',
                bgcolor: '#fff',
                boxShadow: '0 0 0 1px rgba(0,0,0,.6)',
              },
              '&::before': { left: '50%', top: -10, bottom: -10, width: 2, ml: '-1px' },
              '&::after': { top: '50%', left: -10, right: -10, height: 2, mt: '-1px' },
            }}
          />
        </Box>
      </Box>
      <Typography id={helpId} variant="body2" color="text.secondary">
        {t.help}{' '}
        <Box component="span" sx={{ display: { xs: 'none', sm: 'inline' } }}>
          {t.keys}
        </Box>
      </Typography>
      <Box component="ul" aria-label={t.crops} sx={{ display: 'flex', gap: 1, m: 0, p: 0, listStyle: 'none' }}>
        {CROPS.map((crop) => (
          <Box component="li" key={crop.label} sx={{ flex: `${crop.width / crop.height} 1 0`, minWidth: 0 }}>
            <Box
              component="img"
              src={src}
              alt={t.crop(crop.label)}
              style={{ objectPosition: cropObjectPosition(point, crop.width / crop.height, pictureRatio) }}
              sx={{
                display: 'block',
                width: '100%',
                aspectRatio: `${crop.width} / ${crop.height}`,
                objectFit: 'cover',
                borderRadius: 1,
                border: 1,
                borderColor: 'divider',
              }}
            />
            <Typography variant="caption" color="text.secondary" aria-hidden sx={{ display: 'block', mt: 0.25 }}>
              {crop.label}
            </Typography>
          </Box>
        ))}
      </Box>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, minHeight: 24 }}>
        <Typography
          role="status"
          variant="body2"
          color={status === 'error' ? 'error' : 'text.secondary'}
          sx={{ minWidth: 0 }}
        >
          {STATUS_TEXT[status]}
        </Typography>
        {status === 'error' && (
          <Button size="small" onClick={() => void save(point)} disabled={disabled}>
            {t.retry}
          </Button>
        )}
      </Box>
    </Box>
  );
}
