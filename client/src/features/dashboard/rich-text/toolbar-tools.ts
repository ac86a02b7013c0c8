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
import { lighten, useTheme } from '@mui/material/styles';
import type { SvgIconProps } from '@mui/material/SvgIcon';
import type { EditorState } from 'draft-js';
import type { ComponentType } from 'react';
import * as messages from '../../../messages/pt-BR';
import type { Swatch } from './ColorMenu';
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
import type { ToolbarSlot } from './toolbar-overflow';

const m = messages.richText;

export interface ToolText {
  label: string;
  /** the tooltip, with the shortcut */
  hint: string;
}

/**
 * One control of the editor's toolbar, described once: the bar draws it as a button, a select or a palette button,
 * and the 'Mais' menu as menu items with the same action, icon and name.
 */
export type Tool = ToolbarSlot &
  (
    | {
        kind: 'button';
        text: ToolText;
        icon: ComponentType<SvgIconProps>;
        /** a format on or off at the caret; undefined for a plain action */
        active?: boolean;
        run: () => void;
      }
    | {
        kind: 'choice';
        label: string;
        value: string;
        options: { value: string; label: string }[];
        choose: (value: string) => void;
        /** the select's width in the bar */
        minWidth: number;
      }
    | {
        kind: 'color';
        text: ToolText;
        icon: ComponentType<SvgIconProps>;
        swatches: Swatch[];
        /** the colour at the caret, #rrggbb, or null */
        current: string | null;
        pick: (color: string | null) => void;
      }
  );

const INLINE: { style: string; text: ToolText; icon: ComponentType<SvgIconProps> }[] = [
  { style: STYLE.bold, text: m.bold, icon: FormatBoldRounded },
  { style: STYLE.italic, text: m.italic, icon: FormatItalicRounded },
  { style: STYLE.underline, text: m.underline, icon: FormatUnderlinedRounded },
  { style: STYLE.strike, text: m.strike, icon: StrikethroughSRounded },
];
const BLOCKS: { type: string; text: ToolText; icon: ComponentType<SvgIconProps> }[] = [
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

interface ToolActions {
  editorState: EditorState;
  /** applies a step to the latest state, then puts the focus back in the text */
  onApply: (step: (state: EditorState) => EditorState) => void;
  onLink: () => void;
  pickImages: () => void;
}

/** Every control of the toolbar, in its order, with the state at the caret. */
export function useTools({ editorState, onApply, onLink, pickImages }: ToolActions): Tool[] {
  const palette = usePalette();
  const styles = editorState.getCurrentInlineStyle();
  const blockType = currentBlockType(editorState);
  return [
    ...INLINE.map(({ style, text, icon }): Tool => ({
      key: style,
      group: 'inline',
      kind: 'button',
      text,
      icon,
      active: styles.has(style),
      run: () => onApply((s) => toggleInlineStyle(s, style)),
    })),
    ...BLOCKS.map(({ type, text, icon }): Tool => ({
      key: type,
      group: 'block',
      kind: 'button',
      text,
      icon,
      active: blockType === type,
      run: () => onApply((s) => toggleBlockType(s, type)),
    })),
    {
      key: 'block-type',
      group: 'text',
      kind: 'choice',
      label: m.blockType,
      value: TEXT_BLOCK_TYPES.includes(blockType) ? blockType : BLOCK.paragraph,
      options: TEXT_BLOCK_TYPES.map((type, i) => ({ value: type, label: i === 0 ? m.paragraph : m.heading(i) })),
      choose: (type) => onApply((s) => setTextBlockType(s, type)),
      minWidth: 112,
    },
    {
      key: 'font-size',
      group: 'text',
      kind: 'choice',
      label: m.fontSize,
      value: currentStyleValue(editorState, FONT_SIZE_PREFIX) ?? '',
      options: [
        { value: FONT_SIZES[0], label: m.sizes.small },
        { value: '', label: m.sizes.normal },
        { value: FONT_SIZES[1], label: m.sizes.large },
        { value: FONT_SIZES[2], label: m.sizes.huge },
      ],
      choose: (size) => onApply((s) => setStyleValue(s, FONT_SIZE_PREFIX, size || null)),
      minWidth: 92,
    },
    {
      key: 'color',
      group: 'color',
      kind: 'color',
      text: m.textColor,
      icon: FormatColorTextRounded,
      swatches: palette.text,
      current: currentStyleValue(editorState, COLOR_PREFIX),
      pick: (color) => onApply((s) => setStyleValue(s, COLOR_PREFIX, color)),
    },
    {
      key: 'background',
      group: 'color',
      kind: 'color',
      text: m.background,
      icon: FormatColorFillRounded,
      swatches: palette.background,
      current: currentStyleValue(editorState, BACKGROUND_PREFIX),
      pick: (color) => onApply((s) => setStyleValue(s, BACKGROUND_PREFIX, color)),
    },
    {
      key: 'link',
      group: 'insert',
      kind: 'button',
      text: m.link,
      icon: InsertLinkRounded,
      active: !!linkAtSelection(editorState),
      run: onLink,
    },
    {
      key: 'clean',
      group: 'insert',
      kind: 'button',
      text: m.clean,
      icon: FormatClearRounded,
      run: () => onApply(clearFormatting),
    },
    { key: 'image', group: 'insert', kind: 'button', text: m.image, icon: ImageRounded, run: pickImages },
  ];
}
