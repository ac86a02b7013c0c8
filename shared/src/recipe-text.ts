import { agreeWords, scaleQuantity } from './quantity';

/** Consecutive items of the same section ('' = the main list), in order: the page's, the print page's and the e-mail's groups. */
export function bySection<T extends { section: string }>(items: readonly T[]): { section: string; items: T[] }[] {
  const groups: { section: string; items: T[] }[] = [];
  for (const item of items) {
    const section = oneSpace(item.section);
    const last = groups[groups.length - 1];
    if (last && last.section === section) last.items.push(item);
    else groups.push({ section, items: [item] });
  }
  return groups;
}

export interface IngredientText {
  ingredientName: string;
  quantity: string;
  unit: string;
}

/** Units that read after the name: 'sal a gosto', not 'a gosto de sal'. */
const TRAILING_UNITS = /^(a gosto|quanto baste|q\.?\s?b\.?)$/i;
/** A name that already starts with its preposition ('do tempero', 'de molho'): no second 'de'. */
const HAS_PREPOSITION = /^(de|do|da|dos|das|d')\s/i;

/**
 * An ingredient as two parts, the amount (emphasised on the card) and the rest, for `factor` times the recipe:
 * {amount: '2 xícaras (chá)', rest: 'de farinha de trigo'}, {amount: '', rest: 'sal a gosto'}, {amount: '3', rest: 'ovos'}.
 * 'de' joins a measure to its ingredient ('500 g de polvilho'), never a count to what is counted ('3 ovos'); a scaled
 * count makes the name agree with it ('1 ovo', '2 ovos').
 */
export function ingredientParts(i: IngredientText, factor = 1): { amount: string; rest: string } {
  const name = oneSpace(i.ingredientName);
  const unit = oneSpace(i.unit);
  if (TRAILING_UNITS.test(unit)) return { amount: oneSpace(i.quantity), rest: `${name} ${unit}` };
  const scaled = scaleQuantity(oneSpace(i.quantity), unit, factor);
  const amount = [scaled.quantity, scaled.unit].filter(Boolean).join(' ');
  if (!amount) return { amount, rest: name };
  if (scaled.unit) return { amount, rest: HAS_PREPOSITION.test(name) ? name : `de ${name}` };
  return { amount, rest: scaled.count === null ? name : agreeWords(name, scaled.count) };
}

/** '2 xícaras (chá) de farinha de trigo', 'sal a gosto', '3 ovos': the line the page, the e-mail and search engines read. */
export function ingredientLine(i: IngredientText, factor = 1): string {
  const { amount, rest } = ingredientParts(i, factor);
  return amount ? `${amount} ${rest}` : rest;
}

/** Steps numbered as the page numbers them: one count across the sections (1–6, not 1–4 and 1–2), in order. */
export function numberSteps<T>(steps: readonly T[]): (T & { position: number })[] {
  return steps.map((step, index) => ({ ...step, position: index + 1 }));
}

function oneSpace(value: string): string {
  return value.replace(/\s+/g, ' ').trim();
}
