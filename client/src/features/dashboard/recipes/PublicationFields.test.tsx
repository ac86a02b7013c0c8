/**
 * @jest-environment ./src/test/time-zone-environment.mjs
 * @jest-environment-options {"timeZone": "Asia/Tokyo"}
 */
import { fireEvent, render, screen } from '@testing-library/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch } from 'react-hook-form';
import { formatSiteDateTime } from '../../../lib/site-time';
import { useFormUpdater } from './form-section';
import { PublicationSection } from './PublicationFields';
import { emptyForm, toInput, type RecipeFormState } from './recipe-form-model';
import type { RecipeWriteInput } from './recipe-publication';
import { recipeSchema } from './recipe-schema';
import { statusText } from './recipe-status';

// The browser's clock is Tokyo's (UTC+9) in this file: the dashboard still shows and takes Brasília time (UTC−3).
const now = new Date('2026-11-20T15:00:00Z');

function Harness({ onForm }: { onForm: (form: RecipeFormState) => void }) {
  const form = useForm<RecipeFormState, unknown, RecipeWriteInput>({
    resolver: zodResolver(recipeSchema),
    defaultValues: { ...emptyForm(), publication: 'schedule' },
  });
  onForm(useWatch({ control: form.control }) as RecipeFormState);
  return <PublicationSection control={form.control} update={useFormUpdater(form)} errors={{}} />;
}

describe('publication date and time, in a browser outside Brazil', () => {
  it('runs on a clock other than Brasília', () => {
    expect(new Date('2026-11-29T17:30:00Z').getHours()).toBe(2);
  });

  it('saves 14:30 typed in the field, named as Brasília time, as 17:30Z', () => {
    let form = emptyForm();
    render(<Harness onForm={(latest) => (form = latest)} />);
    const field = screen.getByLabelText(/^Data e hora da publicação \(horário de Brasília\)/);
    fireEvent.change(field, { target: { value: '2026-11-29T14:30' } });
    expect(toInput(form, now).datePublished).toBe('2026-11-29T17:30:00.000Z');
  });

  it('shows the saved instant back as 14:30, with the zone named', () => {
    expect(formatSiteDateTime('2026-11-29T17:30:00.000Z')).toBe('29/11/2026 14:30 (horário de Brasília)');
    expect(statusText({ datePublished: '2026-11-29T17:30:00.000Z', status: 'SCHEDULED' }, now.getTime())).toBe(
      'Agendada para 29/11/2026 14:30 (horário de Brasília)',
    );
  });
});
