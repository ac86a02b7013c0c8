import { CombinedGraphQLErrors } from '@apollo/client';
import { useMutation } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Modal } from '../../../components/Modal';
import { ImageUploadError, uploadImage, type UploadedImage } from '../../../lib/upload-image';
import * as messages from '../../../messages/pt-BR';
import { ConfirmDialog } from '../recipes/ConfirmDialog';
import { CoverField } from './CoverField';
import {
  MAX_AUTHOR,
  MAX_TITLE,
  MAX_URL,
  emptyEbookForm,
  fromEbook,
  sameEbookForm,
  toEbookInput,
  validateEbook,
  type CoverChoice,
  type DashboardEbook,
  type EbookField,
  type EbookFormState,
} from './ebook-form-model';
import { CreateEbookMutation, UpdateEbookMutation } from './ebooks-operations';
import { RecipePicker } from './RecipePicker';

const t = messages.dashboardEbooks.form;
const errorsText = messages.dashboardEbooks.errors;

export interface EbookFormDialogProps {
  open: boolean;
  /** null: a new e-book */
  ebook: DashboardEbook | null;
  onClose: () => void;
  /** after a successful save (the screen reloads its list, then the dialog closes) */
  /** after the write, before the dialog closes: the list reloads and says what was saved */
  onSaved: (saved: { title: string; mode: 'create' | 'update' }) => Promise<void>;
}

/** Each opening starts from a fresh form (spec §4: closing resets the form and the chosen files). */
export function EbookFormDialog(props: EbookFormDialogProps) {
  const [session, setSession] = useState(0);
  const [wasOpen, setWasOpen] = useState(props.open);
  if (props.open !== wasOpen) {
    setWasOpen(props.open);
    if (props.open) setSession((n) => n + 1);
  }
  return <EbookFormSession key={`${session}:${props.ebook?.id ?? 'new'}`} {...props} />;
}

interface Problem {
  /** the spec's message for the failed step */
  text: string;
  /** the server's or the upload's own explanation, when it gave one */
  detail?: string;
}

/** Why the server refused the e-book, in its words, when it named a field (its messages are pt-BR). */
function serverDetail(error: unknown): string | undefined {
  if (!CombinedGraphQLErrors.is(error)) return undefined;
  return error.errors.find((e) => e.extensions?.code === 'BAD_USER_INPUT')?.message;
}

function EbookFormSession({ open, ebook, onClose, onSaved }: EbookFormDialogProps) {
  const ids = useId();
  const fieldId = (name: string) => `${ids}-${name}`;
  const formId = fieldId('form');
  const mode = ebook ? 'update' : 'create';
  const [initial] = useState<EbookFormState>(() => (ebook ? fromEbook(ebook) : emptyEbookForm()));
  const [form, setForm] = useState<EbookFormState>(initial);
  const [confirmingClose, setConfirmingClose] = useState(false);
  const [problem, setProblem] = useState<Problem | null>(null);
  const [invalid, setInvalid] = useState<EbookField | null>(null);
  const [saving, setSaving] = useState(false);
  const [createEbook] = useMutation(CreateEbookMutation);
  const [updateEbook] = useMutation(UpdateEbookMutation);
  const alertRef = useRef<HTMLDivElement>(null);

  // A new problem scrolls into view: the banner sits above the fields, out of sight after a long scroll.
  useEffect(() => {
    if (problem) alertRef.current?.scrollIntoView?.({ block: 'nearest' });
  }, [problem]);

  const set = <K extends keyof EbookFormState>(key: K, value: EbookFormState[K]) => {
    setForm((current) => ({ ...current, [key]: value }));
    // The field is being fixed: it stops looking wrong (the message stays until the next attempt).
    if (invalid === key) setInvalid(null);
  };

  // Escape, the close button and Cancel ask first when something was filled in: nothing typed is lost by accident.
  const close = () => {
    if (saving) return;
    if (sameEbookForm(form, initial)) onClose();
    else setConfirmingClose(true);
  };

  /** A cover the server has: uploaded now if it is a new file (and remembered, so a retry does not send it again). */
  const storedImage = async (key: 'vertical' | 'horizontal', cover: CoverChoice): Promise<UploadedImage> => {
    if (cover.kind === 'stored') return cover.image;
    const image = await uploadImage(cover.file);
    setForm((current) =>
      current[key] === cover ? { ...current, [key]: { kind: 'stored', image, preview: cover.preview } } : current,
    );
    return image;
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (saving) return;
    const found = validateEbook(form);
    if (found) {
      setProblem({ text: found.message });
      setInvalid(found.field);
      document.getElementById(fieldId(found.field))?.focus();
      return;
    }
    setProblem(null);
    setInvalid(null);
    setSaving(true);
    // spec §4: validate, upload the vertical image, then the horizontal one, create or update, reload, close.
    let step: 'vertical' | 'horizontal' | 'save' = 'vertical';
    try {
      const vertical = await storedImage('vertical', form.vertical!);
      step = 'horizontal';
      const horizontal = await storedImage('horizontal', form.horizontal!);
      step = 'save';
      const input = toEbookInput(form, { vertical, horizontal });
      if (ebook) await updateEbook({ variables: { id: ebook.id, input } });
      else await createEbook({ variables: { input } });
      await onSaved({ title: form.title.trim(), mode });
      setSaving(false);
      onClose();
    } catch (failure) {
      setSaving(false);
      if (step === 'save') {
        setProblem({ text: mode === 'create' ? errorsText.create : errorsText.update, detail: serverDetail(failure) });
      } else if (failure instanceof ImageUploadError) {
        setProblem({
          text: step === 'vertical' ? errorsText.verticalUpload : errorsText.horizontalUpload,
          detail: failure.message || undefined,
        });
      } else {
        setProblem({ text: errorsText.unexpected });
      }
    }
  };

  const textField = (name: 'title' | 'author', label: string, max: number) => (
    <TextField
      id={fieldId(name)}
      label={label}
      required
      value={form[name]}
      onChange={(event) => set(name, event.target.value)}
      error={invalid === name}
      disabled={saving}
      slotProps={{ htmlInput: { maxLength: max } }}
      fullWidth
    />
  );

  return (
    <Modal
      open={open}
      onClose={close}
      title={mode === 'create' ? t.titleCreate : t.titleEdit}
      // A click beside the form must not throw away what was typed.
      closeOnBackdropClick={false}
      actions={
        <>
          <Button onClick={close} disabled={saving} color="inherit">
            {t.cancel}
          </Button>
          <Button type="submit" form={formId} variant="contained" disabled={saving}>
            {saving ? t.saving : mode === 'create' ? t.create : t.update}
          </Button>
        </>
      }
    >
      <Box
        component="form"
        id={formId}
        noValidate
        onSubmit={(event) => void submit(event)}
        aria-label={t.label}
        // minmax(0, 1fr): a long recipe chip shortens with an ellipsis instead of widening the form past the modal
        sx={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 2.25, pt: 1 }}
      >
        {problem && (
          <Alert ref={alertRef} severity="error" role="alert" onClose={() => setProblem(null)}>
            {problem.detail ? <strong>{problem.text}</strong> : problem.text}
            {problem.detail && (
              <Box component="span" sx={{ display: 'block' }}>
                {problem.detail}
              </Box>
            )}
          </Alert>
        )}
        {textField('title', t.title, MAX_TITLE)}
        {textField('author', t.author, MAX_AUTHOR)}
        <Box
          sx={{
            display: 'grid',
            gap: 2.25,
            gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))' },
          }}
        >
          <TextField
            id={fieldId('price')}
            label={t.price}
            required
            // text, not number: a number field in a browser not set to Portuguese drops the comma ('29,90' → 2990)
            placeholder={t.pricePlaceholder}
            value={form.price}
            onChange={(event) => set('price', event.target.value)}
            error={invalid === 'price'}
            disabled={saving}
            slotProps={{
              htmlInput: { inputMode: 'decimal', maxLength: 20, autoComplete: 'off' },
              input: { startAdornment: <InputAdornment position="start">R$</InputAdornment> },
            }}
          />
          <TextField
            id={fieldId('publicationDate')}
            label={t.publicationDate}
            type="date"
            value={form.publicationDate}
            onChange={(event) => set('publicationDate', event.target.value)}
            disabled={saving}
            helperText={t.publicationDateHelp}
            slotProps={{ inputLabel: { shrink: true } }}
          />
        </Box>
        <TextField
          id={fieldId('externalUrl')}
          label={t.externalUrl}
          required
          type="url"
          placeholder={t.externalUrlPlaceholder}
          value={form.externalUrl}
          onChange={(event) => set('externalUrl', event.target.value)}
          error={invalid === 'externalUrl'}
          disabled={saving}
          slotProps={{ htmlInput: { maxLength: MAX_URL, inputMode: 'url' } }}
          fullWidth
        />
        <Box sx={{ display: 'grid', gap: 2 }}>
          <CoverField
            id={fieldId('vertical')}
            label={t.verticalCover}
            shape="portrait"
            value={form.vertical}
            onChange={(cover) => set('vertical', cover)}
            disabled={saving}
            invalid={invalid === 'vertical'}
          />
          <CoverField
            id={fieldId('horizontal')}
            label={t.horizontalCover}
            shape="landscape"
            value={form.horizontal}
            onChange={(cover) => set('horizontal', cover)}
            disabled={saving}
            invalid={invalid === 'horizontal'}
          />
        </Box>
        <RecipePicker
          id={fieldId('recipes')}
          value={form.recipeIds}
          onChange={(recipeIds) => set('recipeIds', recipeIds)}
          disabled={saving}
        />
      </Box>
      <ConfirmDialog
        open={confirmingClose}
        title={t.discard.title}
        confirmLabel={t.discard.confirm}
        cancelLabel={t.discard.keepEditing}
        onConfirm={() => {
          setConfirmingClose(false);
          onClose();
        }}
        onCancel={() => setConfirmingClose(false)}
        destructive
      >
        {t.discard.text}
      </ConfirmDialog>
    </Modal>
  );
}
