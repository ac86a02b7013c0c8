import {
  AtomicBlockUtils,
  BlockMapBuilder,
  ContentState,
  convertFromRaw,
  EditorState,
  Modifier,
  RichUtils,
  SelectionState,
  type ContentBlock,
} from 'draft-js';
import {
  BLOCK,
  ENTITY,
  HEADINGS,
  isListItem,
  isLocalImageSrc,
  MAX_LIST_DEPTH,
  type ImageData,
  type LinkData,
} from './formats';

// Pure EditorState → EditorState steps behind the toolbar, the keyboard and image uploads.

/** draft-js's records are Immutable records; their typings lose the record type on merge and set. */
const mergeContent = (content: ContentState, values: object) => content.merge(values) as unknown as ContentState;

/**
 * The content with the selection the user made, for after a change applied range by range; its focus flag stays as
 * it was (claiming focus here would stop draft-js from restoring the selection when the editor gets it back).
 */
const keepSelection = (content: ContentState, selection: SelectionState) =>
  mergeContent(content, { selectionBefore: selection, selectionAfter: selection });

function blocksIn(content: ContentState, selection: SelectionState): ContentBlock[] {
  const blocks = content.getBlocksAsArray();
  const start = blocks.findIndex((b) => b.getKey() === selection.getStartKey());
  const end = blocks.findIndex((b) => b.getKey() === selection.getEndKey());
  return blocks.slice(start, end + 1);
}

/** The selection cut into one range per text block: atomic blocks (images, tables) keep their entity. */
function textRanges(content: ContentState, selection: SelectionState): SelectionState[] {
  return blocksIn(content, selection)
    .filter((b) => b.getType() !== BLOCK.atomic)
    .map((block) => {
      const key = block.getKey();
      const start = key === selection.getStartKey() ? selection.getStartOffset() : 0;
      const end = key === selection.getEndKey() ? selection.getEndOffset() : block.getLength();
      return SelectionState.createEmpty(key).merge({ anchorOffset: start, focusOffset: end });
    })
    .filter((range) => range.getStartOffset() < range.getEndOffset());
}

function stylesIn(content: ContentState, selection: SelectionState, keep: (style: string) => boolean): Set<string> {
  const found = new Set<string>();
  for (const range of textRanges(content, selection)) {
    const block = content.getBlockForKey(range.getStartKey());
    for (let i = range.getStartOffset(); i < range.getEndOffset(); i++) {
      block.getInlineStyleAt(i).forEach((style) => {
        if (style && keep(style)) found.add(style);
      });
    }
  }
  return found;
}

export const toggleInlineStyle = (state: EditorState, style: string) => RichUtils.toggleInlineStyle(state, style);
export const toggleBlockType = (state: EditorState, type: string) => RichUtils.toggleBlockType(state, type);
export const currentBlockType = (state: EditorState) => RichUtils.getCurrentBlockType(state);

/** The heading select: a heading level or a paragraph, whatever the block was. */
export function setTextBlockType(state: EditorState, type: string): EditorState {
  return currentBlockType(state) === type ? state : RichUtils.toggleBlockType(state, type);
}

/** The value of a valued style (`color-`, `bgcolor-`, `fontsize-`) at the caret or the selection's start. */
export function currentStyleValue(state: EditorState, prefix: string): string | null {
  const style = state.getCurrentInlineStyle().find((s) => !!s?.startsWith(prefix));
  return style ? style.slice(prefix.length) : null;
}

/** Sets one colour, background or size on the selection (or for the next typed text); null removes it. */
export function setStyleValue(state: EditorState, prefix: string, value: string | null): EditorState {
  const selection = state.getSelection();
  if (selection.isCollapsed()) {
    const rest = state
      .getCurrentInlineStyle()
      .filter((s) => !s?.startsWith(prefix))
      .toOrderedSet();
    return EditorState.setInlineStyleOverride(state, value === null ? rest : rest.add(prefix + value));
  }
  let content = state.getCurrentContent();
  for (const range of textRanges(content, selection)) {
    for (const style of stylesIn(content, range, (s) => s.startsWith(prefix))) {
      content = Modifier.removeInlineStyle(content, range, style);
    }
    if (value !== null) content = Modifier.applyInlineStyle(content, range, prefix + value);
  }
  return EditorState.push(state, keepSelection(content, selection), 'change-inline-style');
}

/** "Limpar formatação": no inline styles and no links left in the selection. */
export function clearFormatting(state: EditorState): EditorState {
  const selection = state.getSelection();
  if (selection.isCollapsed()) return EditorState.setInlineStyleOverride(state, state.getCurrentInlineStyle().clear());
  let content = state.getCurrentContent();
  for (const range of textRanges(content, selection)) {
    for (const style of stylesIn(content, range, () => true))
      content = Modifier.removeInlineStyle(content, range, style);
    content = Modifier.applyEntity(content, range, null);
  }
  return EditorState.push(state, keepSelection(content, selection), 'change-inline-style');
}

export interface LinkAtSelection {
  url: string;
  /** the whole linked text */
  range: SelectionState;
}

/** The link under the caret, or at the start of the selection. */
export function linkAtSelection(state: EditorState): LinkAtSelection | null {
  const selection = state.getSelection();
  const content = state.getCurrentContent();
  const block = content.getBlockForKey(selection.getStartKey());
  let offset = selection.getStartOffset();
  // A caret right after a link's last letter is still "in" it.
  if (selection.isCollapsed() && offset > 0 && (offset === block.getLength() || !block.getEntityAt(offset))) offset--;
  const entityKey = offset < block.getLength() ? block.getEntityAt(offset) : null;
  if (!entityKey || content.getEntity(entityKey).getType() !== ENTITY.link) return null;
  let range: SelectionState | null = null;
  block.findEntityRanges(
    (c) => c.getEntity() === entityKey,
    (start, end) => {
      if (start <= offset && offset < end) {
        range = SelectionState.createEmpty(block.getKey()).merge({ anchorOffset: start, focusOffset: end });
      }
    },
  );
  const { url } = content.getEntity(entityKey).getData() as LinkData;
  return range ? { url, range } : null;
}

/**
 * Links the selected text to `url`. A caret inside a link changes that link; a caret elsewhere inserts the address
 * itself as linked text.
 */
export function applyLink(state: EditorState, url: string): EditorState {
  const data: LinkData = { url };
  const content = state.getCurrentContent().createEntity(ENTITY.link, 'MUTABLE', data);
  const entityKey = content.getLastCreatedEntityKey();
  const selection = state.getSelection();
  const existing = selection.isCollapsed() ? linkAtSelection(state) : null;
  if (selection.isCollapsed() && !existing) {
    const inserted = Modifier.insertText(content, selection, url, state.getCurrentInlineStyle(), entityKey);
    return EditorState.push(state, inserted, 'insert-characters');
  }
  let linked = content;
  for (const range of existing ? [existing.range] : textRanges(content, selection)) {
    linked = Modifier.applyEntity(linked, range, entityKey);
  }
  return EditorState.push(state, keepSelection(linked, selection), 'apply-entity');
}

export function removeLink(state: EditorState): EditorState {
  const selection = state.getSelection();
  const existing = linkAtSelection(state);
  const ranges = selection.isCollapsed()
    ? existing
      ? [existing.range]
      : []
    : textRanges(state.getCurrentContent(), selection);
  let content = state.getCurrentContent();
  for (const range of ranges) content = Modifier.applyEntity(content, range, null);
  return EditorState.push(state, keepSelection(content, selection), 'apply-entity');
}

/**
 * Whether a numbered item starts counting from 1: it does unless, skipping deeper items of any kind, the block
 * before it is a numbered item at its depth.
 */
export function startsNumberedList(content: ContentState, block: ContentBlock): boolean {
  let before = content.getBlockBefore(block.getKey());
  while (before && isListItem(before.getType()) && before.getDepth() > block.getDepth()) {
    before = content.getBlockBefore(before.getKey());
  }
  return !(before && before.getType() === BLOCK.numberedItem && before.getDepth() === block.getDepth());
}

/** Tab / Shift+Tab in a list: one level deeper or shallower, never deeper than one below the item above. */
export function indentListItems(state: EditorState, change: 1 | -1): EditorState {
  const content = state.getCurrentContent();
  const selection = state.getSelection();
  let blockMap = content.getBlockMap();
  for (const block of blocksIn(content, selection)) {
    if (!isListItem(block.getType())) continue;
    const above = content.getBlockBefore(block.getKey());
    const limit = above && isListItem(above.getType()) ? Math.min(above.getDepth() + 1, MAX_LIST_DEPTH) : 0;
    const depth = Math.max(0, Math.min(block.getDepth() + change, limit));
    if (depth !== block.getDepth()) blockMap = blockMap.set(block.getKey(), block.set('depth', depth) as ContentBlock);
  }
  if (blockMap === content.getBlockMap()) return state;
  const next = mergeContent(content, { blockMap, selectionBefore: selection, selectionAfter: selection });
  return EditorState.push(state, next, 'adjust-depth');
}

/**
 * Enter where the default would surprise: an empty list item or quote ends it (or moves a nested item out one
 * level); Enter at the end of a heading continues with a paragraph. null: draft-js splits the block as usual.
 */
export function handleReturn(state: EditorState): EditorState | null {
  const selection = state.getSelection();
  if (!selection.isCollapsed()) return null;
  const content = state.getCurrentContent();
  const block = content.getBlockForKey(selection.getStartKey());
  const type = block.getType();
  if (block.getLength() === 0 && isListItem(type) && block.getDepth() > 0) return indentListItems(state, -1);
  if (block.getLength() === 0 && (isListItem(type) || type === BLOCK.quote)) return toggleBlockType(state, type);
  if ((HEADINGS as readonly string[]).includes(type) && selection.getStartOffset() === block.getLength()) {
    const split = Modifier.splitBlock(content, selection);
    const paragraph = Modifier.setBlockType(split, split.getSelectionAfter(), BLOCK.paragraph);
    return EditorState.push(state, paragraph, 'split-block');
  }
  return null;
}

/**
 * Inserts an image as its own block at the caret: before the caret's block when the caret is at its start (or the
 * block is empty), after it at its end, splitting it in the middle, so a heading stays one heading. The caret then
 * sits in the block after the image (an empty paragraph if the image would be last).
 */
export function insertImage(state: EditorState, image: ImageData): { state: EditorState; entityKey: string } {
  const imageBlock = convertFromRaw({
    blocks: [
      {
        key: '',
        type: BLOCK.atomic,
        text: ' ',
        depth: 0,
        inlineStyleRanges: [],
        entityRanges: [{ offset: 0, length: 1, key: 0 }],
      },
    ],
    entityMap: { 0: { type: ENTITY.image, mutability: 'IMMUTABLE', data: image } },
  }).getFirstBlock();
  const entityKey = imageBlock.getEntityAt(0);
  let content = state.getCurrentContent();
  let selection = state.getSelection();
  if (!selection.isCollapsed()) {
    content = Modifier.removeRange(content, selection, 'backward');
    selection = content.getSelectionAfter();
  }
  const target = content.getBlockForKey(selection.getStartKey());
  const offset = selection.getStartOffset();
  if (offset > 0 && offset < target.getLength()) {
    content = Modifier.splitBlock(content, selection);
    selection = content.getSelectionAfter();
  }
  const blocks = content.getBlocksAsArray();
  const at = blocks.findIndex((b) => b.getKey() === selection.getStartKey());
  const before = selection.getStartOffset() === 0 || blocks[at].getLength() === 0;
  const insertAt = before ? at : at + 1;
  blocks.splice(insertAt, 0, imageBlock);
  if (insertAt === blocks.length - 1) blocks.push(ContentState.createFromText('').getFirstBlock());
  const caret = SelectionState.createEmpty(blocks[insertAt + 1].getKey()).merge({ hasFocus: selection.getHasFocus() });
  const next = mergeContent(content, {
    blockMap: BlockMapBuilder.createFromArray(blocks),
    selectionBefore: state.getSelection(),
    selectionAfter: caret,
  });
  return { state: EditorState.push(state, next, 'insert-fragment'), entityKey };
}

/**
 * Pastes converted content at the selection. An atomic block at either end gets an empty paragraph beside it, or
 * draft-js would merge the image or table into the text around the caret.
 */
export function insertContent(state: EditorState, fragment: ContentState): EditorState {
  const blocks = fragment.getBlocksAsArray();
  const empty = () => ContentState.createFromText('').getFirstBlock();
  if (blocks[0].getType() === BLOCK.atomic) blocks.unshift(empty());
  if (blocks[blocks.length - 1].getType() === BLOCK.atomic) blocks.push(empty());
  const content = Modifier.replaceWithFragment(
    state.getCurrentContent(),
    state.getSelection(),
    BlockMapBuilder.createFromArray(blocks),
  );
  return EditorState.push(state, content, 'insert-fragment');
}

/** Entity keys of images in `content` that still live in the browser (pasted data: or blob: addresses). */
export function localImages(content: ContentState): { entityKey: string; src: string }[] {
  return content.getBlocksAsArray().flatMap((block) => {
    const entityKey = block.getType() === BLOCK.atomic ? block.getEntityAt(0) : null;
    if (!entityKey) return [];
    const entity = content.getEntity(entityKey);
    const { src } = entity.getData() as ImageData;
    return entity.getType() === ENTITY.image && isLocalImageSrc(src ?? '') ? [{ entityKey, src }] : [];
  });
}

const blocksWithEntity = (content: ContentState, entityKey: string) =>
  content.getBlocksAsArray().filter((b) => b.getType() === BLOCK.atomic && b.getEntityAt(0) === entityKey);

/**
 * After an entity's data changed (an upload finished): entities live outside the content, so the blocks that show
 * it get the entity applied again, which makes them new blocks that draft-js renders again. Not an undo step.
 */
export function refreshEntity(state: EditorState, entityKey: string): EditorState {
  let content = state.getCurrentContent();
  for (const block of blocksWithEntity(content, entityKey)) {
    const range = SelectionState.createEmpty(block.getKey()).merge({ focusOffset: block.getLength() });
    content = Modifier.applyEntity(content, range, entityKey);
  }
  return content === state.getCurrentContent() ? state : EditorState.set(state, { currentContent: content });
}

/** An image's description (alt text), as a new entity on its block: undo brings the old one back. */
export function setImageAlt(state: EditorState, blockKey: string, alt: string): EditorState {
  const block = state.getCurrentContent().getBlockForKey(blockKey);
  const entityKey = block?.getEntityAt(0);
  if (!entityKey) return state;
  const image = state.getCurrentContent().getEntity(entityKey).getData() as ImageData;
  const data: ImageData = { ...image, alt };
  const content = state.getCurrentContent().createEntity(ENTITY.image, 'IMMUTABLE', data);
  const range = SelectionState.createEmpty(blockKey).merge({ focusOffset: block.getLength() });
  const described = Modifier.applyEntity(content, range, content.getLastCreatedEntityKey());
  return EditorState.push(state, keepSelection(described, state.getSelection()), 'apply-entity');
}

/** Removes whole blocks (images, tables), keeping at least one empty paragraph and a caret that exists. */
export function removeBlocks(state: EditorState, keys: string[]): EditorState {
  if (!keys.length) return state;
  const content = state.getCurrentContent();
  const remaining = content.getBlocksAsArray().filter((b) => !keys.includes(b.getKey()));
  if (!remaining.length) remaining.push(ContentState.createFromText('').getFirstBlock());
  const selection = state.getSelection();
  const caretLost = keys.includes(selection.getAnchorKey()) || keys.includes(selection.getFocusKey());
  const blocks = content.getBlocksAsArray();
  const removedAt = blocks.findIndex((b) => keys.includes(b.getKey()));
  const neighbour = blocks.slice(removedAt).find((b) => !keys.includes(b.getKey())) ?? remaining[remaining.length - 1];
  const after = caretLost ? SelectionState.createEmpty(neighbour.getKey()) : selection;
  const next = mergeContent(content, {
    blockMap: BlockMapBuilder.createFromArray(remaining),
    selectionBefore: selection,
    selectionAfter: after,
  });
  const pushed = EditorState.push(state, next, 'remove-range');
  return caretLost ? EditorState.acceptSelection(pushed, after) : pushed;
}

export const removeEntityBlocks = (state: EditorState, entityKey: string) =>
  removeBlocks(
    state,
    blocksWithEntity(state.getCurrentContent(), entityKey).map((b) => b.getKey()),
  );

/** Moves an image or table one block up or down; the caret stays where it was. */
export function moveBlock(state: EditorState, blockKey: string, direction: -1 | 1): EditorState {
  const content = state.getCurrentContent();
  const block = content.getBlockForKey(blockKey);
  const target = direction < 0 ? content.getBlockBefore(blockKey) : content.getBlockAfter(blockKey);
  if (!block || !target) return state;
  const targetRange = SelectionState.createEmpty(target.getKey());
  const moved = AtomicBlockUtils.moveAtomicBlock(state, block, targetRange, direction < 0 ? 'before' : 'after');
  return EditorState.push(state, keepSelection(moved.getCurrentContent(), state.getSelection()), 'move-block');
}
