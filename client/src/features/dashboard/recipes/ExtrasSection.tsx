import AddIcon from '@mui/icons-material/Add';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import * as messages from '../../../messages/pt-BR';
import { FormSection, fieldState, formPart, type FormPartProps } from './form-section';
import { fieldId, LIMITS, newKey, NUTRIENTS, type NoteRow, type UtensilRow } from './recipe-form-model';

const t = messages.recipeForm;

/** Focuses the element with this id once it is rendered. */
function useFocusLater(): (id: string) => void {
  const [target, setTarget] = useState<string | null>(null);
  useEffect(() => {
    if (target) document.getElementById(target)?.focus();
  }, [target]);
  return setTarget;
}

/** Dicas e utensílios: free notes, and utensils with an optional shop link. */
export const ExtrasSection = formPart(
  function ExtrasSection({ form, update, errors, disabled }: FormPartProps) {
    const focusLater = useFocusLater();
    const setNotes = (change: (notes: NoteRow[]) => NoteRow[]) => update((f) => ({ ...f, notes: change(f.notes) }));
    const setUtensils = (change: (rows: UtensilRow[]) => UtensilRow[]) =>
      update((f) => ({ ...f, utensils: change(f.utensils) }));
    return (
      <FormSection name="extras" title={t.sections.extras}>
        <Typography variant="subtitle1" component="h4" sx={{ fontWeight: 600, mb: 1 }}>
          {t.notes.title}
        </Typography>
        {form.notes.length === 0 && <Empty text={t.notes.empty} />}
        {form.notes.map((note, i) => (
          <Box key={note.key} sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', mb: 1.5 }}>
            <TextField
              {...fieldState(errors, `row.${note.key}.text`)}
              label={t.notes.note(i + 1)}
              value={note.text}
              onChange={(e) =>
                setNotes((list) => list.map((n) => (n.key === note.key ? { ...n, text: e.target.value } : n)))
              }
              size="small"
              fullWidth
              multiline
              disabled={disabled}
              slotProps={{ htmlInput: { maxLength: LIMITS.noteText } }}
            />
            <IconButton
              aria-label={t.notes.remove(i + 1)}
              onClick={() => setNotes((list) => list.filter((n) => n.key !== note.key))}
              disabled={disabled}
            >
              <DeleteOutlineIcon />
            </IconButton>
          </Box>
        ))}
        <ListError errors={errors} path="notes" />
        <Button
          startIcon={<AddIcon />}
          size="small"
          disabled={disabled}
          onClick={() => {
            const key = newKey();
            setNotes((list) => [...list, { key, text: '' }]);
            focusLater(fieldId(`row.${key}.text`));
          }}
        >
          {t.notes.add}
        </Button>

        <Typography variant="subtitle1" component="h4" sx={{ fontWeight: 600, mt: 3, mb: 1 }}>
          {t.utensils.title}
        </Typography>
        {form.utensils.length === 0 && <Empty text={t.utensils.empty} />}
        {form.utensils.map((utensil, i) => {
          const edit = (patch: Partial<UtensilRow>) =>
            setUtensils((list) => list.map((u) => (u.key === utensil.key ? { ...u, ...patch } : u)));
          return (
            <Box
              key={utensil.key}
              role="group"
              aria-label={t.utensils.name(i + 1)}
              sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', mb: 1.5 }}
            >
              <Box
                sx={{
                  flex: 1,
                  minWidth: 0,
                  display: 'grid',
                  gap: 1,
                  gridTemplateColumns: { xs: '1fr', sm: 'minmax(0, 1fr) minmax(0, 1.3fr)' },
                }}
              >
                <TextField
                  {...fieldState(errors, `row.${utensil.key}.name`)}
                  label={t.utensils.name(i + 1)}
                  value={utensil.name}
                  onChange={(e) => edit({ name: e.target.value })}
                  size="small"
                  fullWidth
                  disabled={disabled}
                  slotProps={{ htmlInput: { maxLength: LIMITS.utensilName } }}
                />
                <TextField
                  {...fieldState(errors, `row.${utensil.key}.link`)}
                  label={t.utensils.link(i + 1)}
                  placeholder={t.utensils.linkPlaceholder}
                  value={utensil.link}
                  onChange={(e) => edit({ link: e.target.value })}
                  size="small"
                  fullWidth
                  type="url"
                  disabled={disabled}
                  slotProps={{ htmlInput: { maxLength: LIMITS.link, inputMode: 'url' } }}
                />
              </Box>
              <IconButton
                aria-label={t.utensils.remove(i + 1)}
                onClick={() => setUtensils((list) => list.filter((u) => u.key !== utensil.key))}
                disabled={disabled}
              >
                <DeleteOutlineIcon />
              </IconButton>
            </Box>
          );
        })}
        <ListError errors={errors} path="utensils" />
        <Button
          startIcon={<AddIcon />}
          size="small"
          disabled={disabled}
          onClick={() => {
            const key = newKey();
            setUtensils((list) => [...list, { key, name: '', link: '' }]);
            focusLater(fieldId(`row.${key}.name`));
          }}
        >
          {t.utensils.add}
        </Button>
      </FormSection>
    );
  },
  ['notes', 'utensils'],
);

/** Nutrição: per-serving numbers (a comma or a point for decimals). */
export const NutritionSection = formPart(
  function NutritionSection({ form, update, errors, disabled }: FormPartProps) {
    return (
      <FormSection name="nutrition" title={t.sections.nutrition} hint={t.nutrition.help}>
        <Box
          sx={{
            display: 'grid',
            gap: 2,
            gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', sm: 'repeat(3, minmax(0, 1fr))' },
          }}
        >
          {NUTRIENTS.map((nutrient) => (
            <TextField
              key={nutrient}
              {...fieldState(errors, `nutrition.${nutrient}`)}
              label={t.nutrition[nutrient]}
              value={form.nutrition[nutrient]}
              onChange={(e) => update((f) => ({ ...f, nutrition: { ...f.nutrition, [nutrient]: e.target.value } }))}
              size="small"
              fullWidth
              disabled={disabled}
              slotProps={{ htmlInput: { inputMode: nutrient === 'calories' ? 'numeric' : 'decimal', maxLength: 12 } }}
            />
          ))}
        </Box>
      </FormSection>
    );
  },
  ['nutrition'],
);

/** Origem: the page an imported recipe came from (a second import of it is told apart by it). */
export const SourceSection = formPart(
  function SourceSection({ form, update, errors, disabled }: FormPartProps) {
    const i = messages.dashboardImport.editor;
    return (
      <FormSection name="source" title={i.sourceLabel}>
        <TextField
          {...fieldState(errors, 'sourceUrl', i.sourceHelp)}
          label={i.sourceLabel}
          value={form.sourceUrl ?? ''}
          onChange={(e) => update((f) => ({ ...f, sourceUrl: e.target.value }))}
          size="small"
          fullWidth
          disabled={disabled}
          placeholder="https://"
          slotProps={{ htmlInput: { inputMode: 'url', maxLength: LIMITS.sourceUrl } }}
        />
      </FormSection>
    );
  },
  ['sourceUrl'],
);

function Empty({ text }: { text: string }) {
  return (
    <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
      {text}
    </Typography>
  );
}

function ListError({ errors, path }: { errors: FormPartProps['errors']; path: string }) {
  if (!errors[path]) return null;
  return (
    <Typography id={fieldId(path)} tabIndex={-1} variant="body2" color="error" sx={{ mb: 1 }}>
      {errors[path]}
    </Typography>
  );
}
