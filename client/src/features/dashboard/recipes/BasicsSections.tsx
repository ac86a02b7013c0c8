import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import type { Difficulty } from '../../../gql/graphql';
import * as messages from '../../../messages/pt-BR';
import { normalizeDurationField, totalField } from './duration-fields';
import { FieldGrid, FormSection, fieldState, formPart, setField, type FormPartProps } from './form-section';
import { fieldId, LIMITS } from './recipe-form-model';

const t = messages.recipeForm;
const DIFFICULTIES: Difficulty[] = ['EASY', 'MEDIUM', 'HARD'];

/** Informações: title, description, author. */
export const InfoSection = formPart(
  function InfoSection({ form, update, errors, disabled }: FormPartProps) {
    return (
      <FormSection name="info" title={t.sections.info}>
        <FieldGrid columns={1}>
          <TextField
            {...fieldState(errors, 'title')}
            label={t.fields.title}
            value={form.title}
            onChange={(e) => setField(update, 'title')(e.target.value)}
            required
            fullWidth
            autoFocus
            disabled={disabled}
            slotProps={{ htmlInput: { maxLength: LIMITS.title } }}
          />
          <TextField
            {...fieldState(errors, 'description', t.fields.descriptionHelp)}
            label={t.fields.description}
            value={form.description}
            onChange={(e) => setField(update, 'description')(e.target.value)}
            required
            fullWidth
            multiline
            minRows={2}
            disabled={disabled}
            slotProps={{ htmlInput: { maxLength: LIMITS.description } }}
          />
          <TextField
            {...fieldState(errors, 'author', t.fields.authorHelp)}
            label={t.fields.author}
            value={form.author}
            onChange={(e) => setField(update, 'author')(e.target.value)}
            fullWidth
            disabled={disabled}
            slotProps={{ htmlInput: { maxLength: LIMITS.author } }}
          />
        </FieldGrid>
      </FormSection>
    );
  },
  ['title', 'description', 'author'],
);

/** Tempo e rendimento: prep and cook times as HH:MM:SS with the live total, servings, difficulty. */
export const TimeSection = formPart(
  function TimeSection({ form, update, errors, disabled }: FormPartProps) {
    const total = totalField(form.prepTime, form.cookTime);
    const timeField = (key: 'prepTime' | 'cookTime', label: string) => (
      <TextField
        {...fieldState(errors, key, t.fields.timeHelp)}
        label={label}
        value={form[key]}
        placeholder={t.fields.timePlaceholder}
        onChange={(e) => setField(update, key)(e.target.value)}
        onBlur={(e) => {
          const normalized = normalizeDurationField(e.target.value);
          if (normalized !== form[key]) setField(update, key)(normalized);
        }}
        fullWidth
        disabled={disabled}
        slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 9, autoComplete: 'off' } }}
      />
    );
    return (
      <FormSection name="time" title={t.sections.time}>
        <FieldGrid columns={3}>
          {timeField('prepTime', t.fields.prepTime)}
          {timeField('cookTime', t.fields.cookTime)}
          <TextField
            id={fieldId('totalTime')}
            label={t.fields.totalTime}
            value={total ?? ''}
            placeholder={t.fields.timePlaceholder}
            helperText={t.fields.totalHelp}
            fullWidth
            slotProps={{ htmlInput: { readOnly: true, 'aria-live': 'polite' }, inputLabel: { shrink: true } }}
          />
          <TextField
            {...fieldState(errors, 'servings')}
            label={t.fields.servings}
            placeholder={t.fields.servingsPlaceholder}
            value={form.servings}
            onChange={(e) => setField(update, 'servings')(e.target.value)}
            fullWidth
            disabled={disabled}
            slotProps={{ htmlInput: { maxLength: LIMITS.servings } }}
          />
          <TextField
            id={fieldId('difficulty')}
            select
            label={t.fields.difficulty}
            value={form.difficulty}
            onChange={(e) => setField(update, 'difficulty')(e.target.value as Difficulty)}
            fullWidth
            disabled={disabled}
          >
            {DIFFICULTIES.map((d) => (
              <MenuItem key={d} value={d}>
                {t.difficulties[d]}
              </MenuItem>
            ))}
          </TextField>
        </FieldGrid>
      </FormSection>
    );
  },
  ['prepTime', 'cookTime', 'servings', 'difficulty'],
);
