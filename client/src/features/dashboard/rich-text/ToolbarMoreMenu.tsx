import CheckRounded from '@mui/icons-material/CheckRounded';
import MoreHorizRounded from '@mui/icons-material/MoreHorizRounded';
import Divider from '@mui/material/Divider';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useId, useRef, useState, type ReactElement } from 'react';
import * as messages from '../../../messages/pt-BR';
import { ColorIcon, ColorPalette } from './ColorMenu';
import type { Tool } from './toolbar-tools';
import { ToolButton } from './ToolButton';

const m = messages.richText;

type Choose = (action: () => void) => void;

/** A tool as menu items: the same action, icon and name as in the bar. */
function menuItems(tool: Tool, choose: Choose, openPalette: (key: string) => void): ReactElement[] {
  switch (tool.kind) {
    case 'button': {
      const { key, text, icon: Icon, active, run } = tool;
      return [
        <MenuItem
          key={key}
          role={active === undefined ? 'menuitem' : 'menuitemcheckbox'}
          aria-checked={active}
          selected={!!active}
          onClick={() => choose(run)}
        >
          <ListItemIcon>
            <Icon fontSize="small" />
          </ListItemIcon>
          <ListItemText>{text.label}</ListItemText>
        </MenuItem>,
      ];
    }
    case 'choice':
      return [
        <ListSubheader key={`${tool.key}-heading`} sx={{ lineHeight: 2.5, bgcolor: 'background.paper' }}>
          {tool.label}
        </ListSubheader>,
        ...tool.options.map(({ value, label }) => (
          <MenuItem
            key={`${tool.key}-${value}`}
            role="menuitemradio"
            aria-checked={tool.value === value}
            selected={tool.value === value}
            onClick={() => choose(() => tool.choose(value))}
          >
            <ListItemIcon>{tool.value === value && <CheckRounded fontSize="small" />}</ListItemIcon>
            <ListItemText>{label}</ListItemText>
          </MenuItem>
        )),
      ];
    case 'color': {
      const { icon: Icon } = tool;
      return [
        <MenuItem key={tool.key} aria-haspopup="dialog" onClick={() => choose(() => openPalette(tool.key))}>
          <ListItemIcon>
            <ColorIcon icon={<Icon fontSize="small" />} current={tool.current} />
          </ListItemIcon>
          <ListItemText>{tool.text.label}</ListItemText>
        </MenuItem>,
      ];
    }
  }
}

interface ToolbarMoreMenuProps {
  /** the tools that do not fit in the bar, in the bar's order */
  tools: readonly Tool[];
  /** a palette opened from the menu closed, whatever was picked */
  onPaletteClosed: () => void;
}

/** The toolbar's 'Mais' button: a menu with the tools the bar has no room for. */
export function ToolbarMoreMenu({ tools, onPaletteClosed }: ToolbarMoreMenuProps) {
  const menuId = useId();
  const paletteId = useId();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  // Escape or a click outside gives the focus back to 'Mais'; a chosen tool puts it where it acts (the text, a dialog).
  const [restoreFocus, setRestoreFocus] = useState(true);
  // A new menu on each opening: MUI's list would otherwise start on the item chosen the time before.
  const [openings, setOpenings] = useState(0);
  const [palette, setPalette] = useState<{ key: string; anchor: HTMLElement } | null>(null);
  const button = useRef<HTMLElement | null>(null);
  const openPalette = (key: string) => setPalette(button.current && { key, anchor: button.current });

  const choose: Choose = (action) => {
    setRestoreFocus(false);
    setAnchor(null);
    action();
  };
  const items = tools.flatMap((tool, index) => [
    ...(index > 0 && tool.group !== tools[index - 1].group ? [<Divider key={`${tool.key}-divider`} />] : []),
    ...menuItems(tool, choose, openPalette),
  ]);
  const colorTool = tools.find((tool) => tool.key === palette?.key);

  return (
    <>
      <ToolButton
        text={m.more}
        aria-haspopup="menu"
        aria-expanded={anchor ? true : undefined}
        aria-controls={anchor ? menuId : undefined}
        onClick={(event) => {
          button.current = event.currentTarget;
          setRestoreFocus(true);
          setOpenings((n) => n + 1);
          setAnchor(event.currentTarget);
        }}
      >
        <MoreHorizRounded fontSize="small" />
      </ToolButton>
      <Menu
        key={openings}
        id={menuId}
        anchorEl={anchor}
        open={!!anchor}
        onClose={() => setAnchor(null)}
        variant="menu"
        disableRestoreFocus={!restoreFocus}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{ list: { 'aria-label': m.more.hint, dense: true }, paper: { sx: { maxHeight: '70vh' } } }}
      >
        {items}
      </Menu>
      {palette && colorTool?.kind === 'color' && (
        <ColorPalette
          id={paletteId}
          label={colorTool.text.label}
          anchor={palette.anchor}
          swatches={colorTool.swatches}
          current={colorTool.current}
          onPick={colorTool.pick}
          onClose={() => {
            setPalette(null);
            onPaletteClosed();
          }}
        />
      )}
    </>
  );
}
