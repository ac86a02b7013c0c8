import { headingRole } from './headings';
import { alignSections } from './sections';
import { isHeaderLine, withHeaderSections } from './sections-text';
import type { ExtractedLine } from './types';

const flat = (...texts: string[]): ExtractedLine[] => texts.map((text) => ({ section: '', text }));
const grouped = (groups: Record<string, string[]>): ExtractedLine[] =>
  Object.entries(groups).flatMap(([section, texts]) => texts.map((text) => ({ section, text })));

describe('alignSections', () => {
  const page = grouped({
    '': ['Manteiga para untar'],
    Massa: ['2 e 1/2 xícaras (chá) de farinha de trigo', '3 ovos', '1 xícara (chá) de leite morno'],
    Cobertura: ['1 lata de leite condensado', '1 gema'],
  });

  it('gives the structured lines the sections of the page’s matching lines', () => {
    const lines = flat(
      'Manteiga para untar',
      '2 e ½ xícaras (chá) de FARINHA de trigo',
      '3 ovos',
      '1 xícara (chá) de leite morno.',
      '1 lata de leite condensado',
      '1 gema para pincelar',
    );
    expect(alignSections(lines, page)).toEqual([
      { section: '', text: 'Manteiga para untar' },
      { section: 'Massa', text: '2 e ½ xícaras (chá) de FARINHA de trigo' },
      { section: 'Massa', text: '3 ovos' },
      { section: 'Massa', text: '1 xícara (chá) de leite morno.' },
      { section: 'Cobertura', text: '1 lata de leite condensado' },
      { section: 'Cobertura', text: '1 gema para pincelar' },
    ]);
  });

  it('puts a line not found in the section of the line before it', () => {
    const lines = flat(...page.map((line) => line.text));
    lines.splice(3, 0, { section: '', text: 'uma pitada de sal' });
    expect(alignSections(lines, page)?.[3]).toEqual({ section: 'Massa', text: 'uma pitada de sal' });
  });

  it('keeps the lines flat (null) when the lists disagree', () => {
    expect(alignSections(flat('500 g de carne', '2 cebolas', '1 lata de tomate'), page)).toBeNull();
    // the page holds much more than the structured data: another list
    expect(alignSections(flat('3 ovos'), page)).toBeNull();
    // the page has no groups
    expect(alignSections(flat('3 ovos'), flat('3 ovos'))).toBeNull();
    expect(alignSections([], page)).toBeNull();
  });
});

describe('header lines in a flat list', () => {
  it('reads "Massa:", "— Recheio —" and capitals as section names', () => {
    expect(
      withHeaderSections(['Massa:', '2 ovos', '— Recheio —', '1 lata de milho', 'COBERTURA', '1 xícara de açúcar'], ''),
    ).toEqual([
      { section: 'Massa', text: '2 ovos' },
      { section: 'Recheio', text: '1 lata de milho' },
      { section: 'Cobertura', text: '1 xícara de açúcar' },
    ]);
  });

  it('does not take sentences, or capitals in a list all in capitals, as names', () => {
    expect(isHeaderLine('Misture bem e leve ao forno por 40 minutos. Depois:', false)).toBe(false);
    expect(isHeaderLine('Faça a calda seguindo estes passos bem simples:', false)).toBe(false);
    expect(withHeaderSections(['2 OVOS', 'SAL A GOSTO', 'AÇÚCAR'], '')).toEqual([
      { section: '', text: '2 OVOS' },
      { section: '', text: 'SAL A GOSTO' },
      { section: '', text: 'AÇÚCAR' },
    ]);
  });
});

describe('headingRole', () => {
  it.each([
    ['Ingredientes', 'ingredients', ''],
    ['INGREDIENTES:', 'ingredients', ''],
    ['Ingredients', 'ingredients', ''],
    ['Ingredientes da massa', 'ingredients', 'Massa'],
    ['Ingredientes para a cobertura:', 'ingredients', 'Cobertura'],
    ['Ingredients for the glaze', 'ingredients', 'Glaze'],
    ['Modo de Preparo', 'instructions', ''],
    ['Modo de preparo do recheio', 'instructions', 'Recheio'],
    ['Como fazer', 'instructions', ''],
    ['Instruções', 'instructions', ''],
    ['Method', 'instructions', ''],
    ['Directions', 'instructions', ''],
    ['Dicas', 'notes', ''],
    ['Observações', 'notes', ''],
    ['Dicas da Marina', 'notes', ''],
    ['Recipe Notes', 'notes', ''],
    ['Deixe um comentário', 'stop', ''],
    ['3 comentários em “Bolo”', 'stop', ''],
    ['Informação nutricional (por porção)', 'stop', ''],
  ])('%j introduces %s (section %j)', (text, kind, section) => {
    expect(headingRole(text)).toEqual({ kind, section });
  });

  it.each([
    ['Dicas para o bolo ficar fofinho'],
    ['Por que esse bolo dá certo'],
    ['Massa'],
    ['Como fazer bolo de cenoura fofinho'],
  ])('%j introduces nothing', (text) => {
    expect(headingRole(text)).toBeNull();
  });
});
