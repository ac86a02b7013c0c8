import FormatColorResetRounded from '@mui/icons-material/FormatColorResetRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ButtonBase from '@mui/material/ButtonBase';
import Popover from '@mui/material/Popover';
import { useId, useState, type ReactNode } from 'react';
import * as messages from '../../../messages/pt-BR';
import { ToolButton } from './ToolButton';

const m = messages.richText;

export interface Swatch {
  name: string;
  /** #rrggbb */
  color: string;
}

interface ColorPaletteProps {
  id?: string;
  /** the palette's name */
  label: string;
  /** where it opens; null: closed */
  anchor: HTMLElement | null;
  swatches: Swatch[];
  /** the colour at the caret, #rrggbb, or null */
  current: string | null;
  onPick: (color: string | null) => void;
  /** closed, whether a colour was picked or not */
  onClose: () => void;
}

/** A small palette of the theme's colours, plus "Sem cor", opened from a toolbar button or the 'Mais' menu. */
export function ColorPalette({ id, label, anchor, swatches, current, onPick, onClose }: ColorPaletteProps) {
  const pick = (color: string | null) => {
    onPick(color);
    onClose();
  };
  return (
    <Popover
      open={!!anchor}
      anchorEl={anchor}
      onClose={onClose}
      disableRestoreFocus
      anchorOrigin={{ vertical: 'bottom', horizontal: 'left' }}
      slotProps={{ paper: { id, role: 'dialog', 'aria-label': label, sx: { p: 1.5 } } }}
    >
      <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(5, 32px)', gap: 1, mb: 1 }}>
        {swatches.map(({ name, color }) => (
          <ButtonBase
            key={name}
            aria-label={name}
            title={name}
            aria-pressed={current === color}
            onClick={() => pick(color)}
            sx={{
              width: 32,
              height: 32,
              borderRadius: '50%',
              bgcolor: color,
              border: 1,
              borderColor: 'divider',
              boxShadow: (theme) =>
                current === color
                  ? `0 0 0 2px ${theme.palette.background.paper}, 0 0 0 4px ${theme.palette.text.primary}`
                  : 'none',
            }}
          />
        ))}
      </Box>
      <Button size="small" startIcon={<FormatColorResetRounded />} onClick={() => pick(null)}>
        {m.noColor}
      </Button>
    </Popover>
  );
}

/** A colour's icon with the colour at the caret as a bar under it. */
export function ColorIcon({ icon, current }: { icon: ReactNode; current: string | null }) {
  return (
    <Box sx={{ position: 'relative', display: 'flex' }}>
      {icon}
      <Box
        aria-hidden
        sx={{
          position: 'absolute',
          left: 1,
          right: 1,
          bottom: -3,
          height: 3,
          borderRadius: 1,
          bgcolor: current ?? 'transparent',
        }}
      />
    </Box>
  );
}

interface ColorMenuProps {
  text: { label: string; hint: string };
  icon: ReactNode;
  swatches: Swatch[];
  /** the colour at the caret, #rrggbb, or null */
  current: string | null;
  onPick: (color: string | null) => void;
  /** after the menu closed, whatever was picked */
  onClosed: () => void;
}

/** A toolbar button opening the palette. */
export function ColorMenu({ text, icon, swatches, current, onPick, onClosed }: ColorMenuProps) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  return (
    <>
      <ToolButton
        text={text}
        onClick={(event) => setAnchor(event.currentTarget)}
        aria-haspopup="dialog"
        aria-expanded={anchor ? true : undefined}
        aria-controls={anchor ? menuId : undefined}
      >
        <ColorIcon icon={icon} current={current} />
      </ToolButton>
      <ColorPalette
        id={menuId}
        label={text.label}
        anchor={anchor}
        swatches={swatches}
        current={current}
        onPick={onPick}
        onClose={() => {
          setAnchor(null);
          onClosed();
        }}
      />
    </>
  );
}
