import {
  formatKitchen,
  pluralWord,
  scaleQuantity,
  scaleServings,
  servingsCount,
  servingsUnit,
  singularWord,
} from './quantity';

const scaled = (quantity: string, unit: string, factor: number) => {
  const result = scaleQuantity(quantity, unit, factor);
  return `${result.quantity} ${result.unit}`.trim();
};

describe('scaleQuantity', () => {
  it('returns quantities untouched at 1×', () => {
    expect(scaleQuantity('1 e 1/2', 'xícara (chá)', 1)).toEqual({
      quantity: '1 e 1/2',
      unit: 'xícara (chá)',
      count: null,
    });
    expect(scaleQuantity('1000', 'g', 1)).toEqual({ quantity: '1000', unit: 'g', count: null });
  });

  it('writes kitchen measures as Brazilian fractions and mixed numbers', () => {
    expect(scaled('1/2', 'xícara (chá)', 3)).toBe('1 1/2 xícara (chá)');
    expect(scaled('1/3', 'xícara (chá)', 2)).toBe('2/3 xícara (chá)');
    expect(scaled('1/4', 'xícara (chá)', 2)).toBe('1/2 xícara (chá)');
    expect(scaled('3/4', 'xícara (chá)', 2)).toBe('1 1/2 xícara (chá)');
    expect(scaled('1', 'colher (chá)', 0.5)).toBe('1/2 colher (chá)');
    expect(scaled('1/2', 'colher (chá)', 1 / 3)).toBe('1/8 colher (chá)');
    expect(scaled('2/3', 'xícara (chá)', 1.5)).toBe('1 xícara (chá)');
  });

  it('reads mixed numbers written with "e" and keeps that style', () => {
    expect(scaled('1 e 1/2', 'litro', 2)).toBe('3 litros');
    expect(scaled('2 e 1/2', 'xícaras (chá)', 0.5)).toBe('1 e 1/4 xícara (chá)');
    expect(scaled('1 1/2', 'xícara (chá)', 3)).toBe('4 1/2 xícaras (chá)');
  });

  it('reads unicode fractions', () => {
    expect(scaled('½', 'xícara (chá)', 2)).toBe('1 xícara (chá)');
    expect(scaled('1½', 'xícara (chá)', 2)).toBe('3 xícaras (chá)');
  });

  it('reads decimals written with a comma or a dot', () => {
    expect(scaled('1,5', 'xícara (chá)', 2)).toBe('3 xícaras (chá)');
    expect(scaled('0.5', 'colher (sopa)', 3)).toBe('1 1/2 colher (sopa)');
    expect(scaled('1,5', 'kg', 0.5)).toBe('750 g');
  });

  it('makes the first word of the unit agree with the new amount', () => {
    expect(scaled('1', 'xícara (chá)', 2)).toBe('2 xícaras (chá)');
    expect(scaled('2', 'colheres (sopa)', 0.5)).toBe('1 colher (sopa)');
    expect(scaled('1', 'lata (395 g)', 2)).toBe('2 latas (395 g)');
    expect(scaled('2', 'unidades', 0.5)).toBe('1 unidade');
    expect(scaled('1', 'medida da lata', 3)).toBe('3 medidas da lata');
    expect(scaled('3', 'dentes', 0.5)).toBe('1 1/2 dente');
    expect(scaled('1', 'xíc. (chá)', 2)).toBe('2 xíc. (chá)');
  });

  it('moves grams to kilos and millilitres to litres where that reads better, and back', () => {
    expect(scaled('500', 'g', 2)).toBe('1 kg');
    expect(scaled('300', 'g', 3)).toBe('900 g');
    expect(scaled('600', 'g', 3)).toBe('1,8 kg');
    expect(scaled('250', 'g', 1 / 3)).toBe('83 g');
    expect(scaled('1', 'kg', 0.5)).toBe('500 g');
    expect(scaled('1', 'kg', 3)).toBe('3 kg');
    expect(scaled('200', 'ml', 0.5)).toBe('100 ml');
    expect(scaled('600', 'ml', 2)).toBe('1,2 L');
    expect(scaled('1', 'L', 0.5)).toBe('500 ml');
    expect(scaled('5', 'g', 0.5)).toBe('2,5 g');
  });

  it('scales both ends of a range', () => {
    expect(scaled('2-3', 'colheres (sopa)', 2)).toBe('4-6 colheres (sopa)');
    expect(scaled('2 a 3', 'unidades', 0.5)).toBe('1 a 1 1/2 unidade');
    expect(scaled('400-600', 'g', 2)).toBe('0,8-1,2 kg');
  });

  it('leaves "a gosto", "q.b." and text quantities untouched', () => {
    expect(scaleQuantity('', 'a gosto', 2)).toEqual({ quantity: '', unit: 'a gosto', count: null });
    expect(scaleQuantity('q.b.', '', 2)).toEqual({ quantity: 'q.b.', unit: '', count: null });
    expect(scaleQuantity('1', 'q.b.', 2)).toEqual({ quantity: '1', unit: 'q.b.', count: null });
    expect(scaleQuantity('um punhado', '', 3)).toEqual({ quantity: 'um punhado', unit: '', count: null });
    expect(scaleQuantity('2 pitadas generosas', '', 3)).toEqual({
      quantity: '2 pitadas generosas',
      unit: '',
      count: null,
    });
    expect(scaleQuantity('', '', 2)).toEqual({ quantity: '', unit: '', count: null });
  });

  it('ignores a factor that is not a positive number', () => {
    expect(scaleQuantity('2', 'xícaras (chá)', 0)).toEqual({ quantity: '2', unit: 'xícaras (chá)', count: null });
    expect(scaleQuantity('2', 'xícaras (chá)', Number.NaN)).toEqual({
      quantity: '2',
      unit: 'xícaras (chá)',
      count: null,
    });
  });
});

describe('scaleServings', () => {
  it('scales the number a servings text starts with, and the word after it follows', () => {
    expect(scaleServings('30 unidades', 2)).toBe('60 unidades');
    expect(scaleServings('6 porções', 0.5)).toBe('3 porções');
    expect(scaleServings('2 tapiocas', 0.5)).toBe('1 tapioca');
    expect(scaleServings('16 pastéis', 1 / 16)).toBe('1 pastel');
    expect(scaleServings('1 forma de 24 cm', 2)).toBe('2 formas de 24 cm');
    expect(scaleServings('1 forma com furo de 24 cm', 0.5)).toBe('1/2 forma com furo de 24 cm');
    expect(scaleServings('8 a 10 fatias', 2)).toBe('16 a 20 fatias');
  });

  it('leaves a servings text without a number, or at 1×, as it is', () => {
    expect(scaleServings('uma travessa', 2)).toBe('uma travessa');
    expect(scaleServings('6 porções', 1)).toBe('6 porções');
  });
});

describe('servingsCount', () => {
  it('reads the leading number', () => {
    expect(servingsCount('30 unidades')).toBe(30);
    expect(servingsCount('1 forma de 24 cm')).toBe(1);
    expect(servingsCount('1 e 1/2 litro')).toBe(1.5);
    expect(servingsCount('uma travessa')).toBeNull();
  });
});

describe('formatKitchen', () => {
  it('rounds to the nearest kitchen fraction', () => {
    expect(formatKitchen(0.26)).toBe('1/4');
    expect(formatKitchen(0.34)).toBe('1/3');
    expect(formatKitchen(0.97)).toBe('1');
    expect(formatKitchen(2.7)).toBe('2 2/3');
    expect(formatKitchen(12.5)).toBe('12 1/2');
  });
});

describe('Portuguese number agreement', () => {
  it('makes words plural and singular', () => {
    expect(pluralWord('xícara')).toBe('xícaras');
    expect(pluralWord('colher')).toBe('colheres');
    expect(pluralWord('porção')).toBe('porções');
    expect(pluralWord('pastel')).toBe('pastéis');
    expect(pluralWord('unidades')).toBe('unidades');
    expect(singularWord('colheres')).toBe('colher');
    expect(singularWord('porções')).toBe('porção');
    expect(singularWord('dentes')).toBe('dente');
    expect(singularWord('xícara')).toBe('xícara');
  });
});

describe('servingsUnit', () => {
  it('is what the yield counts, after its number or range', () => {
    expect(servingsUnit('30 unidades')).toBe('unidades');
    expect(servingsUnit('8 a 10 porções')).toBe('porções');
    expect(servingsUnit('1 e 1/2 litro')).toBe('litro');
    expect(servingsUnit('uma forma')).toBe('');
  });
});
