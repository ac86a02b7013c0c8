import { useApolloClient, useMutation } from '@apollo/client/react';
import Box from '@mui/material/Box';
import { EBOOK_BOUNDS } from '@receitas/shared';
import { Controller, type UseFormReturn } from 'react-hook-form';
import { useRef } from 'react';
import { serverRefusals } from '../../../lib/graphql-errors';
import { ImageUploadError, type UploadedImage } from '../../../lib/upload-image';
import * as messages from '../../../messages/pt-BR';
import { FormDialog } from '../form-kit/FormDialog';
import { FormTextField } from '../form-kit/FormTextField';
import { everyRendition, uploadPendingImage } from '../form-kit/image-choice';
import { ImagePickerField } from '../form-kit/ImagePickerField';
import { MoneyField } from '../form-kit/NumberFields';
import { describeImage, describeList, describeText, type MergeField } from '../form-kit/stale-merge';
import { SubmitProblem, useEntityForm, type EntityForm } from '../form-kit/use-entity-form';
import { useOpeningKey } from '../form-kit/use-opening-key';
import {
  ebookFormValues,
  ebookSchema,
  emptyEbookForm,
  toEbookInput,
  type CheckedEbook,
  type EbookFormValues,
} from './ebook-schema';
import {
  CreateEbookMutation,
  DashboardEbookQuery,
  UpdateEbookMutation,
  type DashboardEbook,
} from './ebooks-operations';
import { RecipePicker } from './RecipePicker';

const t = messages.dashboardEbooks.form;
const errorsText = messages.dashboardEbooks.errors;

export interface EbookFormDialogProps {
  open: boolean;
  /** null: a new e-book */
  ebook: DashboardEbook | null;
  onClose: () => void;
  /** after the write, before the dialog closes: the list reloads and says what was saved */
  onSaved: (saved: { title: string; mode: 'create' | 'update' }) => Promise<void>;
}

/** Each opening starts from a fresh form (spec §4: closing resets the form and the chosen files). */
export function EbookFormDialog(props: EbookFormDialogProps) {
  const opening = useOpeningKey(props.open);
  return <EbookForm key={`${opening}:${props.ebook?.id ?? 'new'}`} {...props} />;
}

/** The server's input fields as the form names them. */
const FORM_FIELD: Record<string, keyof EbookFormValues> = {
  title: 'title',
  author: 'author',
  price: 'price',
  publicationDate: 'publicationDate',
  externalUrl: 'externalUrl',
  verticalCoverImageUrl: 'vertical',
  horizontalCoverImageUrl: 'horizontal',
  recipeIds: 'recipeIds',
};

/** A cover as the server has it: a chosen file is uploaded first; a failure says which cover (spec §8). */
async function uploadedCover(
  form: UseFormReturn<EbookFormValues, unknown, CheckedEbook>,
  name: 'vertical' | 'horizontal',
): Promise<UploadedImage> {
  try {
    const cover = everyRendition(await uploadPendingImage(form, name));
    if (cover) return cover;
  } catch (failure) {
    if (failure instanceof ImageUploadError) {
      const text = name === 'vertical' ? errorsText.verticalUpload : errorsText.horizontalUpload;
      throw new SubmitProblem({ text, detail: failure.message || undefined });
    }
  }
  throw new SubmitProblem({ text: errorsText.unexpected });
}

/** The e-book's fields as the conflict question puts them (a save refused because it changed on the site). */
const MERGE_FIELDS: MergeField<EbookFormValues>[] = [
  { id: 'title', label: t.title, keys: ['title'], describe: (v) => describeText(v.title) },
  { id: 'author', label: t.author, keys: ['author'], describe: (v) => describeText(v.author) },
  { id: 'price', label: t.price, keys: ['price'], describe: (v) => describeText(v.price && `R$ ${v.price}`) },
  {
    id: 'publicationDate',
    label: t.publicationDate,
    keys: ['publicationDate'],
    describe: (v) => describeText(v.publicationDate.replace(/^(\d{4})-(\d{2})-(\d{2})$/, '$3/$2/$1')),
  },
  { id: 'externalUrl', label: t.externalUrl, keys: ['externalUrl'], describe: (v) => describeText(v.externalUrl) },
  { id: 'vertical', label: t.verticalCover, keys: ['vertical'], describe: (v) => describeImage(v.vertical) },
  { id: 'horizontal', label: t.horizontalCover, keys: ['horizontal'], describe: (v) => describeImage(v.horizontal) },
  {
    id: 'recipeIds',
    label: t.recipes,
    keys: ['recipeIds'],
    describe: (v) => describeList(v.recipeIds.map((id) => `#${id}`)),
  },
];

function EbookForm({ open, ebook, onClose, onSaved }: EbookFormDialogProps) {
  const mode = ebook ? 'update' : 'create';
  const [createEbook] = useMutation(CreateEbookMutation);
  const [updateEbook] = useMutation(UpdateEbookMutation);
  const client = useApolloClient();
  // the version the next save is checked against: the one the form opened, then the site's after a merge
  const version = useRef(ebook?.version ?? null);
  const entity = useEntityForm({
    schema: ebookSchema,
    defaultValues: ebook ? ebookFormValues(ebook) : emptyEbookForm(),
    labels: {
      title: t.title,
      author: t.author,
      price: t.price,
      publicationDate: t.publicationDate,
      externalUrl: t.externalUrl,
      vertical: t.verticalCover,
      horizontal: t.horizontalCover,
      recipeIds: t.recipes,
    },
    // spec §4: validate, upload the vertical image, then the horizontal one, create or update, reload, close.
    onSubmit: async (checked, form) => {
      const vertical = await uploadedCover(form, 'vertical');
      const horizontal = await uploadedCover(form, 'horizontal');
      const input = toEbookInput(checked, { vertical, horizontal });
      if (ebook) await updateEbook({ variables: { id: ebook.id, input, expectedVersion: version.current } });
      else await createEbook({ variables: { input } });
      await onSaved({ title: checked.title, mode });
      onClose();
    },
    describeFailure: (error) => {
      const refusals = serverRefusals(error);
      return {
        text: mode === 'create' ? errorsText.create : errorsText.update,
        // why the server refused the e-book, in its words, when it named a field (its messages are pt-BR)
        detail: refusals.find((refusal) => refusal.code === 'BAD_USER_INPUT')?.message,
      };
    },
    serverField: (refusal) => (refusal.field ? (FORM_FIELD[refusal.field] ?? null) : null),
    // saved elsewhere since this form opened: the fields the site changed are put to her, field by field
    staleMerge: ebook
      ? {
          title: t.conflictTitle,
          fields: MERGE_FIELDS,
          load: async () => {
            const result = await client.query({
              query: DashboardEbookQuery,
              variables: { id: ebook.id },
              fetchPolicy: 'network-only',
            });
            const latest = result.data?.adminEbook;
            if (!latest) throw new Error('the e-book is gone');
            return { values: ebookFormValues(latest), accept: () => (version.current = latest.version) };
          },
        }
      : undefined,
  });

  return (
    <FormDialog
      open={open}
      title={mode === 'create' ? t.titleCreate : t.titleEdit}
      label={t.label}
      entity={entity}
      submitLabel={mode === 'create' ? t.create : t.update}
      onClose={onClose}
      discardText={t.discard.text}
      // A click beside the form must not even ask: the dialog is long, and a stray click is common.
      closeOnBackdropClick={false}
    >
      <FormTextField entity={entity} name="title" label={t.title} required maxLength={EBOOK_BOUNDS.title} fullWidth />
      <FormTextField
        entity={entity}
        name="author"
        label={t.author}
        required
        maxLength={EBOOK_BOUNDS.author}
        fullWidth
      />
      <Box
        sx={{
          display: 'grid',
          gap: 2.25,
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))' },
        }}
      >
        <MoneyField entity={entity} name="price" label={t.price} required />
        <FormTextField
          entity={entity}
          name="publicationDate"
          label={t.publicationDate}
          type="date"
          helperText={t.publicationDateHelp}
        />
      </Box>
      <FormTextField
        entity={entity}
        name="externalUrl"
        label={t.externalUrl}
        required
        type="url"
        placeholder={t.externalUrlPlaceholder}
        maxLength={EBOOK_BOUNDS.externalUrl}
        htmlInput={{ inputMode: 'url' }}
        fullWidth
      />
      <Box sx={{ display: 'grid', gap: 2 }}>
        <CoverPicker entity={entity} name="vertical" label={t.verticalCover} />
        <CoverPicker entity={entity} name="horizontal" label={t.horizontalCover} />
      </Box>
      <Controller
        control={entity.form.control}
        name="recipeIds"
        render={({ field }) => (
          <RecipePicker
            id={entity.fieldId('recipeIds')}
            value={field.value}
            onChange={field.onChange}
            disabled={entity.saving}
          />
        )}
      />
    </FormDialog>
  );
}

interface CoverPickerProps {
  entity: EntityForm<EbookFormValues, CheckedEbook>;
  name: 'vertical' | 'horizontal';
  label: string;
}

/** A cover (spec §2): the chosen file is previewed here and sent only when the e-book is saved. */
function CoverPicker({ entity, name, label }: CoverPickerProps) {
  return (
    <Controller
      control={entity.form.control}
      name={name}
      render={({ field, fieldState }) => (
        <ImagePickerField
          upload="on-save"
          id={entity.fieldId(name)}
          buttonRef={field.ref}
          label={label}
          required
          value={field.value}
          onChange={field.onChange}
          error={fieldState.error?.message}
          disabled={entity.saving}
          removable={false}
          library
          // contain: the whole cover shows, tall or wide, as readers will see it
          fit="contain"
          frame={{ width: { xs: 104, sm: 132 }, height: { xs: 92, sm: 104 }, aspectRatio: 'auto' }}
        />
      )}
    />
  );
}
