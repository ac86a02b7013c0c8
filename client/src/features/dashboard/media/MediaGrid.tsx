import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Chip from '@mui/material/Chip';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import * as messages from '../../../messages/pt-BR';
import type { MediaTile } from './use-media-library';

const t = messages.dashboardMedia;

/** What names a picture to the creator: its alt text, else its file name. */
export const mediaName = (item: Pick<MediaTile, 'alt' | 'originalName'>) => item.alt || item.originalName || t.noAlt;

interface MediaGridProps {
  /** undefined while the first page loads */
  items: readonly MediaTile[] | undefined;
  /** the grid's accessible name */
  label: string;
  selectedId?: number | null;
  onSelect: (item: MediaTile) => void;
  /** a double click: choose it at once (the picker) */
  onActivate?: (item: MediaTile) => void;
  /** tiles placeholders while the first page loads */
  placeholders?: number;
}

/** The library's pictures as a grid of square tiles, each a button naming the picture and how often it is used. */
export function MediaGrid({ items, label, selectedId, onSelect, onActivate, placeholders = 12 }: MediaGridProps) {
  return (
    <Box
      component="ul"
      aria-label={label}
      aria-busy={items ? undefined : true}
      sx={{
        display: 'grid',
        gridTemplateColumns: 'repeat(auto-fill, minmax(140px, 1fr))',
        gap: 1.5,
        m: 0,
        p: 0,
        listStyle: 'none',
      }}
    >
      {items
        ? items.map((item) => (
            <Box component="li" key={item.id} sx={{ minWidth: 0 }}>
              <MediaGridTile
                item={item}
                selected={item.id === selectedId}
                onSelect={() => onSelect(item)}
                onActivate={onActivate && (() => onActivate(item))}
              />
            </Box>
          ))
        : Array.from({ length: placeholders }, (_, i) => (
            <Box component="li" key={i} aria-hidden>
              <Skeleton variant="rounded" sx={{ width: '100%', height: 'auto', aspectRatio: '1' }} />
            </Box>
          ))}
    </Box>
  );
}

function MediaGridTile({
  item,
  selected,
  onSelect,
  onActivate,
}: {
  item: MediaTile;
  selected: boolean;
  onSelect: () => void;
  onActivate?: () => void;
}) {
  const name = mediaName(item);
  return (
    <ButtonBase
      onClick={onSelect}
      onDoubleClick={onActivate}
      aria-pressed={selected}
      aria-label={t.itemLabel(name, item.usageCount)}
      data-media-id={item.id}
      sx={{
        display: 'grid',
        width: '100%',
        textAlign: 'left',
        borderRadius: 2,
        overflow: 'hidden',
        border: 2,
        borderColor: selected ? 'primary.main' : 'divider',
        bgcolor: 'background.paper',
        '&:focus-visible': { outline: (theme) => `3px solid ${theme.palette.primary.main}`, outlineOffset: 2 },
      }}
    >
      <Box
        component="img"
        src={item.thumbnailUrl}
        alt=""
        loading="lazy"
        width={item.width}
        height={item.height}
        sx={{
          display: 'block',
          width: '100%',
          height: 'auto',
          aspectRatio: '1',
          objectFit: 'cover',
          bgcolor: 'action.hover',
        }}
      />
      <Box sx={{ p: 1, display: 'grid', gap: 0.5, minWidth: 0 }}>
        <Typography
          variant="body2"
          color={item.alt || item.originalName ? 'text.primary' : 'text.secondary'}
          sx={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}
        >
          {name}
        </Typography>
        <Chip
          size="small"
          label={t.usage(item.usageCount)}
          color={item.usageCount ? 'primary' : 'default'}
          variant={item.usageCount ? 'filled' : 'outlined'}
          sx={{ justifySelf: 'start' }}
        />
      </Box>
    </ButtonBase>
  );
}
