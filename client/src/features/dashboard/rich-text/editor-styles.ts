import type { Theme } from '@mui/material/styles';
import type { SystemStyleObject } from '@mui/system';

const LIST_DEPTHS = [0, 1, 2, 3, 4];
const ORDERED_MARKERS = ['decimal', 'lower-alpha', 'lower-roman', 'decimal', 'lower-alpha'];

/** The class of a numbered item that starts counting again (see `listItemClass`). */
export const LIST_START_CLASS = 'rte-list-start';

/**
 * Draft.css's list indents and numbering per depth. draft-js restarts the count wherever a list of another kind
 * interrupts (a bulleted sub-list inside a numbered one); here counters live on the editing area and only an item
 * marked as a list's first sets its depth's counter back, so "1. 2." continue around a nested bulleted list.
 */
const listRules: Record<string, SystemStyleObject<Theme>> = Object.fromEntries(
  LIST_DEPTHS.flatMap((depth) => [
    [
      `& .public-DraftStyleDefault-depth${depth}.public-DraftStyleDefault-listLTR`,
      { marginLeft: `${1.5 * (depth + 1)}em` },
    ],
    [
      `& .public-DraftStyleDefault-orderedListItem.public-DraftStyleDefault-depth${depth}::before`,
      { content: `counter(ol${depth}, ${ORDERED_MARKERS[depth]}) ". "`, counterIncrement: `ol${depth}` },
    ],
    [`& .${LIST_START_CLASS}.public-DraftStyleDefault-depth${depth}`, { counterSet: `ol${depth} 0` }],
  ]),
);

/**
 * The editing area: draft-js's own stylesheet (Draft.css) for the rules it needs (pre-wrap text, list indents and
 * counters), scoped here instead of imported, since the app ships one global stylesheet in every public page; then
 * the recipe's look: 18 px text (spec §9), headings in the display face, quotes, code, images and tables.
 */
export const editorContentSx = (theme: Theme): SystemStyleObject<Theme> => ({
  fontSize: 18,
  lineHeight: 1.6,
  color: 'text.primary',
  '& .DraftEditor-root, & .DraftEditor-editorContainer': { position: 'relative' },
  '& .public-DraftEditor-content': {
    minHeight: 240,
    px: 2,
    py: 1.5,
    outline: 'none',
    overflowWrap: 'anywhere',
    counterReset: LIST_DEPTHS.map((depth) => `ol${depth}`).join(' '),
  },
  '& .public-DraftEditor-content[contenteditable=true]': { WebkitUserModify: 'read-write-plaintext-only' },
  '& .public-DraftStyleDefault-block': { position: 'relative', whiteSpace: 'pre-wrap' },
  '& [data-block="true"]': { marginBlock: '0 0.6em' },
  '& h1, & h2, & h3, & h4, & h5': { fontFamily: theme.typography.h1.fontFamily, lineHeight: 1.25 },
  '& h1': { fontSize: '2em', fontWeight: 700, marginTop: '0.4em' },
  '& h2': { fontSize: '1.6em', fontWeight: 700, marginTop: '0.4em' },
  '& h3': { fontSize: '1.35em', fontWeight: 600, marginTop: '0.3em' },
  '& h4': { fontSize: '1.2em', fontWeight: 600 },
  '& h5': { fontSize: '1.05em', fontWeight: 600 },
  '& h6': { fontSize: '0.9em', fontWeight: 600, letterSpacing: '0.04em', textTransform: 'uppercase' },
  '& blockquote': {
    borderLeft: `4px solid ${theme.palette.primary.light}`,
    paddingLeft: theme.spacing(2),
    marginInline: 0,
    color: 'text.secondary',
    fontStyle: 'italic',
  },
  '& .public-DraftStyleDefault-pre': {
    backgroundColor: theme.palette.background.default,
    border: `1px solid ${theme.palette.divider}`,
    borderRadius: 1,
    padding: theme.spacing(1, 1.5),
    margin: '0 0 0.6em',
    fontSize: '0.85em',
    fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
    '& pre': { margin: 0, fontFamily: 'inherit' },
  },
  '& a': { color: 'primary.dark', textDecoration: 'underline' },
  '& .public-DraftStyleDefault-ol, & .public-DraftStyleDefault-ul': { margin: '0 0 0.6em', padding: 0 },
  '& li[data-block="true"]': { marginBottom: '0.2em' },
  '& .public-DraftStyleDefault-unorderedListItem': { listStyleType: 'square', position: 'relative' },
  '& .public-DraftStyleDefault-unorderedListItem.public-DraftStyleDefault-depth0': { listStyleType: 'disc' },
  '& .public-DraftStyleDefault-unorderedListItem.public-DraftStyleDefault-depth1': { listStyleType: 'circle' },
  '& .public-DraftStyleDefault-orderedListItem': { listStyleType: 'none', position: 'relative' },
  '& .public-DraftStyleDefault-orderedListItem::before': {
    position: 'absolute',
    left: -36,
    width: 30,
    textAlign: 'right',
  },
  ...listRules,
  '& figure': { margin: '0 0 0.6em' },
  '& table': { borderCollapse: 'collapse', width: '100%', fontSize: '0.9em' },
  '& th, & td': { border: `1px solid ${theme.palette.divider}`, padding: theme.spacing(0.5, 1), textAlign: 'left' },
  '& th': { backgroundColor: theme.palette.background.default },
  '& caption': { captionSide: 'top', textAlign: 'left', fontWeight: 600, paddingBottom: theme.spacing(0.5) },
});
