import { EditorState, SelectionState } from 'draft-js';
import { contentToHtml } from './content-to-html';
import {
  applyLink,
  clearFormatting,
  handleReturn,
  indentListItems,
  insertContent,
  insertImage,
  linkAtSelection,
  localImages,
  moveBlock,
  refreshEntity,
  removeBlocks,
  removeEntityBlocks,
  setImageAlt,
  setStyleValue,
  startsNumberedList,
} from './editor-state';
import { htmlToContent } from './html-to-content';

const stateOf = (html: string) => EditorState.createWithContent(htmlToContent(html));
const htmlOf = (state: EditorState) => contentToHtml(state.getCurrentContent());
const keyAt = (state: EditorState, index: number) => state.getCurrentContent().getBlocksAsArray()[index].getKey();

/** A state with the selection from `start` to `end` in block `from`, up to block `to` (same by default). */
function select(state: EditorState, from: number, start: number, end = start, to = from) {
  const selection = SelectionState.createEmpty(keyAt(state, from)).merge({
    anchorOffset: start,
    focusKey: keyAt(state, to),
    focusOffset: end,
  });
  return EditorState.acceptSelection(state, selection);
}

describe('editor steps', () => {
  describe('styles', () => {
    it('sets one colour at a time on a selection across blocks, leaving the images alone', () => {
      let state = stateOf(
        '<p>um <span style="color:#5f7a4d">dois</span></p><figure><img src="/a.jpg" alt="" /></figure><p>três</p>',
      );
      state = select(state, 0, 3, 4, 2);
      state = setStyleValue(state, 'color-', '#b5532f');
      expect(htmlOf(state)).toBe(
        '<p>um <span style="color:#b5532f">dois</span></p><figure><img src="/a.jpg" alt="" /></figure><p><span style="color:#b5532f">três</span></p>',
      );
      expect(htmlOf(setStyleValue(state, 'color-', null))).toBe(
        '<p>um dois</p><figure><img src="/a.jpg" alt="" /></figure><p>três</p>',
      );
    });

    it('keeps the selection the user made, and its focus flag', () => {
      const state = select(stateOf('<p>abc</p><p>def</p>'), 0, 1, 2, 1);
      const next = setStyleValue(state, 'fontsize-', 'large');
      expect(next.getSelection().getAnchorOffset()).toBe(1);
      expect(next.getSelection().getFocusKey()).toBe(keyAt(state, 1));
      expect(next.getSelection().getHasFocus()).toBe(false);
    });

    it('at a caret, applies to the next letters typed', () => {
      const state = setStyleValue(select(stateOf('<p>abc</p>'), 0, 3), 'bgcolor-', '#fbf7f2');
      expect(state.getCurrentInlineStyle().toArray()).toEqual(['bgcolor-#fbf7f2']);
      expect(htmlOf(state)).toBe('<p>abc</p>');
    });

    it('cleans styles and links from the selection only', () => {
      const state = select(
        stateOf('<p><strong>a<a href="/x"><em>bc</em></a></strong> <span style="font-size:2.5em">d</span></p>'),
        0,
        1,
        5,
      );
      expect(htmlOf(clearFormatting(state))).toBe('<p><strong>a</strong>bc d</p>');
    });
  });

  describe('links', () => {
    it('links the selection, finds the link at the caret and removes it', () => {
      let state = applyLink(select(stateOf('<p>veja a receita aqui</p>'), 0, 7, 14), 'https://r.example');
      expect(htmlOf(state)).toBe('<p>veja a <a href="https://r.example">receita</a> aqui</p>');
      state = select(state, 0, 14);
      expect(linkAtSelection(state)?.url).toBe('https://r.example');
      expect(linkAtSelection(select(state, 0, 15))).toBeNull();
      state = applyLink(select(state, 0, 9), '/recipes/2');
      expect(htmlOf(state)).toBe('<p>veja a <a href="/recipes/2">receita</a> aqui</p>');
    });

    it('inserts the address as linked text at a caret outside links', () => {
      const state = applyLink(select(stateOf('<p>fim </p>'), 0, 3), 'mailto:chef@r.example');
      expect(htmlOf(state)).toBe('<p>fim<a href="mailto:chef@r.example">mailto:chef@r.example</a></p>');
    });
  });

  describe('lists and Enter', () => {
    it('indents list items one level below the item above at most', () => {
      let state = select(stateOf('<ul><li>a</li><li>b</li></ul>'), 1, 0);
      state = indentListItems(state, 1);
      expect(htmlOf(state)).toBe('<ul><li>a<ul><li>b</li></ul></li></ul>');
      expect(indentListItems(state, 1)).toBe(state);
      expect(htmlOf(indentListItems(state, -1))).toBe('<ul><li>a</li><li>b</li></ul>');
      const first = select(state, 0, 0);
      expect(indentListItems(first, 1).getCurrentContent()).toBe(first.getCurrentContent());
    });

    it('Enter on an empty item moves it out one level, then out of the list; on an empty quote ends it', () => {
      let state = select(stateOf('<ol><li>a<ol><li></li></ol></li></ol>'), 1, 0);
      state = handleReturn(state)!;
      expect(state.getCurrentContent().getBlocksAsArray()[1].getDepth()).toBe(0);
      state = handleReturn(state)!;
      expect(state.getCurrentContent().getBlocksAsArray()[1].getType()).toBe('unstyled');
      expect(
        handleReturn(select(stateOf('<blockquote>x</blockquote><blockquote></blockquote>'), 1, 0))!
          .getCurrentContent()
          .getLastBlock()
          .getType(),
      ).toBe('unstyled');
      expect(handleReturn(select(stateOf('<ul><li>a</li></ul>'), 0, 1))).toBeNull();
    });

    it('Enter at the end of a heading continues with a paragraph', () => {
      const state = handleReturn(select(stateOf('<h2>Modo de preparo</h2>'), 0, 15))!;
      const blocks = state.getCurrentContent().getBlocksAsArray();
      expect(blocks.map((b) => b.getType())).toEqual(['header-two', 'unstyled']);
      expect(state.getSelection().getStartKey()).toBe(blocks[1].getKey());
      expect(handleReturn(select(stateOf('<h2>Modo de preparo</h2>'), 0, 4))).toBeNull();
    });

    it('numbers continue around a nested bulleted list and restart after a paragraph', () => {
      const content = htmlToContent(
        '<ol><li>a<ul><li>b</li></ul></li><li>c<ol><li>d</li></ol></li></ol><p>x</p><ol><li>e</li></ol>',
      );
      const starts = content
        .getBlocksAsArray()
        .filter((b) => b.getType() === 'ordered-list-item')
        .map((b) => `${b.getText()}:${startsNumberedList(content, b)}`);
      expect(starts).toEqual(['a:true', 'c:false', 'd:true', 'e:true']);
    });
  });

  describe('images and blocks', () => {
    const image = { src: 'data:image/png;base64,AAAA', alt: '', uploading: true };

    it('inserts an image between blocks without splitting a heading at its start or end', () => {
      const atStart = insertImage(select(stateOf('<h2>Título</h2>'), 0, 0), image).state;
      expect(
        atStart
          .getCurrentContent()
          .getBlocksAsArray()
          .map((b) => b.getType()),
      ).toEqual(['atomic', 'header-two']);
      expect(atStart.getSelection().getStartKey()).toBe(keyAt(atStart, 1));
      const atEnd = insertImage(select(stateOf('<h2>Título</h2>'), 0, 6), image).state;
      expect(
        atEnd
          .getCurrentContent()
          .getBlocksAsArray()
          .map((b) => b.getType()),
      ).toEqual(['header-two', 'atomic', 'unstyled']);
      const middle = insertImage(select(stateOf('<p>antes depois</p>'), 0, 6), image).state;
      expect(
        middle
          .getCurrentContent()
          .getBlocksAsArray()
          .map((b) => b.getText()),
      ).toEqual(['antes ', ' ', 'depois']);
    });

    it('writes an image only once its upload is done, then with the URL', () => {
      const { state, entityKey } = insertImage(select(stateOf('<p>a</p>'), 0, 1), image);
      expect(htmlOf(state)).toBe('<p>a</p>');
      state.getCurrentContent().mergeEntityData(entityKey, { src: '/uploads/a.webp', uploading: false });
      const refreshed = refreshEntity(state, entityKey);
      expect(refreshed.getCurrentContent()).not.toBe(state.getCurrentContent());
      expect(htmlOf(refreshed)).toBe('<p>a</p><figure><img src="/uploads/a.webp" alt="" /></figure>');
      expect(refreshed.getUndoStack().size).toBe(state.getUndoStack().size);
    });

    it('removes the blocks of a failed upload and keeps a caret that exists', () => {
      const { state, entityKey } = insertImage(select(stateOf('<p>a</p>'), 0, 1), image);
      const onImage = EditorState.acceptSelection(state, SelectionState.createEmpty(keyAt(state, 1)));
      const removed = removeEntityBlocks(onImage, entityKey);
      expect(
        removed
          .getCurrentContent()
          .getBlocksAsArray()
          .map((b) => b.getType()),
      ).toEqual(['unstyled', 'unstyled']);
      expect(removed.getCurrentContent().getBlockForKey(removed.getSelection().getStartKey())).toBeDefined();
      const only = stateOf('<figure><img src="/a.jpg" alt="" /></figure>');
      expect(
        removeBlocks(only, [keyAt(only, 0)])
          .getCurrentContent()
          .getBlocksAsArray(),
      ).toHaveLength(1);
    });

    it('moves a block up and down and describes an image, undoably', () => {
      let state = stateOf('<p>a</p><figure><img src="/a.jpg" alt="" /></figure><p>b</p>');
      const image = keyAt(state, 1);
      state = moveBlock(state, image, -1);
      expect(htmlOf(state)).toBe('<figure><img src="/a.jpg" alt="" /></figure><p>a</p><p>b</p>');
      expect(moveBlock(state, image, -1)).toBe(state);
      state = moveBlock(moveBlock(state, image, 1), image, 1);
      expect(htmlOf(state)).toBe('<p>a</p><p>b</p><figure><img src="/a.jpg" alt="" /></figure>');
      const described = setImageAlt(state, image, 'Bolo');
      expect(htmlOf(described)).toContain('alt="Bolo"');
      expect(htmlOf(EditorState.undo(described))).toContain('alt=""');
    });

    it('pastes content with an image at either end as blocks of their own', () => {
      const state = select(stateOf('<p>antes depois</p>'), 0, 6);
      const fragment = htmlToContent('<img src="data:image/png;base64,AAAA" alt="x"><p>meio</p><img src="/b.jpg">');
      expect(localImages(fragment).map((i) => i.src)).toEqual(['data:image/png;base64,AAAA']);
      const pasted = insertContent(state, fragment);
      expect(
        pasted
          .getCurrentContent()
          .getBlocksAsArray()
          .map((b) => `${b.getType()}:${b.getText()}`),
      ).toEqual(['unstyled:antes ', 'atomic: ', 'unstyled:meio', 'atomic: ', 'unstyled:depois']);
    });
  });
});
