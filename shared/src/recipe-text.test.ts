import { bySection, ingredientLine, ingredientParts, numberSteps } from './recipe-text';
import { agreeWords, scaleQuantity } from './quantity';

const line = (quantity: string, unit: string, ingredientName: string, factor = 1) =>
  ingredientLine({ quantity, unit, ingredientName }, factor);

describe('ingredientLine: one line for the page, the print page, the e-mail and search engines', () => {
  it.each([
    ['500', 'g', 'polvilho azedo', '500 g de polvilho azedo'],
    ['2', 'xícaras (chá)', 'farinha de trigo', '2 xícaras (chá) de farinha de trigo'],
    ['1', 'lata', 'leite condensado', '1 lata de leite condensado'],
    ['3', '', 'ovos', '3 ovos'],
    ['2', '', 'dentes de alho', '2 dentes de alho'],
    ['', '', 'folhas de louro', 'folhas de louro'],
    ['', 'a gosto', 'sal', 'sal a gosto'],
    ['', 'A gosto', 'pimenta-do-reino', 'pimenta-do-reino A gosto'],
    ['', 'q.b.', 'azeite', 'azeite q.b.'],
    ['1', 'pitada', 'de sal', '1 pitada de sal'],
    ['2', 'colheres (sopa)', 'do tempero da casa', '2 colheres (sopa) do tempero da casa'],
    ['  1 ', ' xícara  (chá)', ' açúcar ', '1 xícara (chá) de açúcar'],
  ])("%s · %s · %s → '%s'", (quantity, unit, name, expected) => {
    expect(line(quantity, unit, name)).toBe(expected);
  });

  it('keeps the creator’s words at 1× and makes a scaled count agree with its things', () => {
    expect(line('1', '', 'ovos')).toBe('1 ovos');
    expect(line('3', '', 'ovos', 1 / 3)).toBe('1 ovo');
    expect(line('1', '', 'ovo caipira', 2)).toBe('2 ovos caipiras');
    expect(line('2', '', 'cebolas médias picadas', 0.5)).toBe('1 cebola média picada');
    expect(line('1', '', 'cebola média picada em cubos', 3)).toBe('3 cebolas médias picadas em cubos');
    expect(line('1', '', 'pão francês', 2)).toBe('2 pães franceses');
    expect(line('2', '', 'limões, espremidos', 0.5)).toBe('1 limão, espremidos');
    expect(line('1', '', 'dente de alho', 2)).toBe('2 dentes de alho');
  });

  it('counts things in halves, never in thirds, and in the singular below 2', () => {
    expect(line('4', '', 'ovos', 1 / 3)).toBe('1 1/2 ovo');
    expect(line('2', '', 'ovos', 2 / 3)).toBe('1 1/2 ovo');
    expect(line('1', '', 'ovo', 0.5)).toBe('1/2 ovo');
    expect(line('2 a 3', '', 'bananas', 2)).toBe('4 a 6 bananas');
    expect(scaleQuantity('3', '', 2)).toEqual({ quantity: '6', unit: '', count: 6 });
  });

  it('measures agree in number as the grammar has it: plural from 2 on', () => {
    expect(line('1/2', 'xícara (chá)', 'leite', 3)).toBe('1 1/2 xícara (chá) de leite');
    expect(line('1 e 1/4', 'xícara (chá)', 'leite', 3)).toBe('3 e 3/4 xícaras (chá) de leite');
    expect(line('2', 'colheres (sopa)', 'manteiga', 0.5)).toBe('1 colher (sopa) de manteiga');
    expect(line('500', 'g', 'carne moída', 3)).toBe('1,5 kg de carne moída');
  });

  it('splits the amount (emphasised on the card) from the rest', () => {
    expect(ingredientParts({ quantity: '2', unit: 'xícaras (chá)', ingredientName: 'farinha' })).toEqual({
      amount: '2 xícaras (chá)',
      rest: 'de farinha',
    });
    expect(ingredientParts({ quantity: '3', unit: '', ingredientName: 'ovos' })).toEqual({ amount: '3', rest: 'ovos' });
    expect(ingredientParts({ quantity: '', unit: 'a gosto', ingredientName: 'sal' })).toEqual({
      amount: '',
      rest: 'sal a gosto',
    });
  });
});

describe('agreeWords', () => {
  it('stops at a preposition, a parenthesis, a number or a short word', () => {
    expect(agreeWords('ovo (grande)', 2)).toBe('ovos (grande)');
    expect(agreeWords('tomates sem pele', 1)).toBe('tomate sem pele');
    expect(agreeWords('folha de louro', 3)).toBe('folhas de louro');
    expect(agreeWords('gema 1', 2)).toBe('gemas 1');
  });
});

describe('bySection and numberSteps', () => {
  it('groups consecutive items of one section, as the page lists them', () => {
    const groups = bySection([
      { section: 'Massa', id: 1 },
      { section: 'Massa ', id: 2 },
      { section: 'Cobertura', id: 3 },
      { section: '', id: 4 },
    ]);
    expect(groups.map((g) => [g.section, g.items.map((i) => i.id)])).toEqual([
      ['Massa', [1, 2]],
      ['Cobertura', [3]],
      ['', [4]],
    ]);
  });

  it('numbers the steps on across sections', () => {
    const steps = numberSteps([
      { section: 'Massa', stepNumber: 1 },
      { section: 'Massa', stepNumber: 2 },
      { section: 'Cobertura', stepNumber: 1 },
    ]);
    expect(steps.map((s) => s.position)).toEqual([1, 2, 3]);
  });
});
