import Skeleton from '@mui/material/Skeleton';
import { lazy, Suspense } from 'react';
import { useWatch } from 'react-hook-form';
import * as messages from '../../../messages/pt-BR';
import { InfoSection, TimeSection } from './BasicsSections';
import { ClassificationSection, type ClassificationOptions } from './ClassificationSection';
import { ExtrasSection, NutritionSection, SourceSection } from './ExtrasSection';
import { ImagePickerField } from '../form-kit/ImagePickerField';
import { FormSection, formPart, setField, type FormPartProps, type RecipeControl } from './form-section';
import { RemoteImage } from './RemoteImage';
import { PublicationSection } from './PublicationFields';
import { fieldId, type RecipeFormState } from './recipe-form-model';
import { IngredientsSection, StepsSection } from './RowsSections';
import { SeoChecklist } from './SeoChecklist';

const t = messages.recipeForm;

// draft-js and the editor are ~100 KB gzip: they load when the dialog opens, not with the dashboard.
const RichTextEditor = lazy(() =>
  import('../rich-text/RichTextEditor').then((module) => ({ default: module.RichTextEditor })),
);

interface RecipeFormFieldsProps extends Omit<FormPartProps, 'form'> {
  control: RecipeControl;
  options: ClassificationOptions;
  onUploadingChange: (uploading: boolean) => void;
  /** uploads an image of the rich-text body and gives its URL */
  uploadBodyImage: (file: File) => Promise<string>;
  /** readers' ratings of the recipe so far (0 for a new one; null when not known), for the SEO checklist */
  ratingCount?: number | null;
  /** the 'Página de origem' field: for an import, or a recipe that has a source */
  showSource?: boolean;
}

/** Every section of the recipe form, in order. */
export function RecipeFormFields(props: RecipeFormFieldsProps) {
  const { control, update, errors, disabled, options, onUploadingChange, uploadBodyImage } = props;
  const part = { control, update, errors, disabled };
  return (
    <>
      <InfoSection {...part} />
      <TimeSection {...part} />
      <ImageSection {...part} onUploadingChange={onUploadingChange} />
      <ClassificationSection {...part} options={options} onUploadingChange={onUploadingChange} />
      <IngredientsSection {...part} />
      <StepsSection {...part} />
      <BodySection {...part} uploadBodyImage={uploadBodyImage} onUploadingChange={onUploadingChange} />
      <ExtrasSection {...part} />
      <NutritionSection {...part} />
      {props.showSource && <SourceSection {...part} />}
      <PublicationSection {...part} />
      <WatchedSeoChecklist control={control} ratingCount={props.ratingCount ?? null} />
    </>
  );
}

/** The SEO checklist looks at the whole recipe: it follows every change. */
function WatchedSeoChecklist({ control, ratingCount }: { control: RecipeControl; ratingCount: number | null }) {
  const form = useWatch({ control }) as RecipeFormState;
  return <SeoChecklist form={form} ratingCount={ratingCount} />;
}

/** Imagem: the recipe's photo. */
const ImageSection = formPart(
  function ImageSection(props: FormPartProps & { onUploadingChange: (uploading: boolean) => void }) {
    const { form, update, disabled, onUploadingChange } = props;
    return (
      <FormSection name="image" title={t.sections.image}>
        {!form.image && form.imageSourceUrl && (
          <RemoteImage
            url={form.imageSourceUrl}
            onDownloaded={(image) => update((f) => ({ ...f, image, imageSourceUrl: null }))}
            onDrop={() => update((f) => ({ ...f, imageSourceUrl: null }))}
            onUploadingChange={onUploadingChange}
            disabled={disabled}
          />
        )}
        <ImagePickerField
          upload="now"
          id={fieldId('image')}
          label={t.image.label}
          help={t.image.help}
          previewAlt={t.image.preview}
          frame={{ width: { xs: '100%', sm: 280 } }}
          value={form.image}
          onChange={setField(update, 'image')}
          uploadError={t.image.uploadError}
          onUploadingChange={onUploadingChange}
          focalPoint
          library
          disabled={disabled}
        />
      </FormSection>
    );
  },
  ['image', 'imageSourceUrl'],
);

/** Texto da receita: the rich-text story above the recipe card. */
const BodySection = formPart(
  function BodySection(
    props: FormPartProps & {
      uploadBodyImage: (file: File) => Promise<string>;
      onUploadingChange: (uploading: boolean) => void;
    },
  ) {
    const { form, update, errors, uploadBodyImage, onUploadingChange } = props;
    return (
      <FormSection name="body" title={t.sections.body} hint={t.fields.bodyHelp}>
        <Suspense fallback={<Skeleton variant="rounded" height={300} aria-label={t.fields.body} />}>
          <RichTextEditor
            id={fieldId('commentBody')}
            label={t.fields.body}
            value={form.commentBody}
            onChange={setField(update, 'commentBody')}
            uploadImage={uploadBodyImage}
            onUploadingChange={onUploadingChange}
            error={errors.commentBody}
          />
        </Suspense>
      </FormSection>
    );
  },
  ['commentBody'],
);
