/**
 * The glyphs drawn once per page in the icon sheet (components/IconSheet.tsx) and shown by reference (SheetIcon):
 * the ones a page repeats (profiles in header, author box and footer; five stars a rating, each comment's too; a
 * clock and a heart on every recipe card). Names only, so a part that shows one does not carry the drawings.
 */
export const SHEET_ICON_NAMES = [
  'instagram',
  'youtube',
  'tiktok',
  'pinterest',
  'facebook',
  'star',
  'clock',
  'heart',
] as const;
export type SheetIconName = (typeof SHEET_ICON_NAMES)[number];

/** An icon sheet's <svg>: out of the layout and of the accessibility tree; a symbol draws only where it is used. */
export const SHEET_STYLE = { position: 'absolute', width: 0, height: 0, overflow: 'hidden' } as const;

/** The id of a glyph's symbol in the page. */
export const sheetIconId = (name: SheetIconName) => `icone-${name}`;
