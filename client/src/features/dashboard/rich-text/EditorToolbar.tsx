import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import NativeSelect from '@mui/material/NativeSelect';
import type { EditorState } from 'draft-js';
import { Fragment, useLayoutEffect, useRef, type KeyboardEvent } from 'react';
import * as messages from '../../../messages/pt-BR';
import { ColorMenu } from './ColorMenu';
import { SEPARATOR_ATTRIBUTE, TOOL_ATTRIBUTE, useToolbarOverflow } from './toolbar-overflow';
import { useTools, type Tool } from './toolbar-tools';
import { ToolbarMoreMenu } from './ToolbarMoreMenu';
import { ToolButton } from './ToolButton';

const m = messages.richText;

type Step = (state: EditorState) => EditorState;

/**
 * The toolbar sticks to the top of whatever scrolls it (the recipe modal's content): `top: 0` would leave that
 * container's top padding as a band where text shows above the toolbar, so it sticks that much higher.
 */
function useStickToScrollTop() {
  const ref = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    for (let el = ref.current?.parentElement; el && el !== document.body; el = el.parentElement) {
      const style = getComputedStyle(el);
      if (/auto|scroll/.test(style.overflowY)) {
        ref.current!.style.top = `-${style.paddingTop}`;
        return;
      }
    }
  }, []);
  return ref;
}

/** Arrow keys move between the toolbar's controls (Tab still reaches each of them). */
function moveFocus(event: KeyboardEvent<HTMLElement>) {
  const keys = ['ArrowLeft', 'ArrowRight', 'Home', 'End'];
  if (!keys.includes(event.key) || event.target instanceof HTMLSelectElement) return;
  const controls = Array.from(event.currentTarget.querySelectorAll<HTMLElement>('button:not(:disabled), select'));
  const at = controls.indexOf(event.target as HTMLElement);
  if (at < 0) return;
  event.preventDefault();
  const next = { ArrowLeft: at - 1, ArrowRight: at + 1, Home: 0, End: controls.length - 1 }[event.key]!;
  controls[(next + controls.length) % controls.length].focus();
}

const Separator = () => (
  <Divider orientation="vertical" flexItem {...{ [SEPARATOR_ATTRIBUTE]: '' }} sx={{ mx: 0.25, my: 0.5 }} />
);

interface EditorToolbarProps {
  editorState: EditorState;
  /** applies a step to the latest state, then puts the focus back in the text */
  onApply: (step: Step) => void;
  onFocusEditor: () => void;
  onLink: () => void;
  onImages: (files: File[]) => void;
  /** the editing area the toolbar formats */
  controls: string;
}

/** A tool as it shows in the bar. */
function BarTool({ tool, onFocusEditor }: { tool: Tool; onFocusEditor: () => void }) {
  switch (tool.kind) {
    case 'button': {
      const { text, icon: Icon, active, run } = tool;
      return (
        <ToolButton text={text} active={active} onClick={run}>
          <Icon fontSize="small" />
        </ToolButton>
      );
    }
    case 'choice':
      return (
        <NativeSelect
          value={tool.value}
          onChange={(event) => tool.choose(event.target.value)}
          inputProps={{ 'aria-label': tool.label }}
          variant="outlined"
          sx={{ fontSize: 14, height: 34, minWidth: tool.minWidth, mx: 0.25 }}
        >
          {tool.options.map(({ value, label }) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </NativeSelect>
      );
    case 'color': {
      const { text, icon: Icon, swatches, current, pick } = tool;
      return (
        <ColorMenu
          text={text}
          icon={<Icon fontSize="small" />}
          swatches={swatches}
          current={current}
          onPick={pick}
          onClosed={onFocusEditor}
        />
      );
    }
  }
}

/**
 * The recipe editor's toolbar (spec §3): formats shown pressed where the caret is. One row: the tools that do not
 * fit the toolbar's width go, from the last, into a 'Mais' menu.
 */
export function EditorToolbar(props: EditorToolbarProps) {
  const { onFocusEditor, onImages, controls } = props;
  const fileInput = useRef<HTMLInputElement>(null);
  const toolbar = useStickToScrollTop();
  const tools = useTools({ ...props, pickImages: () => fileInput.current?.click() });
  const fit = useToolbarOverflow(toolbar, tools);
  const shown = tools.slice(0, fit);
  const more = tools.slice(fit);

  return (
    <Box
      ref={toolbar}
      role="toolbar"
      aria-label={m.toolbar}
      aria-controls={controls}
      onKeyDown={moveFocus}
      sx={{
        position: 'sticky',
        top: 0,
        zIndex: 2,
        display: 'flex',
        // One row once measured; until then (or without ResizeObserver) the tools wrap rather than scroll sideways.
        flexWrap: more.length ? 'nowrap' : 'wrap',
        '& > *': { flexShrink: 0 },
        alignItems: 'center',
        p: 0.75,
        bgcolor: 'background.paper',
        borderBottom: 1,
        borderColor: 'divider',
        borderTopLeftRadius: 'inherit',
        borderTopRightRadius: 'inherit',
      }}
    >
      {shown.map((tool, index) => (
        <Fragment key={tool.key}>
          {index > 0 && tool.group !== shown[index - 1].group && <Separator />}
          <Box {...{ [TOOL_ATTRIBUTE]: tool.key }} sx={{ display: 'inline-flex' }}>
            <BarTool tool={tool} onFocusEditor={onFocusEditor} />
          </Box>
        </Fragment>
      ))}
      {more.length > 0 && (
        <>
          <Separator />
          <ToolbarMoreMenu tools={more} onPaletteClosed={onFocusEditor} />
        </>
      )}
      <input
        ref={fileInput}
        type="file"
        accept="image/*"
        multiple
        hidden
        onChange={(event) => {
          onImages(Array.from(event.target.files ?? []));
          event.target.value = '';
        }}
      />
    </Box>
  );
}
