import Box from '@mui/material/Box';
import FormHelperText from '@mui/material/FormHelperText';
import Typography from '@mui/material/Typography';
import {
  CompositeDecorator,
  Editor,
  EditorState,
  getDefaultKeyBinding,
  KeyBindingUtil,
  RichUtils,
  type BlockMap,
  type ContentBlock,
  type ContentState,
  type DraftHandleValue,
  type DraftInlineStyle,
  type SelectionState,
} from 'draft-js';
import {
  useCallback,
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
  type CSSProperties,
  type KeyboardEvent,
  type ReactNode,
} from 'react';
import * as messages from '../../../messages/pt-BR';
import { AtomicBlock, type AtomicBlockActions } from './AtomicBlock';
import { escapeText } from './clean-table';
import { contentToHtml } from './content-to-html';
import { editorContentSx } from './editor-styles';
import {
  applyLink,
  currentBlockType,
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
  removeLink,
  setImageAlt,
} from './editor-state';
import { EditorToolbar } from './EditorToolbar';
import {
  BACKGROUND_PREFIX,
  BLOCK,
  COLOR_PREFIX,
  ENTITY,
  FONT_SIZE_EM,
  FONT_SIZE_PREFIX,
  isListItem,
  linkFromInput,
  type FontSize,
  type ImageData,
  type LinkData,
} from './formats';
import { htmlToContent } from './html-to-content';
import { fileFromImageSrc, imageFiles } from './image-files';
import { PromptDialog } from './PromptDialog';

const m = messages.richText;

export interface RichTextEditorProps {
  /** the field's visible name, also the accessible name of the editing area */
  label: string;
  /** HTML; a value other than the last one this editor emitted replaces the content (form reset, prefill) */
  value: string;
  /** the content as HTML ('' when empty), on every change; images still uploading are left out */
  onChange: (html: string) => void;
  /** uploads one image and resolves to its public URL; pasted, dropped and picked images go through it */
  uploadImage: (file: File) => Promise<string>;
  /** a validation message shown under the editor */
  error?: string;
  /** id of the editing area (the contenteditable element), e.g. to focus it on a validation error */
  id?: string;
  /** told true while any image is uploading and false when all are done, e.g. to hold the form's save */
  onUploadingChange?: (uploading: boolean) => void;
}

// Links show as links while editing; they are entities over the text, found per block.
function findLinks(block: ContentBlock, callback: (start: number, end: number) => void, content: ContentState) {
  block.findEntityRanges((c) => {
    const key = c.getEntity();
    return key !== null && content.getEntity(key).getType() === ENTITY.link;
  }, callback);
}
function LinkText({
  contentState,
  entityKey,
  children,
}: {
  contentState: ContentState;
  entityKey: string;
  children: ReactNode;
}) {
  const { url } = contentState.getEntity(entityKey).getData() as LinkData;
  return (
    <a href={url} title={url}>
      {children}
    </a>
  );
}
const decorator = new CompositeDecorator([{ strategy: findLinks, component: LinkText }]);

const stateFromHtml = (html: string) => EditorState.createWithContent(htmlToContent(html), decorator);

/** Colour, background and size styles carry their value in their name. */
function customStyle(style: DraftInlineStyle): CSSProperties {
  const css: CSSProperties = {};
  style.forEach((name) => {
    if (name?.startsWith(COLOR_PREFIX)) css.color = name.slice(COLOR_PREFIX.length);
    else if (name?.startsWith(BACKGROUND_PREFIX)) css.backgroundColor = name.slice(BACKGROUND_PREFIX.length);
    else if (name?.startsWith(FONT_SIZE_PREFIX))
      css.fontSize = FONT_SIZE_EM[name.slice(FONT_SIZE_PREFIX.length) as FontSize];
  });
  return css;
}

type Dialog = { kind: 'link'; url: string; editing: boolean } | { kind: 'alt'; blockKey: string; alt: string } | null;

/**
 * The recipe text editor (draft-js): HTML in and out at its edges, an EditorState inside, so typing never re-reads
 * the HTML. Images pasted, dropped or picked are uploaded and shown dimmed with a spinner until their URL is back.
 */
export function RichTextEditor({
  label,
  value,
  onChange,
  uploadImage,
  error,
  id,
  onUploadingChange,
}: RichTextEditorProps) {
  const baseId = useId();
  const editorId = id ?? `${baseId}-area`;
  const labelId = `${baseId}-label`;
  const errorId = `${baseId}-error`;
  const uploadErrorId = `${baseId}-upload-error`;

  const [editorState, setEditorState] = useState(() => stateFromHtml(value));
  const [uploadFailed, setUploadFailed] = useState(false);
  const [dialog, setDialog] = useState<Dialog>(null);
  const [focusRequest, setFocusRequest] = useState(0);
  const editorRef = useRef<Editor>(null);
  const stateRef = useRef(editorState);
  /** the HTML the content stands for: the last value emitted or taken from the props */
  const htmlRef = useRef(value);
  const pendingUploads = useRef(new Set<string>());
  const mounted = useRef(true);
  const callbacks = useRef({ onChange, uploadImage, onUploadingChange });
  useEffect(() => {
    callbacks.current = { onChange, uploadImage, onUploadingChange };
  });
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const commit = useCallback((next: EditorState) => {
    const previous = stateRef.current;
    stateRef.current = next;
    setEditorState(next);
    if (next.getCurrentContent() === previous.getCurrentContent()) return;
    const html = contentToHtml(next.getCurrentContent());
    if (html === htmlRef.current) return;
    htmlRef.current = html;
    callbacks.current.onChange(html);
  }, []);

  // A value from outside (reset, prefill) replaces the content; our own emitted HTML coming back does not.
  useEffect(() => {
    if (value === htmlRef.current) return;
    htmlRef.current = value;
    const next = stateFromHtml(value);
    stateRef.current = next;
    setEditorState(next);
    setUploadFailed(false);
  }, [value]);

  // Focus goes back to the text once draft-js has rendered the state a toolbar action produced. Focusing resets
  // draft-js's pending style for the next typed letters (bold toggled at a caret): keep it.
  useEffect(() => {
    if (!focusRequest) return;
    const pendingStyle = stateRef.current.getInlineStyleOverride();
    editorRef.current?.focus();
    if (pendingStyle) commit(EditorState.setInlineStyleOverride(stateRef.current, pendingStyle));
  }, [focusRequest, commit]);
  const focusEditor = useCallback(() => setFocusRequest((n) => n + 1), []);

  // draft-js takes no id for its contenteditable element; React leaves an attribute it does not render alone.
  useEffect(() => {
    editorRef.current?.editor?.setAttribute('id', editorId);
  }, [editorId]);

  const apply = useCallback(
    (step: (state: EditorState) => EditorState) => {
      commit(step(stateRef.current));
      focusEditor();
    },
    [commit, focusEditor],
  );

  const setUploading = (entityKey: string, uploading: boolean) => {
    const pending = pendingUploads.current;
    const before = pending.size > 0;
    if (uploading) pending.add(entityKey);
    else pending.delete(entityKey);
    if (before !== pending.size > 0) callbacks.current.onUploadingChange?.(pending.size > 0);
  };

  /** Uploads one image already in the content; its entity then gets the URL, or the image goes (with a message). */
  const upload = (entityKey: string, file: Promise<File>, preview?: string) => {
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
      .finally(() => {
        setUploading(entityKey, false);
        if (preview) URL.revokeObjectURL(preview);
      });
  };

  const insertImageFiles = (files: File[], state: EditorState = stateRef.current) => {
    let next = state;
    const added: { entityKey: string; file: File; preview: string }[] = [];
    for (const file of files) {
      const preview = URL.createObjectURL(file);
      const inserted = insertImage(next, { src: preview, alt: '', uploading: true });
      next = inserted.state;
      added.push({ entityKey: inserted.entityKey, file, preview });
    }
    commit(next);
    for (const { entityKey, file, preview } of added) upload(entityKey, Promise.resolve(file), preview);
  };

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
    const images = imageFiles(files);
    if (!images.length) return 'not-handled';
    insertImageFiles(images);
    return 'handled';
  };

  const handleDroppedFiles = (selection: SelectionState, files: Blob[]): DraftHandleValue => {
    const images = imageFiles(files);
    if (!images.length) return 'not-handled';
    insertImageFiles(images, EditorState.acceptSelection(stateRef.current, selection));
    return 'handled';
  };

  const openLinkDialog = () => {
    const link = linkAtSelection(stateRef.current);
    setDialog({ kind: 'link', url: link?.url ?? '', editing: !!link });
  };

  const keyBindingFn = (event: KeyboardEvent<object>) => {
    if (event.key === 'Tab' && isListItem(currentBlockType(stateRef.current))) {
      event.preventDefault();
      return event.shiftKey ? 'outdent' : 'indent';
    }
    if (event.key.toLowerCase() === 'k' && KeyBindingUtil.hasCommandModifier(event)) return 'link';
    return getDefaultKeyBinding(event);
  };

  const handleKeyCommand = (command: string, state: EditorState): DraftHandleValue => {
    if (command === 'link') {
      openLinkDialog();
      return 'handled';
    }
    const next =
      command === 'indent' || command === 'outdent'
        ? indentListItems(state, command === 'indent' ? 1 : -1)
        : RichUtils.handleKeyCommand(state, command);
    if (!next) return 'not-handled';
    commit(next);
    return 'handled';
  };

  const onReturn = (_event: KeyboardEvent<object>, state: EditorState): DraftHandleValue => {
    const next = handleReturn(state);
    if (!next) return 'not-handled';
    commit(next);
    return 'handled';
  };

  // Stable for draft-js's block renderer: they read the latest state when clicked.
  const actions = useMemo<AtomicBlockActions>(
    () => ({
      move: (blockKey, direction) => apply((s) => moveBlock(s, blockKey, direction)),
      remove: (blockKey) => apply((s) => removeBlocks(s, [blockKey])),
      describe: (blockKey) => {
        const content = stateRef.current.getCurrentContent();
        const entityKey = content.getBlockForKey(blockKey)?.getEntityAt(0);
        if (!entityKey) return;
        setDialog({ kind: 'alt', blockKey, alt: (content.getEntity(entityKey).getData() as ImageData).alt ?? '' });
      },
    }),
    [apply],
  );
  const blockRendererFn = useCallback(
    (block: ContentBlock) =>
      block.getType() === BLOCK.atomic ? { component: AtomicBlock, editable: false, props: actions } : null,
    [actions],
  );

  const closeDialog = () => {
    setDialog(null);
    focusEditor();
  };

  const describedBy = [error && errorId, uploadFailed && uploadErrorId].filter(Boolean).join(' ') || undefined;

  return (
    <Box>
      <Typography
        id={labelId}
        component="div"
        onClick={() => editorRef.current?.focus()}
        sx={{ fontWeight: 600, fontSize: '0.95rem', mb: 0.75, color: error ? 'error.main' : 'text.primary' }}
      >
        {label}
      </Typography>
      <Box
        sx={(theme) => ({
          border: 1,
          borderColor: error ? 'error.main' : 'divider',
          borderRadius: 1.5,
          bgcolor: 'background.paper',
          transition: 'border-color 120ms, box-shadow 120ms',
          '&:focus-within': {
            borderColor: error ? 'error.main' : 'primary.main',
            boxShadow: `0 0 0 2px ${error ? theme.palette.error.light : theme.palette.primary.light}`,
          },
        })}
      >
        <EditorToolbar
          editorState={editorState}
          onApply={apply}
          onFocusEditor={focusEditor}
          onLink={openLinkDialog}
          onImages={(files) => {
            const images = imageFiles(files);
            if (images.length) insertImageFiles(images);
          }}
          controls={editorId}
        />
        <Box sx={editorContentSx}>
          <Editor
            ref={editorRef}
            editorState={editorState}
            onChange={commit}
            ariaLabelledBy={labelId}
            ariaDescribedBy={describedBy}
            ariaMultiline
            spellCheck
            customStyleFn={customStyle}
            blockRendererFn={blockRendererFn}
            keyBindingFn={keyBindingFn}
            handleKeyCommand={handleKeyCommand}
            handleReturn={onReturn}
            handlePastedText={handlePastedText}
            handlePastedFiles={handlePastedFiles}
            handleDroppedFiles={handleDroppedFiles}
          />
        </Box>
      </Box>
      {uploadFailed && (
        <FormHelperText id={uploadErrorId} error role="alert">
          {m.uploadFailed}
        </FormHelperText>
      )}
      {error && (
        <FormHelperText id={errorId} error>
          {error}
        </FormHelperText>
      )}
      {dialog?.kind === 'link' && (
        <PromptDialog
          title={dialog.editing ? m.linkDialog.editTitle : m.linkDialog.addTitle}
          label={m.linkDialog.address}
          helper={m.linkDialog.helper}
          initialValue={dialog.url}
          submitLabel={m.linkDialog.save}
          cancelLabel={m.linkDialog.cancel}
          parse={linkFromInput}
          invalidMessage={m.linkDialog.invalid}
          extraAction={
            dialog.editing
              ? {
                  label: m.linkDialog.remove,
                  onClick: () => {
                    commit(removeLink(stateRef.current));
                    closeDialog();
                  },
                }
              : undefined
          }
          onSubmit={(url) => {
            commit(applyLink(stateRef.current, url));
            closeDialog();
          }}
          onClose={closeDialog}
        />
      )}
      {dialog?.kind === 'alt' && (
        <PromptDialog
          title={m.altDialog.title}
          label={m.altDialog.field}
          helper={m.altDialog.helper}
          initialValue={dialog.alt}
          submitLabel={m.altDialog.save}
          cancelLabel={m.altDialog.cancel}
          onSubmit={(alt) => {
            commit(setImageAlt(stateRef.current, dialog.blockKey, alt));
            closeDialog();
          }}
          onClose={closeDialog}
        />
      )}
    </Box>
  );
}
