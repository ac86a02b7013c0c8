import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import * as messages from '../../../messages/pt-BR';
import { ImagePickerField } from '../form-kit/ImagePickerField';
import { FieldGrid, FormSection, fieldState, formPart, setField, type FormPartProps } from './form-section';
import { fieldId, LIMITS, type CravingValue, type TermValue } from './recipe-form-model';
import { nameKey, TermsField } from './TermsField';

const t = messages.recipeForm;

export interface ClassificationOptions {
  categories: { categoryId: number; name: string }[];
  cravings: TermValue[];
  occasions: TermValue[];
  loading: boolean;
  failed: boolean;
}

interface ClassificationSectionProps extends FormPartProps {
  options: ClassificationOptions;
  onUploadingChange: (uploading: boolean) => void;
}

/** Classificação: cuisine, categories, cravings (new ones with an image), occasions and tags. */
export const ClassificationSection = formPart(
  function ClassificationSection(props: ClassificationSectionProps) {
    const { form, update, errors, disabled, options, onUploadingChange } = props;
    const termHint = options.failed ? t.terms.optionsError : t.fields.termHelp;
    const newCravings = form.cravings.filter((c) => c.id === null);
    // A category id the list did not bring (it failed to load) still shows, and stays unless removed.
    const categoryOptions = [
      ...options.categories,
      ...form.categoryIds
        .filter((id) => !options.categories.some((c) => c.categoryId === id))
        .map((categoryId) => ({ categoryId, name: `#${categoryId}` })),
    ];
    const setCravings = setField(update, 'cravings');

    return (
      <FormSection name="classification" title={t.sections.classification}>
        <FieldGrid>
          <TextField
            {...fieldState(errors, 'cuisine')}
            label={t.fields.cuisine}
            placeholder={t.fields.cuisinePlaceholder}
            value={form.cuisine}
            onChange={(e) => setField(update, 'cuisine')(e.target.value)}
            fullWidth
            disabled={disabled}
            slotProps={{ htmlInput: { maxLength: LIMITS.cuisine } }}
          />
          <Autocomplete
            id={fieldId('categoryIds')}
            multiple
            disabled={disabled}
            loading={options.loading}
            options={categoryOptions}
            value={categoryOptions.filter((c) => form.categoryIds.includes(c.categoryId))}
            getOptionLabel={(c) => c.name}
            isOptionEqualToValue={(a, b) => a.categoryId === b.categoryId}
            disableCloseOnSelect
            onChange={(_e, next) => setField(update, 'categoryIds')(next.map((c) => c.categoryId))}
            noOptionsText={t.terms.noOptions}
            renderInput={(params) => (
              <TextField
                {...params}
                label={t.fields.categories}
                error={Boolean(errors.categoryIds)}
                helperText={errors.categoryIds ?? (options.failed ? t.terms.optionsError : undefined)}
              />
            )}
          />
          <TermsField<CravingValue>
            {...fieldState(errors, 'cravings', termHint)}
            label={t.fields.cravings}
            options={options.cravings}
            value={form.cravings}
            onChange={setCravings}
            create={(name) => ({ id: null, name, image: null })}
            choose={(o) => ({ id: o.id, name: o.name, image: null })}
            loading={options.loading}
            disabled={disabled}
          />
          <TermsField<TermValue>
            {...fieldState(errors, 'occasions', termHint)}
            label={t.fields.occasions}
            options={options.occasions}
            value={form.occasions}
            onChange={setField(update, 'occasions')}
            create={(name) => ({ id: null, name })}
            choose={(o) => ({ id: o.id, name: o.name })}
            loading={options.loading}
            disabled={disabled}
          />
        </FieldGrid>
        {newCravings.length > 0 && (
          <Box sx={{ mt: 2.5, p: 2, border: 1, borderColor: 'divider', borderRadius: 3 }}>
            <Typography variant="subtitle2" component="h4">
              {t.terms.newCravings}
            </Typography>
            <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
              {t.terms.newCravingsHelp}
            </Typography>
            <Box sx={{ display: 'grid', gap: 2 }}>
              {newCravings.map((craving) => (
                <ImagePickerField
                  upload="now"
                  key={nameKey(craving.name)}
                  id={fieldId(`craving-image.${nameKey(craving.name)}`)}
                  label={t.terms.cravingImage(craving.name)}
                  // a small frame, no notes: one of a list of new cravings
                  help={null}
                  previewAlt={t.terms.cravingImage(craving.name)}
                  frame={{ width: 96, height: 72, aspectRatio: 'auto' }}
                  value={craving.image}
                  onChange={(image) =>
                    update((f) => ({
                      ...f,
                      cravings: f.cravings.map((c) =>
                        c.id === null && nameKey(c.name) === nameKey(craving.name) ? { ...c, image } : c,
                      ),
                    }))
                  }
                  uploadError={t.terms.cravingUploadError}
                  onUploadingChange={onUploadingChange}
                  disabled={disabled}
                />
              ))}
            </Box>
          </Box>
        )}
        <Box sx={{ mt: 2 }}>
          <TagsField
            id={fieldId('tags')}
            value={form.tags}
            onChange={setField(update, 'tags')}
            error={errors.tags}
            disabled={disabled}
          />
        </Box>
      </FormSection>
    );
  },
  ['cuisine', 'categoryIds', 'cravings', 'occasions', 'tags'],
);

interface TagsFieldProps {
  id: string;
  value: string[];
  onChange: (tags: string[]) => void;
  error?: string;
  disabled?: boolean;
}

/** Free tags as chips: Enter or a comma adds what was typed (leaving the field does too). */
function TagsField({ id, value, onChange, error, disabled }: TagsFieldProps) {
  const [input, setInput] = useState('');
  const merge = (current: string[], added: string[]) => {
    const tags = [...current];
    for (const raw of added) {
      const tag = raw.trim();
      if (tag && !tags.some((x) => nameKey(x) === nameKey(tag))) tags.push(tag);
    }
    return tags;
  };
  return (
    <Autocomplete<string, true, false, true>
      id={id}
      multiple
      freeSolo
      disabled={disabled}
      options={[]}
      value={value}
      inputValue={input}
      onInputChange={(_e, text, reason) => {
        if (reason === 'reset') return setInput('');
        if (!text.includes(',')) return setInput(text);
        const parts = text.split(',');
        setInput(parts.pop() ?? '');
        onChange(merge(value, parts));
      }}
      onChange={(_e, next) => onChange(merge([], next))}
      onBlur={() => {
        if (!input.trim()) return;
        onChange(merge(value, [input]));
        setInput('');
      }}
      renderValue={(tags, getItemProps) =>
        tags.map((tag, index) => {
          const { key, ...itemProps } = getItemProps({ index });
          return <Chip key={key} {...itemProps} label={tag} size="small" />;
        })
      }
      renderInput={(params) => (
        <TextField {...params} label={t.fields.tags} error={Boolean(error)} helperText={error ?? t.fields.tagsHelp} />
      )}
    />
  );
}
