import { readAmount, readNumber, readNutrition } from './nutrition';

describe('readNutrition', () => {
  it('reads NutritionInformation texts and numbers per serving', () => {
    expect(
      readNutrition({
        '@type': 'NutritionInformation',
        calories: '250 calories',
        carbohydrateContent: '12,5 g',
        proteinContent: 7,
        fatContent: '3.2g',
        fiberContent: ['1 g'],
        sodiumContent: '1,2 g',
        sugarContent: '20 g',
      }),
    ).toEqual({ calories: 250, carbohydrates: 12.5, protein: 7, fat: 3.2, fiber: 1, sodium: 1200 });
  });

  it('gives null when it says nothing readable', () => {
    expect(readNutrition({ '@type': 'NutritionInformation', servingSize: '1 fatia' })).toBeNull();
    expect(readNutrition({ calories: 'muitas' })).toBeNull();
    expect(readNutrition('250 kcal')).toBeNull();
    expect(readNutrition(null)).toBeNull();
    expect(readNutrition([{ calories: '90 kcal' }])).toEqual({ calories: 90 });
  });
});

describe('readAmount', () => {
  it.each([
    ['250 kcal', 'kcal', 250],
    ['250 Calorias', 'kcal', 250],
    ['1.046 kcal', 'kcal', 1046],
    ['1046 kJ', 'kcal', 250],
    ['12,5 g', 'g', 12.5],
    ['12.5 grams', 'g', 12.5],
    ['1.234,5 g', 'g', 1234.5],
    ['500 mg', 'g', 0.5],
    ['300 mg', 'mg', 300],
    ['1,2 g', 'mg', 1200],
    ['0,3g', 'mg', 300],
    ['1.200 mg', 'mg', 1200],
    ['1,200 mg', 'mg', 1200],
    ['95', 'mg', 95],
    ['&lt; 1 g', 'g', 1],
  ] as const)('%j in %s → %d', (text, unit, expected) => {
    expect(readAmount(text, unit)).toBe(expected);
  });

  it('reads decimal marks and thousands separators', () => {
    expect(readNumber('0.500')).toBe(0.5);
    expect(readNumber('1.200', true)).toBe(1200);
    expect(readNumber('1.200')).toBe(1.2);
    expect(readNumber('1.234.567')).toBe(1234567);
    expect(readNumber('sem número')).toBeNull();
  });
});
