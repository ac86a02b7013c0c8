export interface SearchableRecipe {
  title: string;
  description: string;
  author: string;
}

/** Lower case without accents: 'Pão de Açúcar' → 'pao de acucar'. */
const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();

/**
 * The screen's search (spec §2): every word of the query appears in the title, the description or the author,
 * ignoring case and accents. A blank query matches everything.
 */
export function matchesSearch(recipe: SearchableRecipe, query: string): boolean {
  const words = fold(query).split(/\s+/).filter(Boolean);
  if (!words.length) return true;
  const text = fold(`${recipe.title}\n${recipe.description}\n${recipe.author}`);
  return words.every((word) => text.includes(word));
}
