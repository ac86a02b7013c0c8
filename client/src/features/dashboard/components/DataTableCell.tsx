import ImageOutlined from '@mui/icons-material/ImageOutlined';
import PersonOutlined from '@mui/icons-material/PersonOutlined';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useState, type ReactNode } from 'react';
import { formatPrice, formatShortDate, initials } from '../../../lib/format';
import * as messages from '../../../messages/pt-BR';
import { FallbackImage } from './FallbackImage';

export type BadgeTone = 'default' | 'primary' | 'secondary' | 'success' | 'info' | 'warning' | 'error';

export interface DataTableBadge {
  label: string;
  tone?: BadgeTone;
}

export interface DataTableAction {
  /** the button's accessible name and tooltip; name the row too ('Editar Ana Souza') */
  label: string;
  icon: ReactNode;
  onClick?: () => void;
  /** a link instead of a button; external links open in a new tab */
  href?: string;
  external?: boolean;
  tone?: 'default' | 'error';
  disabled?: boolean;
}

interface ColumnBase {
  key: string;
  header: string;
}

/** One column: its type decides how a row's value is shown (spec §2 "Data table"). */
export type DataTableColumn<T> = ColumnBase &
  (
    | { type: 'text'; value: (row: T) => ReactNode; /** the row's name, in bold */ primary?: boolean }
    | {
        type: 'avatar';
        name: (row: T) => string;
        src?: (row: T) => string | null | undefined;
        /** a second line under the name (an e-mail) */
        detail?: (row: T) => string | null | undefined;
      }
    | { type: 'category'; value: (row: T) => string | readonly string[] | null | undefined }
    | {
        type: 'image';
        src: (row: T) => string | null | undefined;
        alt: (row: T) => string;
        shape?: 'square' | 'portrait' | 'landscape';
      }
    | { type: 'date'; value: (row: T) => string | Date | null | undefined }
    | { type: 'price'; value: (row: T) => number | null | undefined }
    | { type: 'badge'; value: (row: T) => DataTableBadge | null | undefined }
    | { type: 'actions'; actions: (row: T) => DataTableAction[] }
    | {
        type: 'select';
        /** the checkbox's accessible name; name the row too ('Selecionar o comentário de Ana') */
        label: (row: T) => string;
        checked: (row: T) => boolean;
        onChange: (row: T, checked: boolean) => void;
      }
  );

const NONE = '—';
const m = messages.dashboard.table;

const IMAGE_SIZES = {
  square: { width: 48, height: 48 },
  portrait: { width: 44, height: 64 },
  landscape: { width: 80, height: 48 },
} as const;

/** A thumbnail; a placeholder icon when the URL is missing or does not load. */
export function TableImage({
  src,
  alt,
  shape = 'square',
}: {
  src: string | null | undefined;
  alt: string;
  shape?: keyof typeof IMAGE_SIZES;
}) {
  return (
    <FallbackImage
      src={src}
      alt={alt}
      placeholderLabel={alt ? `${alt} (${m.noImage})` : m.noImage}
      icon={<ImageOutlined fontSize="small" />}
      sx={{ ...IMAGE_SIZES[shape], borderRadius: 1 }}
    />
  );
}

/** A person: their photo, else their initials (also when the photo fails), their name and an optional detail. */
function PersonCell({ name, src, detail }: { name: string; src?: string | null; detail?: string | null }) {
  const letters = initials(name);
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const photo = src && src !== failedSrc ? src : undefined;
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.25, minWidth: 0 }}>
      <Avatar
        src={photo}
        alt={name}
        slotProps={{ img: { onError: () => setFailedSrc(photo ?? null) } }}
        sx={{ width: 36, height: 36, fontSize: '0.9rem', bgcolor: 'secondary.main' }}
      >
        {letters || <PersonOutlined fontSize="small" />}
      </Avatar>
      <Box sx={{ minWidth: 0 }}>
        <Typography sx={{ fontWeight: 600, fontSize: 'inherit', overflowWrap: 'break-word' }}>
          {name || NONE}
        </Typography>
        {detail && (
          <Typography sx={{ color: 'text.secondary', fontSize: '0.85em', overflowWrap: 'break-word' }}>
            {detail}
          </Typography>
        )}
      </Box>
    </Box>
  );
}

/** The row's buttons: icons with an accessible name and a tooltip. */
export function ActionButtons({ actions }: { actions: DataTableAction[] }) {
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5 }}>
      {actions.map(({ label, icon, onClick, href, external, tone, disabled }) => {
        const name = external ? `${label} (${m.newTab})` : label;
        const color = tone === 'error' ? 'error' : 'default';
        const button = href ? (
          <IconButton
            component="a"
            href={href}
            target={external ? '_blank' : undefined}
            rel={external ? 'noopener noreferrer' : undefined}
            aria-label={name}
            color={color}
            size="small"
          >
            {icon}
          </IconButton>
        ) : (
          <IconButton aria-label={name} onClick={onClick} disabled={disabled} color={color} size="small">
            {icon}
          </IconButton>
        );
        return (
          <Tooltip key={label} title={label}>
            {/* a disabled button fires no events: the span keeps the tooltip working */}
            <span>{button}</span>
          </Tooltip>
        );
      })}
    </Box>
  );
}

/** How one row shows in one column. */
export function CellContent<T>({ column, row }: { column: DataTableColumn<T>; row: T }): ReactNode {
  switch (column.type) {
    case 'text': {
      const value = column.value(row);
      const shown = value === null || value === undefined || value === '' ? NONE : value;
      return column.primary ? <Box sx={{ fontWeight: 600 }}>{shown}</Box> : shown;
    }
    case 'avatar':
      return <PersonCell name={column.name(row)} src={column.src?.(row)} detail={column.detail?.(row)} />;
    case 'category': {
      const value = column.value(row);
      const names = (typeof value === 'string' ? [value] : (value ?? [])).filter((name) => name.trim());
      if (!names.length) return NONE;
      return (
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5 }}>
          {names.map((name) => (
            <Chip key={name} label={name} size="small" variant="outlined" />
          ))}
        </Box>
      );
    }
    case 'image':
      return <TableImage src={column.src(row)} alt={column.alt(row)} shape={column.shape} />;
    case 'date':
      return formatShortDate(column.value(row)) || NONE;
    case 'price': {
      const value = column.value(row);
      return value === null || value === undefined || !Number.isFinite(value) ? NONE : formatPrice(value);
    }
    case 'badge': {
      const badge = column.value(row);
      return badge ? <Chip label={badge.label} color={badge.tone ?? 'default'} size="small" /> : NONE;
    }
    case 'actions':
      return <ActionButtons actions={column.actions(row)} />;
    case 'select':
      return (
        <Checkbox
          size="small"
          checked={column.checked(row)}
          onChange={(event) => column.onChange(row, event.target.checked)}
          slotProps={{ input: { 'aria-label': column.label(row) } }}
        />
      );
  }
}
