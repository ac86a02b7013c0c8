import { recipeStatus, statusText } from './recipe-status';

const NOW = Date.parse('2026-11-25T15:00:00Z');
const published = { datePublished: '2026-11-20T11:00:00.000Z', status: 'PUBLISHED' as const };
const scheduled = { datePublished: '2026-12-01T13:05:00.000Z', status: 'SCHEDULED' as const };

describe('recipe status', () => {
  it("is the server's status; a scheduled one counts as published once its time has come", () => {
    expect(recipeStatus(published, NOW)).toBe('PUBLISHED');
    expect(recipeStatus(scheduled, NOW)).toBe('SCHEDULED');
    expect(recipeStatus(scheduled, Date.parse('2026-12-01T13:05:01Z'))).toBe('PUBLISHED');
  });

  it('keeps a draft a draft whatever its planned date', () => {
    expect(recipeStatus({ ...published, status: 'DRAFT' }, NOW)).toBe('DRAFT');
    expect(recipeStatus({ ...scheduled, status: 'DRAFT' }, NOW)).toBe('DRAFT');
  });

  it("reads 'Rascunho', 'Agendada para dd/mm/aaaa hh:mm (horário de Brasília)' or 'Publicada'", () => {
    expect(statusText({ ...scheduled, status: 'DRAFT' }, NOW)).toBe('Rascunho');
    expect(statusText(scheduled, NOW)).toBe('Agendada para 01/12/2026 10:05 (horário de Brasília)');
    expect(statusText(published, NOW)).toBe('Publicada');
  });
});
