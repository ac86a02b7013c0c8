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

/** '2 xícaras (chá) de farinha de trigo', 'sal a gosto', 'ovos'. */
export function ingredientLine(i: { ingredientName: string; quantity: string; unit: string }): string {
  if (i.unit === 'a gosto') return `${i.ingredientName} a gosto`;
  return [i.quantity, i.unit, i.quantity || i.unit ? `de ${i.ingredientName}` : i.ingredientName]
    .filter(Boolean)
    .join(' ');
}
