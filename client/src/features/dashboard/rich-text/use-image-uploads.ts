import { EditorState, type BlockMap, type DraftHandleValue, type Editor, type SelectionState } from 'draft-js';
import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';
import { escapeText } from './clean-table';
import { contentToHtml } from './content-to-html';
import {
  currentBlockType,
  insertContent,
  insertImage,
  localImages,
  refreshEntity,
  removeEntityBlocks,
} from './editor-state';
import { BLOCK } from './formats';
import { htmlToContent } from './html-to-content';
import { fileFromImageSrc, imageFiles, readAsDataUrl } from './image-files';

interface ImageUploadsOptions {
  editorRef: RefObject<Editor | null>;
  /** the latest editor state (draft-js callbacks and finished uploads must not act on an older one) */
  stateRef: RefObject<EditorState>;
  commit: (next: EditorState) => void;
  uploadImage: (file: File) => Promise<string>;
  onUploadingChange?: (uploading: boolean) => void;
}

/**
 * Images into the editor: picked, pasted (files, or HTML whose data: images become files) and dropped ones show at
 * once, dimmed, while `uploadImage` runs; then their entity gets the returned URL, or on failure they are removed
 * and `uploadFailed` is set. Also the editor's paste handling, since pasted HTML is where data: images come from.
 */
export function useImageUploads({ editorRef, stateRef, commit, uploadImage, onUploadingChange }: ImageUploadsOptions) {
  const [uploadFailed, setUploadFailed] = useState(false);
  const pendingUploads = useRef(new Set<string>());
  const mounted = useRef(true);
  const callbacks = useRef({ uploadImage, onUploadingChange });
  useEffect(() => {
    callbacks.current = { uploadImage, onUploadingChange };
  });
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const setUploading = (entityKey: string, uploading: boolean) => {
    const pending = pendingUploads.current;
    const before = pending.size > 0;
    if (uploading) pending.add(entityKey);
    else pending.delete(entityKey);
    if (before !== pending.size > 0) callbacks.current.onUploadingChange?.(pending.size > 0);
  };

  /** Uploads one image already in the content; its entity then gets the URL, or the image goes (with a message). */
  const upload = (entityKey: string, file: Promise<File>) => {
    setUploadFailed(false);
    setUploading(entityKey, true);
    file
      .then((f) => callbacks.current.uploadImage(f))
      .then(
        (url) => {
          if (!mounted.current) return;
          stateRef.current.getCurrentContent().mergeEntityData(entityKey, { src: url, uploading: false });
          commit(refreshEntity(stateRef.current, entityKey));
        },
        () => {
          if (!mounted.current) return;
          commit(removeEntityBlocks(stateRef.current, entityKey));
          setUploadFailed(true);
        },
      )
      .finally(() => setUploading(entityKey, false));
  };

  /** Picked, pasted or dropped files: the images among them show at once (dimmed), each uploaded on its own. */
  const insertImageFiles = async (picked: ArrayLike<Blob>, at?: SelectionState) => {
    const files = imageFiles(picked);
    if (!files.length) return;
    let previews: string[];
    try {
      previews = await Promise.all(files.map(readAsDataUrl));
    } catch {
      setUploadFailed(true);
      return;
    }
    if (!mounted.current) return;
    let next = stateRef.current;
    if (at && next.getCurrentContent().getBlockForKey(at.getAnchorKey())) next = EditorState.acceptSelection(next, at);
    const added: { entityKey: string; file: File }[] = [];
    files.forEach((file, i) => {
      const inserted = insertImage(next, { src: previews[i], alt: '', uploading: true });
      next = inserted.state;
      added.push({ entityKey: inserted.entityKey, file });
    });
    commit(next);
    for (const { entityKey, file } of added) upload(entityKey, Promise.resolve(file));
  };

  /** Pasted HTML goes through our converter, so what is pasted is what will be saved. */
  const handlePastedText = (text: string, html: string | undefined, state: EditorState): DraftHandleValue => {
    const editor = editorRef.current as (Editor & { getClipboard(): BlockMap | null }) | null;
    if (!html) return 'not-handled';
    // A copy inside this editor: draft-js pastes its own clipboard, with everything kept.
    const clipboard = editor?.getClipboard();
    if (clipboard && (html.includes(editor!.getEditorKey()) || clipboard.first()?.getText() === text)) {
      return 'not-handled';
    }
    const inCode = currentBlockType(state) === BLOCK.code;
    let fragment = htmlToContent(inCode ? `<pre><code>${escapeText(text)}</code></pre>` : html);
    if (!contentToHtml(fragment) && !localImages(fragment).length) {
      if (!text.trim()) return 'handled';
      fragment = htmlToContent(
        text
          .split(/\r?\n/)
          .map((line) => `<p>${escapeText(line)}</p>`)
          .join(''),
      );
    }
    const images = localImages(fragment);
    for (const { entityKey } of images) fragment.mergeEntityData(entityKey, { uploading: true });
    commit(insertContent(state, fragment));
    for (const { entityKey, src } of images) upload(entityKey, fileFromImageSrc(src));
    return 'handled';
  };

  const handlePastedFiles = (files: Blob[]): DraftHandleValue => {
    if (!imageFiles(files).length) return 'not-handled';
    void insertImageFiles(files);
    return 'handled';
  };

  const handleDroppedFiles = (selection: SelectionState, files: Blob[]): DraftHandleValue => {
    if (!imageFiles(files).length) return 'not-handled';
    void insertImageFiles(files, selection);
    return 'handled';
  };

  return {
    uploadFailed,
    clearUploadFailed: useCallback(() => setUploadFailed(false), []),
    insertImageFiles,
    handlePastedText,
    handlePastedFiles,
    handleDroppedFiles,
  };
}
