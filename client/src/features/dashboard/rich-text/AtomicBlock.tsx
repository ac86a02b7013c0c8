import ArrowDownwardRounded from '@mui/icons-material/ArrowDownwardRounded';
import ArrowUpwardRounded from '@mui/icons-material/ArrowUpwardRounded';
import DeleteOutlineRounded from '@mui/icons-material/DeleteOutlineRounded';
import ShortTextRounded from '@mui/icons-material/ShortTextRounded';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import IconButton from '@mui/material/IconButton';
import type { ContentBlock, ContentState } from 'draft-js';
import type { ComponentType, SyntheticEvent } from 'react';
import * as messages from '../../../messages/pt-BR';
import { ENTITY, type ImageData, type TableData } from './formats';

const m = messages.richText.block;

/** What an image's or table's buttons do, handed to draft-js's block renderer. */
export interface AtomicBlockActions {
  move: (blockKey: string, direction: -1 | 1) => void;
  remove: (blockKey: string) => void;
  describe: (blockKey: string) => void;
}

interface AtomicBlockProps {
  block: ContentBlock;
  contentState: ContentState;
  blockProps: AtomicBlockActions;
}

// The buttons sit inside the editor's contenteditable: their keys, clicks and selections are theirs, not text edits.
const stop = (event: SyntheticEvent) => event.stopPropagation();
const OWN_EVENTS = {
  onKeyDown: stop,
  onKeyUp: stop,
  onKeyPress: stop,
  onBeforeInput: stop,
  onInput: stop,
  onSelect: stop,
  onMouseUp: stop,
  onCopy: stop,
  onCut: stop,
  onPaste: stop,
  onDragStart: stop,
  onMouseDown: (event: SyntheticEvent) => {
    event.stopPropagation();
    event.preventDefault();
  },
};

function BlockButton({
  label,
  icon: Icon,
  onClick,
  disabled,
}: {
  label: string;
  icon: ComponentType<{ fontSize: 'small' }>;
  onClick: () => void;
  disabled?: boolean;
}) {
  return (
    <IconButton size="small" aria-label={label} title={label} onClick={onClick} disabled={disabled}>
      <Icon fontSize="small" />
    </IconButton>
  );
}

function ImageView({ src, alt, uploading }: ImageData) {
  return (
    <Box
      sx={[
        { position: 'relative', display: 'inline-block', maxWidth: '100%', verticalAlign: 'top' },
        !!uploading && { minWidth: 160, minHeight: 120, bgcolor: 'action.hover', borderRadius: 1 },
      ]}
    >
      <Box
        component="img"
        src={src}
        alt={alt}
        sx={{ display: 'block', maxWidth: '100%', maxHeight: 480, borderRadius: 1, opacity: uploading ? 0.4 : 1 }}
      />
      {uploading && (
        <Box sx={{ position: 'absolute', inset: 0, display: 'grid', placeItems: 'center' }}>
          <CircularProgress size={36} aria-label={m.uploading} />
        </Box>
      )}
    </Box>
  );
}

/** An image or a table inside the editor: shown, not edited as text; moved, described and removed as a whole. */
export function AtomicBlock({ block, contentState, blockProps }: AtomicBlockProps) {
  const entityKey = block.getEntityAt(0);
  if (!entityKey) return null;
  const entity = contentState.getEntity(entityKey);
  const isImage = entity.getType() === ENTITY.image;
  if (!isImage && entity.getType() !== ENTITY.table) return null;
  const key = block.getKey();
  const what = isImage ? m.image : m.table;
  const image = entity.getData() as ImageData;
  return (
    <Box sx={{ position: 'relative', userSelect: 'none' }}>
      {isImage ? (
        <ImageView {...image} />
      ) : (
        <Box
          sx={{ overflowX: 'auto', pt: 5 }}
          dangerouslySetInnerHTML={{ __html: (entity.getData() as TableData).html }}
        />
      )}
      <Box
        role="group"
        aria-label={what}
        {...OWN_EVENTS}
        sx={{
          position: 'absolute',
          top: 6,
          right: 6,
          display: 'flex',
          bgcolor: 'background.paper',
          borderRadius: 999,
          boxShadow: 2,
          p: 0.25,
        }}
      >
        <BlockButton
          label={m.moveUp}
          icon={ArrowUpwardRounded}
          disabled={contentState.getFirstBlock().getKey() === key}
          onClick={() => blockProps.move(key, -1)}
        />
        <BlockButton
          label={m.moveDown}
          icon={ArrowDownwardRounded}
          disabled={contentState.getLastBlock().getKey() === key}
          onClick={() => blockProps.move(key, 1)}
        />
        {isImage && (
          <BlockButton
            label={m.describe}
            icon={ShortTextRounded}
            disabled={image.uploading}
            onClick={() => blockProps.describe(key)}
          />
        )}
        <BlockButton label={m.remove(what)} icon={DeleteOutlineRounded} onClick={() => blockProps.remove(key)} />
      </Box>
    </Box>
  );
}
