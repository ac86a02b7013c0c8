import type { ExtractedNutrition } from './types';
import { isObject, type JsonObject } from './schema';
import { cleanText } from './text';

/** A number and the word after it: '12,5 g', '250 kcal', '1.200 mg', '0.3g'. */
const AMOUNT = /(\d+(?:[.,]\d+)*)\s*([a-zµμ]*)/i;

/**
 * The number in a text, with either decimal mark: '12,5' and '12.5' → 12.5. A mark followed by exactly three digits
 * after a non-zero number is a thousands separator only for the units that are never fractional in practice
 * ('1.200 mg', '1,046 kcal'); when both marks appear the last one is the decimal mark ('1.234,5').
 */
export function readNumber(text: string, thousandsUnit = false): number | null {
  const match = /\d+(?:[.,]\d+)*/.exec(text);
  if (!match) return null;
  let digits = match[0];
  const lastDot = digits.lastIndexOf('.');
  const lastComma = digits.lastIndexOf(',');
  if (lastDot !== -1 && lastComma !== -1) {
    const decimal = lastDot > lastComma ? '.' : ',';
    const thousands = decimal === '.' ? ',' : '.';
    digits = digits.split(thousands).join('').replace(decimal, '.');
  } else if (lastDot !== -1 || lastComma !== -1) {
    const mark = lastDot !== -1 ? '.' : ',';
    const groups = digits.split(mark);
    const grouped = groups.length > 2 || (thousandsUnit && groups[0] !== '0' && groups[1].length === 3);
    digits = grouped ? groups.join('') : groups.join('.');
  }
  const value = Number(digits);
  return Number.isFinite(value) ? value : null;
}

/** Two decimals at most: 1.2 g of sodium is 1200 mg, not 1199.9999. */
const round = (value: number): number => Math.round(value * 100) / 100;

/** A nutrient's text (or number): its amount in `unit`, converting g↔mg and kJ→kcal when the page says so. */
export function readAmount(value: unknown, unit: 'g' | 'mg' | 'kcal'): number | undefined {
  if (typeof value === 'number') return Number.isFinite(value) && value >= 0 ? round(value) : undefined;
  if (typeof value !== 'string') return undefined;
  const text = cleanText(value).toLowerCase();
  const match = AMOUNT.exec(text);
  if (!match) return undefined;
  const word = match[2];
  const amount = readNumber(match[1], unit !== 'g' && /^(?:mg|kcal|cal|calories|calorias|)$/.test(word));
  if (amount === null) return undefined;
  let result = amount;
  if (unit === 'mg' && /^(?:g|gr|grams?|gramas?)$/.test(word)) result = amount * 1000;
  else if (unit === 'g' && word === 'mg') result = amount / 1000;
  else if (unit === 'kcal' && word === 'kj') result = amount / 4.184;
  return round(unit === 'kcal' ? Math.round(result) : result);
}

/** schema.org NutritionInformation (JSON-LD or microdata) as numbers per serving; null when it says nothing. */
export function readNutrition(value: unknown): ExtractedNutrition | null {
  const node = (Array.isArray(value) ? value.find(isObject) : value) as JsonObject | undefined;
  if (!isObject(node)) return null;
  const first = (key: string): unknown => (Array.isArray(node[key]) ? (node[key] as unknown[])[0] : node[key]);
  const read: ExtractedNutrition = {
    calories: readAmount(first('calories'), 'kcal'),
    carbohydrates: readAmount(first('carbohydrateContent'), 'g'),
    protein: readAmount(first('proteinContent'), 'g'),
    fat: readAmount(first('fatContent'), 'g'),
    fiber: readAmount(first('fiberContent'), 'g'),
    sodium: readAmount(first('sodiumContent'), 'mg'),
  };
  const present = Object.entries(read).filter(([, amount]) => amount !== undefined);
  return present.length ? (Object.fromEntries(present) as ExtractedNutrition) : null;
}
