import { conflictsOf as conflictsAmong, defaultChoices } from '../form-kit/stale-merge';
import { mergeForms, recipeMergeFields } from './recipe-conflict';
import { emptyForm, type RecipeFormState } from './recipe-form-model';

const base: RecipeFormState = {
  ...emptyForm(),
  title: 'Bolo de cenoura',
  description: 'Fofinho.',
  ingredients: [{ key: 's1', name: '', rows: [{ key: 'r1', quantity: '3', unit: '', name: 'cenouras' }] }],
  categoryIds: [1],
};

const conflictsOf = (
  base: RecipeFormState,
  mine: RecipeFormState,
  theirs: RecipeFormState,
  termName?: (id: number) => string,
) => conflictsAmong(recipeMergeFields(termName), base, mine, theirs);

describe('recipe conflict', () => {
  it('lists only what the site changed, with her change noted, and offers her version where she changed it', () => {
    const mine = { ...base, title: 'Bolo de cenoura caseiro', servings: '8 fatias' };
    const theirs = { ...base, title: 'Bolo de cenoura da vó', description: 'Do site.', categoryIds: [1, 2] };
    const names = new Map([
      [1, 'Bolos'],
      [2, 'Sobremesas'],
    ]);
    const conflicts = conflictsOf(base, mine, theirs, (id) => names.get(id) ?? '?');
    expect(conflicts.map((c) => [c.id, c.mineChanged])).toEqual([
      ['title', true],
      ['description', false],
      ['categoryIds', false],
    ]);
    expect(conflicts[2]).toMatchObject({ mine: 'Bolos', theirs: 'Bolos; Sobremesas' });
    expect(defaultChoices(conflicts)).toEqual({ title: 'mine', description: 'theirs', categoryIds: 'theirs' });
  });

  it('ignores a field both sides changed the same way, and rows that differ only in their keys', () => {
    const mine = { ...base, title: 'Igual' };
    const theirs = {
      ...base,
      title: 'Igual',
      ingredients: [{ key: 'other', name: '', rows: [{ key: 'x', quantity: '3', unit: '', name: 'cenouras' }] }],
    };
    expect(conflictsOf(base, mine, theirs)).toEqual([]);
  });

  it('merges: her fields, and the site’s where she chose them; fields only she changed stay hers', () => {
    const mine = { ...base, title: 'Meu título', servings: '8 fatias', description: 'Minha descrição' };
    const theirs = {
      ...base,
      title: 'Título do site',
      description: 'Descrição do site',
      initialStatus: 'PUBLISHED' as const,
    };
    const merged = mergeForms(mine, theirs, { title: 'theirs', description: 'mine' });
    expect(merged).toMatchObject({
      title: 'Título do site',
      description: 'Minha descrição',
      servings: '8 fatias',
      initialStatus: 'PUBLISHED',
    });
  });
});
