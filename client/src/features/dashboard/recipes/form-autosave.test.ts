import { ALIVE_FOR_MS, findCopy, readSavedForm, tabCopyKey, tabId, writeSavedForm } from './form-autosave';
import { emptyForm } from './recipe-form-model';

const BASE = 'receitas:recipe-form:7';
const copy = (title: string, savedAt: string) => ({
  savedAt,
  baseUpdatedAt: null,
  baseVersion: 3,
  form: { ...emptyForm(), title },
});

afterEach(() => window.localStorage.clear());

describe('per-tab safety copies', () => {
  it('keeps this tab’s id across reloads of the tab (sessionStorage)', () => {
    expect(tabId()).toBe(window.sessionStorage.getItem('receitas:tab-id'));
    expect(tabCopyKey(BASE)).toBe(`${BASE}:tab:${tabId()}`);
  });

  it('offers this tab its own copy first, never the copy of another tab that is still open', () => {
    const now = Date.parse('2026-11-29T12:00:00Z');
    writeSavedForm(tabCopyKey(BASE, 'other'), copy('Da outra aba', '2026-11-29T11:59:00Z'));
    window.localStorage.setItem('receitas:tab-alive:other', String(now - 1000));
    expect(findCopy(BASE, now)).toBeNull();

    writeSavedForm(tabCopyKey(BASE), copy('Desta aba', '2026-11-29T11:00:00Z'));
    expect(findCopy(BASE, now)).toMatchObject({ key: tabCopyKey(BASE), saved: { form: { title: 'Desta aba' } } });
  });

  it('offers the newest copy a closed or crashed tab left (and a copy from before tabs were told apart)', () => {
    const now = Date.parse('2026-11-29T12:00:00Z');
    writeSavedForm(BASE, copy('Antiga', '2026-11-28T10:00:00Z'));
    writeSavedForm(tabCopyKey(BASE, 'closed'), copy('Da aba fechada', '2026-11-29T11:00:00Z'));
    window.localStorage.setItem('receitas:tab-alive:closed', String(now - ALIVE_FOR_MS - 1));
    // another recipe's copies and an import's copy are not this recipe's
    writeSavedForm(tabCopyKey('receitas:recipe-form:70', 'closed'), copy('Outra receita', '2026-11-29T11:30:00Z'));
    expect(findCopy(BASE, now)).toMatchObject({
      key: tabCopyKey(BASE, 'closed'),
      saved: { form: { title: 'Da aba fechada' }, baseVersion: 3 },
    });
  });

  it('drops a malformed copy', () => {
    window.localStorage.setItem(BASE, '{"savedAt": 1}');
    expect(readSavedForm(BASE)).toBeNull();
    expect(window.localStorage.getItem(BASE)).toBeNull();
  });
});
