import Box from '@mui/material/Box';
import FormHelperText from '@mui/material/FormHelperText';
import Typography from '@mui/material/Typography';
import {
  Editor,
  EditorState,
  getDefaultKeyBinding,
  KeyBindingUtil,
  RichUtils,
  type ContentBlock,
  type DraftHandleValue,
} from 'draft-js';
import { useCallback, useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import * as messages from '../../../messages/pt-BR';
import { AtomicBlock, type AtomicBlockActions } from './AtomicBlock';
import { contentToHtml } from './content-to-html';
import { customStyle, decorator } from './editor-decorations';
import {
  applyLink,
  currentBlockType,
  handleReturn,
  indentListItems,
  linkAtSelection,
  moveBlock,
  removeBlocks,
  removeLink,
  setImageAlt,
  startsNumberedList,
} from './editor-state';
import { editorContentSx, LIST_START_CLASS } from './editor-styles';
import { EditorToolbar } from './EditorToolbar';
import { BLOCK, isListItem, linkFromInput, type ImageData } from './formats';
import { htmlToContent } from './html-to-content';
import { PromptDialog } from './PromptDialog';
import { useImageUploads } from './use-image-uploads';

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

const stateFromHtml = (html: string) => EditorState.createWithContent(htmlToContent(html), decorator);

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
  const [dialog, setDialog] = useState<Dialog>(null);
  const [focusRequest, setFocusRequest] = useState(0);
  const editorRef = useRef<Editor>(null);
  const stateRef = useRef(editorState);
  /** the HTML the content stands for: the last value emitted or taken from the props */
  const htmlRef = useRef(value);
  const onChangeRef = useRef(onChange);
  useEffect(() => {
    onChangeRef.current = onChange;
  });

  const commit = useCallback((next: EditorState) => {
    const previous = stateRef.current;
    stateRef.current = next;
    setEditorState(next);
    if (next.getCurrentContent() === previous.getCurrentContent()) return;
    const html = contentToHtml(next.getCurrentContent());
    if (html === htmlRef.current) return;
    htmlRef.current = html;
    onChangeRef.current(html);
  }, []);

  const { uploadFailed, clearUploadFailed, insertImageFiles, handlePastedText, handlePastedFiles, handleDroppedFiles } =
    useImageUploads({ editorRef, stateRef, commit, uploadImage, onUploadingChange });

  // A value from outside (reset, prefill) replaces the content; our own emitted HTML coming back does not.
  useEffect(() => {
    if (value === htmlRef.current) return;
    htmlRef.current = value;
    const next = stateFromHtml(value);
    stateRef.current = next;
    setEditorState(next);
    clearUploadFailed();
  }, [value, clearUploadFailed]);

  // Focus goes back to the text once draft-js has rendered the state a toolbar action produced. Focusing resets
  // draft-js's pending style for the next typed letters (bold toggled at a caret): keep it.
  useEffect(() => {
    if (!focusRequest) return;
    const pendingStyle = stateRef.current.getInlineStyleOverride();
    editorRef.current?.focus();
    if (pendingStyle) commit(EditorState.setInlineStyleOverride(stateRef.current, pendingStyle));
  }, [focusRequest, commit]);
  const focusEditor = useCallback(() => setFocusRequest((n) => n + 1), []);

  // draft-js takes neither an id nor aria-invalid for its contenteditable element; React leaves attributes it does
  // not render alone.
  useEffect(() => {
    const area = editorRef.current?.editor;
    area?.setAttribute('id', editorId);
    area?.setAttribute('aria-invalid', String(!!error));
  }, [editorId, error]);

  const apply = useCallback(
    (step: (state: EditorState) => EditorState) => {
      commit(step(stateRef.current));
      focusEditor();
    },
    [commit, focusEditor],
  );

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

  const blockStyleFn = (block: ContentBlock) =>
    block.getType() === BLOCK.numberedItem && startsNumberedList(stateRef.current.getCurrentContent(), block)
      ? LIST_START_CLASS
      : '';

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
          onImages={(files) => void insertImageFiles(files)}
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
            blockStyleFn={blockStyleFn}
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
