/** What the similar-recipes search reads of a recipe. */
interface Searchable {
  title: string;
  category: readonly { name: string }[];
}

/** Spec §5: a case-insensitive match of the term in the title or any category name; a blank term keeps all. */
export function filterSimilar<R extends Searchable>(recipes: readonly R[], term: string): readonly R[] {
  const needle = term.trim().toLocaleLowerCase('pt-BR');
  if (!needle) return recipes;
  const has = (text: string) => text.toLocaleLowerCase('pt-BR').includes(needle);
  return recipes.filter((recipe) => has(recipe.title) || recipe.category.some((c) => has(c.name)));
}
