import * as messages from '../../../messages/pt-BR';
import { RichTextEditor } from '../rich-text/RichTextEditor';
import { InfoSection, TimeSection } from './BasicsSections';
import { ClassificationSection, type ClassificationOptions } from './ClassificationSection';
import { ExtrasSection, NutritionSection } from './ExtrasSection';
import { FormSection, formPart, setField, type FormPartProps } from './form-section';
import { ImageField } from './ImageField';
import { PublicationSection } from './PublicationFields';
import { fieldId } from './recipe-form-model';
import { IngredientsSection, StepsSection } from './RowsSections';

const t = messages.recipeForm;

interface RecipeFormFieldsProps extends FormPartProps {
  options: ClassificationOptions;
  onUploadingChange: (uploading: boolean) => void;
  /** uploads an image of the rich-text body and gives its URL */
  uploadBodyImage: (file: File) => Promise<string>;
}

/** Every section of the recipe form, in order. */
export function RecipeFormFields(props: RecipeFormFieldsProps) {
  const { form, update, errors, disabled, options, onUploadingChange, uploadBodyImage } = props;
  const part = { form, update, errors, disabled };
  return (
    <>
      <InfoSection {...part} />
      <TimeSection {...part} />
      <ImageSection {...part} onUploadingChange={onUploadingChange} />
      <ClassificationSection {...part} options={options} onUploadingChange={onUploadingChange} />
      <IngredientsSection {...part} />
      <StepsSection {...part} />
      <BodySection {...part} uploadBodyImage={uploadBodyImage} />
      <ExtrasSection {...part} />
      <NutritionSection {...part} />
      <PublicationSection {...part} />
    </>
  );
}

/** Imagem: the recipe's photo. */
const ImageSection = formPart(
  function ImageSection(props: FormPartProps & { onUploadingChange: (uploading: boolean) => void }) {
    const { form, update, disabled, onUploadingChange } = props;
    return (
      <FormSection name="image" title={t.sections.image}>
        <ImageField
          id={fieldId('image')}
          label={t.image.label}
          value={form.image}
          onChange={setField(update, 'image')}
          uploadError={t.image.uploadError}
          onUploadingChange={onUploadingChange}
          disabled={disabled}
        />
      </FormSection>
    );
  },
  ['image'],
);

/** Texto da receita: the rich-text story above the recipe card. */
const BodySection = formPart(
  function BodySection(props: FormPartProps & { uploadBodyImage: (file: File) => Promise<string> }) {
    const { form, update, errors, uploadBodyImage } = props;
    return (
      <FormSection name="body" title={t.sections.body} hint={t.fields.bodyHelp}>
        <RichTextEditor
          id={fieldId('commentBody')}
          label={t.fields.body}
          value={form.commentBody}
          onChange={setField(update, 'commentBody')}
          uploadImage={uploadBodyImage}
          error={errors.commentBody}
        />
      </FormSection>
    );
  },
  ['commentBody'],
);
