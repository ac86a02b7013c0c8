import CodeRounded from '@mui/icons-material/CodeRounded';
import FormatBoldRounded from '@mui/icons-material/FormatBoldRounded';
import FormatClearRounded from '@mui/icons-material/FormatClearRounded';
import FormatColorFillRounded from '@mui/icons-material/FormatColorFillRounded';
import FormatColorTextRounded from '@mui/icons-material/FormatColorTextRounded';
import FormatItalicRounded from '@mui/icons-material/FormatItalicRounded';
import FormatListBulletedRounded from '@mui/icons-material/FormatListBulletedRounded';
import FormatListNumberedRounded from '@mui/icons-material/FormatListNumberedRounded';
import FormatQuoteRounded from '@mui/icons-material/FormatQuoteRounded';
import FormatUnderlinedRounded from '@mui/icons-material/FormatUnderlinedRounded';
import ImageRounded from '@mui/icons-material/ImageRounded';
import InsertLinkRounded from '@mui/icons-material/InsertLinkRounded';
import StrikethroughSRounded from '@mui/icons-material/StrikethroughSRounded';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import NativeSelect from '@mui/material/NativeSelect';
import { lighten, useTheme } from '@mui/material/styles';
import type { SvgIconProps } from '@mui/material/SvgIcon';
import type { EditorState } from 'draft-js';
import { useLayoutEffect, useRef, type ComponentType, type KeyboardEvent } from 'react';
import * as messages from '../../../messages/pt-BR';
import { ColorMenu, type Swatch } from './ColorMenu';
import {
  clearFormatting,
  currentBlockType,
  currentStyleValue,
  linkAtSelection,
  setStyleValue,
  setTextBlockType,
  toggleBlockType,
  toggleInlineStyle,
} from './editor-state';
import {
  BACKGROUND_PREFIX,
  BLOCK,
  COLOR_PREFIX,
  FONT_SIZE_PREFIX,
  FONT_SIZES,
  HEADINGS,
  normalizeColor,
  STYLE,
} from './formats';
import { ToolButton } from './ToolButton';

const m = messages.richText;

type Step = (state: EditorState) => EditorState;

const INLINE: { style: string; text: { label: string; hint: string }; icon: ComponentType<SvgIconProps> }[] = [
  { style: STYLE.bold, text: m.bold, icon: FormatBoldRounded },
  { style: STYLE.italic, text: m.italic, icon: FormatItalicRounded },
  { style: STYLE.underline, text: m.underline, icon: FormatUnderlinedRounded },
  { style: STYLE.strike, text: m.strike, icon: StrikethroughSRounded },
];
const BLOCKS: { type: string; text: { label: string; hint: string }; icon: ComponentType<SvgIconProps> }[] = [
  { type: BLOCK.quote, text: m.quote, icon: FormatQuoteRounded },
  { type: BLOCK.code, text: m.codeBlock, icon: CodeRounded },
  { type: BLOCK.bulletItem, text: m.bulletList, icon: FormatListBulletedRounded },
  { type: BLOCK.numberedItem, text: m.numberedList, icon: FormatListNumberedRounded },
];
const TEXT_BLOCK_TYPES = [BLOCK.paragraph, ...HEADINGS] as string[];

function usePalette(): { text: Swatch[]; background: Swatch[] } {
  const { palette } = useTheme();
  const hex = (color: string) => normalizeColor(color) ?? color;
  return {
    text: [
      { name: m.colors.ink, color: hex(palette.text.primary) },
      { name: m.colors.cocoa, color: hex(palette.text.secondary) },
      { name: m.colors.terracotta, color: hex(palette.primary.main) },
      { name: m.colors.brick, color: hex(palette.primary.dark) },
      { name: m.colors.olive, color: hex(palette.secondary.main) },
      { name: m.colors.moss, color: hex(palette.secondary.dark) },
    ],
    background: [
      { name: m.colors.peach, color: hex(lighten(palette.primary.main, 0.8)) },
      { name: m.colors.sage, color: hex(lighten(palette.secondary.main, 0.75)) },
      { name: m.colors.cream, color: hex(palette.background.default) },
      { name: m.colors.sand, color: hex(palette.divider) },
    ],
  };
}

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

const Separator = () => <Divider orientation="vertical" flexItem sx={{ mx: 0.25, my: 0.5 }} />;

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

/** The recipe editor's toolbar (spec §3): formats shown pressed where the caret is. */
export function EditorToolbar({ editorState, onApply, onFocusEditor, onLink, onImages, controls }: EditorToolbarProps) {
  const palette = usePalette();
  const fileInput = useRef<HTMLInputElement>(null);
  const toolbar = useStickToScrollTop();
  const styles = editorState.getCurrentInlineStyle();
  const blockType = currentBlockType(editorState);
  const textBlockType = TEXT_BLOCK_TYPES.includes(blockType) ? blockType : BLOCK.paragraph;
  const size = currentStyleValue(editorState, FONT_SIZE_PREFIX) ?? '';

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
        // Phones: one row that scrolls sideways, so the sticky toolbar leaves room for the text; wider: it wraps.
        flexWrap: { xs: 'nowrap', sm: 'wrap' },
        overflowX: { xs: 'auto', sm: 'visible' },
        scrollbarWidth: 'thin',
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
      {INLINE.map(({ style, text, icon: Icon }) => (
        <ToolButton
          key={style}
          text={text}
          active={styles.has(style)}
          onClick={() => onApply((s) => toggleInlineStyle(s, style))}
        >
          <Icon fontSize="small" />
        </ToolButton>
      ))}
      <Separator />
      {BLOCKS.map(({ type, text, icon: Icon }) => (
        <ToolButton
          key={type}
          text={text}
          active={blockType === type}
          onClick={() => onApply((s) => toggleBlockType(s, type))}
        >
          <Icon fontSize="small" />
        </ToolButton>
      ))}
      <Separator />
      <NativeSelect
        value={textBlockType}
        onChange={(event) => onApply((s) => setTextBlockType(s, event.target.value))}
        inputProps={{ 'aria-label': m.blockType }}
        variant="outlined"
        sx={{ fontSize: 14, height: 34, minWidth: 112, mx: 0.25 }}
      >
        {TEXT_BLOCK_TYPES.map((type, i) => (
          <option key={type} value={type}>
            {i === 0 ? m.paragraph : m.heading(i)}
          </option>
        ))}
      </NativeSelect>
      <NativeSelect
        value={size}
        onChange={(event) => onApply((s) => setStyleValue(s, FONT_SIZE_PREFIX, event.target.value || null))}
        inputProps={{ 'aria-label': m.fontSize }}
        variant="outlined"
        sx={{ fontSize: 14, height: 34, minWidth: 92, mx: 0.25 }}
      >
        <option value={FONT_SIZES[0]}>{m.sizes.small}</option>
        <option value="">{m.sizes.normal}</option>
        <option value={FONT_SIZES[1]}>{m.sizes.large}</option>
        <option value={FONT_SIZES[2]}>{m.sizes.huge}</option>
      </NativeSelect>
      <Separator />
      <ColorMenu
        text={m.textColor}
        icon={<FormatColorTextRounded fontSize="small" />}
        swatches={palette.text}
        current={currentStyleValue(editorState, COLOR_PREFIX)}
        onPick={(color) => onApply((s) => setStyleValue(s, COLOR_PREFIX, color))}
        onClosed={onFocusEditor}
      />
      <ColorMenu
        text={m.background}
        icon={<FormatColorFillRounded fontSize="small" />}
        swatches={palette.background}
        current={currentStyleValue(editorState, BACKGROUND_PREFIX)}
        onPick={(color) => onApply((s) => setStyleValue(s, BACKGROUND_PREFIX, color))}
        onClosed={onFocusEditor}
      />
      <Separator />
      <ToolButton text={m.link} active={!!linkAtSelection(editorState)} onClick={onLink}>
        <InsertLinkRounded fontSize="small" />
      </ToolButton>
      <ToolButton text={m.clean} onClick={() => onApply(clearFormatting)}>
        <FormatClearRounded fontSize="small" />
      </ToolButton>
      <ToolButton text={m.image} onClick={() => fileInput.current?.click()}>
        <ImageRounded fontSize="small" />
      </ToolButton>
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
