import { CombinedGraphQLErrors } from '@apollo/client';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { useId, useRef, useState, type FormEvent } from 'react';
import { Modal } from '../../../components/Modal';
import { ImageUploadError, uploadImage } from '../../../lib/upload-image';
import * as messages from '../../../messages/pt-BR';
import { TERM_KINDS, type TermKind } from './term-kinds';
import { TermImageField } from './TermImageField';
import type { Term, TermImage, TermStore } from './use-term-store';

const m = messages.dashboardCategories;

export interface TermFormDialogProps {
  kind: TermKind;
  open: boolean;
  /** null: create a new one */
  term: Term | null;
  save: TermStore['save'];
  onClose: () => void;
  onSaved: (name: string, mode: 'create' | 'update') => void;
}

/** The create/edit modal (spec §4 "Category modal"); each opening starts from a fresh form (closing resets it). */
export function TermFormDialog(props: TermFormDialogProps) {
  const [session, setSession] = useState(0);
  const [wasOpen, setWasOpen] = useState(props.open);
  if (props.open !== wasOpen) {
    setWasOpen(props.open);
    if (props.open) setSession((n) => n + 1);
  }
  return <TermForm key={`${session}:${props.term?.id ?? 'new'}`} {...props} />;
}

const imageSrc = (image: TermImage | null) => image?.medium ?? image?.small ?? image?.original ?? null;

interface ServerProblem {
  field: 'name' | 'description' | null;
  message: string | null;
}

/** A refusal the admin can act on (a taken or too long name) names its field; anything else is the §8 text. */
function serverProblem(error: unknown): ServerProblem {
  if (!CombinedGraphQLErrors.is(error)) return { field: null, message: null };
  const known = error.errors.find((e) => ['BAD_USER_INPUT', 'CONFLICT'].includes(String(e.extensions?.code)));
  if (!known) return { field: null, message: null };
  const field = known.extensions?.field === 'description' ? 'description' : 'name';
  return { field, message: known.message };
}

function TermForm({ kind, open, term, save, onClose, onSaved }: TermFormDialogProps) {
  const spec = TERM_KINDS[kind];
  const copy = m.terms[kind];
  const mode = term ? 'update' : 'create';
  const formId = useId();
  const nameRef = useRef<HTMLInputElement>(null);
  const [name, setName] = useState(term?.name ?? '');
  const [description, setDescription] = useState(term?.description ?? '');
  const [image, setImage] = useState<TermImage | null>(term?.image ?? null);
  const [file, setFile] = useState<{ file: File; preview: string | null } | null>(null);
  const [nameError, setNameError] = useState<string | null>(null);
  const [descriptionError, setDescriptionError] = useState<string | null>(null);
  const [saveError, setSaveError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  const close = () => {
    if (!saving) onClose();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (saving) return;
    const trimmed = name.trim();
    setSaveError(null);
    setDescriptionError(null);
    if (!trimmed) {
      setNameError(copy.nameRequired);
      nameRef.current?.focus();
      return;
    }
    setNameError(null);
    setSaving(true);
    let saved = image;
    if (file) {
      try {
        saved = await uploadImage(file.file);
      } catch (failure) {
        const detail = failure instanceof ImageUploadError ? failure.message : '';
        setSaveError([m.image.uploadError, detail].filter(Boolean).join(': '));
        setSaving(false);
        return;
      }
      // A retry after a failed save sends the uploaded image again instead of uploading the file twice.
      setImage(saved);
      setFile(null);
    }
    try {
      await save(term?.id ?? null, {
        name: trimmed,
        description: spec.hasDescription ? description.trim() || null : null,
        image: spec.hasImage ? saved : null,
      });
    } catch (error) {
      const problem = serverProblem(error);
      if (problem.field === 'name') setNameError(problem.message);
      if (problem.field === 'description') setDescriptionError(problem.message);
      setSaveError(mode === 'create' ? copy.createError : copy.updateError);
      setSaving(false);
      if (problem.field === 'name') nameRef.current?.focus();
      return;
    }
    setSaving(false);
    onSaved(trimmed, mode);
    onClose();
  };

  const preview = file ? file.preview : imageSrc(image);
  return (
    <Modal
      open={open}
      onClose={close}
      title={mode === 'create' ? copy.createTitle : copy.editTitle}
      actions={
        <>
          <Button onClick={close} disabled={saving} color="inherit">
            {m.actions.cancel}
          </Button>
          <Button type="submit" form={formId} variant="contained" disabled={saving}>
            {saving ? m.actions.saving : mode === 'create' ? copy.createSubmit : copy.editSubmit}
          </Button>
        </>
      }
    >
      <Box
        component="form"
        id={formId}
        noValidate
        onSubmit={(event) => void submit(event)}
        sx={{ display: 'grid', gap: 2.5, pt: 0.5 }}
      >
        {saveError && (
          <Alert severity="error" role="alert">
            {saveError}
          </Alert>
        )}
        <TextField
          inputRef={nameRef}
          label={m.fields.name}
          value={name}
          onChange={(event) => {
            setName(event.target.value);
            if (nameError) setNameError(null);
          }}
          required
          autoFocus
          disabled={saving}
          error={Boolean(nameError)}
          helperText={nameError ?? ' '}
          slotProps={{ htmlInput: { maxLength: spec.nameMax } }}
          sx={{ mb: -1.5 }}
        />
        {spec.hasDescription && (
          <TextField
            label={m.fields.description}
            value={description}
            onChange={(event) => {
              setDescription(event.target.value);
              if (descriptionError) setDescriptionError(null);
            }}
            multiline
            minRows={3}
            maxRows={8}
            disabled={saving}
            error={Boolean(descriptionError)}
            helperText={descriptionError ?? m.fields.descriptionHelp}
            slotProps={{ htmlInput: { maxLength: spec.descriptionMax } }}
          />
        )}
        {spec.hasImage && (
          <TermImageField
            label={copy.imageLabel}
            preview={preview}
            disabled={saving}
            onFile={(chosen, dataUrl) => setFile({ file: chosen, preview: dataUrl })}
            onRemove={() => {
              setFile(null);
              setImage(null);
            }}
          />
        )}
      </Box>
    </Modal>
  );
}
