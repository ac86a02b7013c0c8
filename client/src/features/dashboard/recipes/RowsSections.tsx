import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import * as messages from '../../../messages/pt-BR';
import { FormSection, fieldState, formPart, type FormPartProps } from './form-section';
import { emptyIngredient, emptyStep, fieldId, LIMITS, type IngredientRow, type StepRow } from './recipe-form-model';
import { SectionedListEditor } from './SectionedListEditor';
import { updateRow } from './sectioned-list';

const t = messages.recipeForm;

/** Ingredientes: quantity, unit and name per row, in sections. */
export const IngredientsSection = formPart(
  function IngredientsSection({ form, update, errors, disabled }: FormPartProps) {
    const change = (patch: (rows: typeof form.ingredients) => typeof form.ingredients) =>
      update((f) => ({ ...f, ingredients: patch(f.ingredients) }));
    const field = (row: IngredientRow, name: 'quantity' | 'unit' | 'name', label: string, placeholder?: string) => (
      <TextField
        {...fieldState(errors, `row.${row.key}.${name}`)}
        label={label}
        placeholder={placeholder}
        value={row[name]}
        onChange={(e) => change((list) => updateRow(list, row.key, { [name]: e.target.value }))}
        size="small"
        fullWidth
        disabled={disabled}
        slotProps={{ htmlInput: { maxLength: name === 'name' ? LIMITS.ingredientName : LIMITS[name] } }}
      />
    );
    return (
      <FormSection name="ingredients" title={t.sections.ingredients}>
        <SectionedListEditor<IngredientRow>
          kind="ingredient"
          sections={form.ingredients}
          onChange={change}
          newRow={emptyIngredient}
          firstFieldId={(row) => fieldId(`row.${row.key}.quantity`)}
          errors={errors}
          listPath="ingredients"
          rowLabel={t.ingredient.item}
          disabled={disabled}
          renderFields={(row) => (
            <Box
              sx={{
                display: 'grid',
                gap: 1,
                gridTemplateColumns: { xs: 'minmax(0, 1fr) minmax(0, 1.4fr)', sm: '96px 160px minmax(0, 1fr)' },
                '& > :last-child': { gridColumn: { xs: '1 / -1', sm: 'auto' } },
              }}
            >
              {field(row, 'quantity', t.ingredient.quantity, t.ingredient.quantityPlaceholder)}
              {field(row, 'unit', t.ingredient.unit, t.ingredient.unitPlaceholder)}
              {field(row, 'name', t.ingredient.name)}
            </Box>
          )}
        />
      </FormSection>
    );
  },
  ['ingredients'],
);

/** Modo de preparo: one text per step, numbered across sections. */
export const StepsSection = formPart(
  function StepsSection({ form, update, errors, disabled }: FormPartProps) {
    const change = (patch: (rows: typeof form.instructions) => typeof form.instructions) =>
      update((f) => ({ ...f, instructions: patch(f.instructions) }));
    return (
      <FormSection name="steps" title={t.sections.steps}>
        <SectionedListEditor<StepRow>
          kind="step"
          sections={form.instructions}
          onChange={change}
          newRow={emptyStep}
          firstFieldId={(row) => fieldId(`row.${row.key}.text`)}
          errors={errors}
          listPath="instructions"
          disabled={disabled}
          renderFields={(row, position) => (
            <TextField
              {...fieldState(errors, `row.${row.key}.text`)}
              label={t.step.text(position)}
              placeholder={t.step.placeholder}
              value={row.text}
              onChange={(e) => change((list) => updateRow(list, row.key, { text: e.target.value }))}
              size="small"
              fullWidth
              multiline
              minRows={2}
              disabled={disabled}
              slotProps={{ htmlInput: { maxLength: LIMITS.stepText } }}
            />
          )}
        />
      </FormSection>
    );
  },
  ['instructions'],
);
