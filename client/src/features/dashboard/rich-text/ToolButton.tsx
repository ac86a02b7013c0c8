import IconButton, { type IconButtonProps } from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import type { MouseEvent } from 'react';

interface ToolButtonProps extends Omit<IconButtonProps, 'aria-label' | 'title'> {
  text: { label: string; hint: string };
  /** a format that is on at the caret: aria-pressed and a tinted button */
  active?: boolean;
}

// A mouse press on a toolbar button must not take the focus (and the selection) away from the text.
const keepSelection = (event: MouseEvent) => event.preventDefault();

/** A toolbar icon button: its name, a tooltip with the shortcut, and its pressed state. */
export function ToolButton({ text, active, children, sx, ...props }: ToolButtonProps) {
  return (
    <Tooltip title={text.hint} describeChild={text.hint !== text.label}>
      <IconButton
        size="small"
        aria-label={text.label}
        aria-pressed={active}
        onMouseDown={keepSelection}
        sx={[
          { borderRadius: 1.5, width: 34, height: 34, color: active ? 'primary.dark' : 'text.secondary' },
          !!active && { bgcolor: 'action.selected', '&:hover': { bgcolor: 'action.selected' } },
          ...(Array.isArray(sx) ? sx : [sx]),
        ]}
        {...props}
      >
        {children}
      </IconButton>
    </Tooltip>
  );
}
