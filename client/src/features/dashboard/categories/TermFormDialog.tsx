import { useMemo, useRef } from 'react';
import { Controller } from 'react-hook-form';
import type { ServerRefusal } from '../../../lib/graphql-errors';
import { ImageUploadError } from '../../../lib/upload-image';
import * as messages from '../../../messages/pt-BR';
import { FormDialog } from '../form-kit/FormDialog';
import { FormTextField } from '../form-kit/FormTextField';
import { uploadPendingImage, type StoredImage } from '../form-kit/image-choice';
import { ImagePickerField } from '../form-kit/ImagePickerField';
import { describeImage, describeText, type MergeField } from '../form-kit/stale-merge';
import { SubmitProblem, useEntityForm } from '../form-kit/use-entity-form';
import { useOpeningKey } from '../form-kit/use-opening-key';
import { TERM_KINDS, type TermKind } from './term-kinds';
import { termFormValues, termSchema, type TermFormValues } from './term-schema';
import type { Term, TermStore } from './use-term-store';

const m = messages.dashboardCategories;

export interface TermFormDialogProps {
  kind: TermKind;
  open: boolean;
  /** null: create a new one */
  term: Term | null;
  save: TermStore['save'];
  /** the term as the site has it now (versioned kinds: a stale save is merged with it) */
  latest?: TermStore['latest'];
  onClose: () => void;
  onSaved: (name: string, mode: 'create' | 'update') => void;
}

/** The create/edit modal (spec §4 "Category modal"); each opening starts from a fresh form (closing resets it). */
export function TermFormDialog(props: TermFormDialogProps) {
  const opening = useOpeningKey(props.open);
  return <TermForm key={`${opening}:${props.term?.id ?? 'new'}`} {...props} />;
}

/** The field a refusal is about: a taken name is a conflict naming no field. */
function termField({ code, field, stale }: ServerRefusal): keyof TermFormValues | null {
  if (field === 'description') return 'description';
  if (field?.startsWith('imageUrl')) return 'image';
  // a taken name is a CONFLICT without a field; a stale save is one too, but about the whole category
  return field === 'name' || (code === 'CONFLICT' && !field && !stale) ? 'name' : null;
}

/** A term's fields as the conflict question puts them (a save refused because it changed on the site). */
function mergeFields(kind: TermKind): MergeField<TermFormValues>[] {
  const spec = TERM_KINDS[kind];
  return [
    { id: 'name', label: m.fields.name, keys: ['name'], describe: (v) => describeText(v.name) },
    ...(spec.hasDescription
      ? [
          {
            id: 'description',
            label: m.fields.description,
            keys: ['description'] as const,
            describe: (v: TermFormValues) => describeText(v.description),
          },
        ]
      : []),
    ...(spec.hasImage
      ? [
          {
            id: 'image',
            label: m.terms[kind].imageLabel,
            keys: ['image'] as const,
            describe: (v: TermFormValues) => describeImage(v.image),
          },
        ]
      : []),
  ];
}

function TermForm({ kind, open, term, save, latest, onClose, onSaved }: TermFormDialogProps) {
  const spec = TERM_KINDS[kind];
  const copy = m.terms[kind];
  const mode = term ? 'update' : 'create';
  const schema = useMemo(() => termSchema(kind), [kind]);
  // the version the next save is checked against: the list's, then the site's after a merge
  const version = useRef(term?.version ?? null);
  const entity = useEntityForm({
    schema,
    defaultValues: termFormValues(term),
    labels: { name: m.fields.name, description: m.fields.description, image: copy.imageLabel },
    // the image file input keeps the test id 'term-image-file' whatever the kind
    idPrefix: 'term',
    onSubmit: async (checked, form) => {
      let image: StoredImage | null = null;
      if (spec.hasImage) {
        try {
          // sent now; the field then holds the upload, so a retry after a failed save does not send it twice
          image = await uploadPendingImage(form, 'image');
        } catch (failure) {
          const detail = failure instanceof ImageUploadError ? failure.message : '';
          throw new SubmitProblem({ text: m.image.uploadError, detail: detail || undefined });
        }
      }
      await save(
        term?.id ?? null,
        {
          name: checked.name,
          description: spec.hasDescription ? checked.description : null,
          image: image && { small: image.small, medium: image.medium, original: image.original },
        },
        version.current,
      );
      onSaved(checked.name, mode);
      onClose();
    },
    describeFailure: () => ({ text: mode === 'create' ? copy.createError : copy.updateError }),
    serverField: termField,
    // saved elsewhere since the list loaded: the fields the site changed are put to her, field by field
    staleMerge:
      term && latest && copy.conflictTitle
        ? {
            title: copy.conflictTitle,
            fields: mergeFields(kind),
            load: async () => {
              const now = await latest(term.id);
              if (!now) throw new Error('the term is gone');
              return { values: termFormValues(now), accept: () => (version.current = now.version ?? null) };
            },
          }
        : undefined,
  });

  return (
    <FormDialog
      open={open}
      title={mode === 'create' ? copy.createTitle : copy.editTitle}
      entity={entity}
      submitLabel={mode === 'create' ? copy.createSubmit : copy.editSubmit}
      onClose={onClose}
    >
      <FormTextField
        entity={entity}
        name="name"
        label={m.fields.name}
        required
        autoFocus
        maxLength={spec.nameMax}
        helperText=" "
        sx={{ mb: -1.5 }}
      />
      {spec.hasDescription && (
        <FormTextField
          entity={entity}
          name="description"
          label={m.fields.description}
          multiline
          minRows={3}
          maxRows={8}
          maxLength={spec.descriptionMax}
          helperText={m.fields.descriptionHelp}
        />
      )}
      {spec.hasImage && (
        <Controller
          control={entity.form.control}
          name="image"
          render={({ field, fieldState }) => (
            <ImagePickerField
              upload="on-save"
              id={entity.fieldId('image')}
              buttonRef={field.ref}
              label={copy.imageLabel}
              help={m.image.help}
              value={field.value}
              onChange={field.onChange}
              error={fieldState.error?.message}
              disabled={entity.saving}
              library
            />
          )}
        />
      )}
    </FormDialog>
  );
}
