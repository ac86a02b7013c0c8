import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { withSiteTimeZone } from '../../../lib/site-time';
import * as messages from '../../../messages/pt-BR';
import { FormSection, fieldState, formPart, type FormPartProps } from './form-section';
import { fieldId } from './recipe-form-model';
import type { Publication } from './recipe-publication';

const t = messages.recipeForm.publication;

/** The name of the "publish" choice: a recipe already public stays published (its date is kept). */
const nowLabel = (form: FormPartProps['form']) => (form.initialStatus === 'PUBLISHED' ? t.published : t.now);

/** The save button's words: what saving will do. */
export function submitLabel(form: FormPartProps['form']): string {
  const actions = messages.recipeForm.actions;
  if (form.publication === 'draft') return actions.saveDraft;
  if (form.publication === 'schedule') return actions.saveAndSchedule;
  return form.initialStatus === 'PUBLISHED' ? actions.save : actions.saveAndPublish;
}

/** The status choice of the action bar: Rascunho, Publicar agora (Publicada), Agendar. */
export function PublicationSelect({ form, update, disabled }: Omit<FormPartProps, 'errors'>) {
  const choose = (publication: Publication) => {
    update((f) => ({ ...f, publication }));
    // Scheduling needs a date: bring its field into view.
    if (publication === 'schedule') {
      window.setTimeout(() => {
        const field = document.getElementById(fieldId('scheduledAt'));
        field?.scrollIntoView?.({ block: 'center', behavior: 'smooth' });
        field?.focus({ preventScroll: true });
      }, 50);
    }
  };
  return (
    <TextField
      id={fieldId('publication')}
      select
      size="small"
      label={t.status}
      value={form.publication}
      onChange={(e) => choose(e.target.value as Publication)}
      disabled={disabled}
      sx={{ minWidth: 180, flex: { xs: '1 1 100%', sm: 'none' } }}
    >
      <MenuItem value="draft">{t.draft}</MenuItem>
      <MenuItem value="now">{nowLabel(form)}</MenuItem>
      <MenuItem value="schedule">{t.schedule}</MenuItem>
    </TextField>
  );
}

/** Publicação: what the chosen status means, and the date-time of a scheduled publication. */
export const PublicationSection = formPart(
  function PublicationSection({ form, update, errors, disabled }: FormPartProps) {
    const help = {
      draft: t.draftHelp,
      now: form.initialStatus === 'PUBLISHED' ? t.publishedHelp : t.nowHelp,
      schedule: t.scheduleHelp,
    }[form.publication];
    const status = form.publication === 'now' ? nowLabel(form) : t[form.publication];
    return (
      <FormSection name="publication" title={messages.recipeForm.sections.publication}>
        <Typography sx={{ mb: 2 }}>
          <strong>{status}.</strong> {help}
        </Typography>
        {form.publication === 'schedule' && (
          <TextField
            {...fieldState(errors, 'scheduledAt')}
            type="datetime-local"
            label={withSiteTimeZone(t.scheduledAt)}
            value={form.scheduledAt}
            onChange={(e) => update((f) => ({ ...f, scheduledAt: e.target.value }))}
            required
            disabled={disabled}
            sx={{ maxWidth: 320 }}
            fullWidth
            slotProps={{ inputLabel: { shrink: true } }}
          />
        )}
      </FormSection>
    );
  },
  ['publication', 'scheduledAt', 'initialStatus'],
);
