import { scaleQuantity } from './quantity';

/** Consecutive items of the same section ('' = the main list), in order. */
export function bySection<T extends { section: string }>(items: T[]): { section: string; items: T[] }[] {
  const groups: { section: string; items: T[] }[] = [];
  for (const item of items) {
    const last = groups[groups.length - 1];
    if (last && last.section === item.section) last.items.push(item);
    else groups.push({ section: item.section, items: [item] });
  }
  return groups;
}

interface IngredientText {
  ingredientName: string;
  quantity: string;
  unit: string;
}

/**
 * An ingredient as two parts, the amount (emphasised on the card) and the rest, for `factor` times the recipe:
 * {amount: '2 xícaras (chá)', rest: 'de farinha de trigo'}, {amount: '', rest: 'sal a gosto'}, {amount: '', rest: 'ovos'}.
 */
export function ingredientParts(i: IngredientText, factor = 1): { amount: string; rest: string } {
  if (i.unit === 'a gosto') return { amount: '', rest: `${i.ingredientName} a gosto` };
  const { quantity, unit } = scaleQuantity(i.quantity, i.unit, factor);
  const amount = [quantity, unit].filter(Boolean).join(' ');
  return { amount, rest: amount ? `de ${i.ingredientName}` : i.ingredientName };
}

/** '2 xícaras (chá) de farinha de trigo', 'sal a gosto', 'ovos'. */
export function ingredientLine(i: IngredientText, factor = 1): string {
  const { amount, rest } = ingredientParts(i, factor);
  return amount ? `${amount} ${rest}` : rest;
}
