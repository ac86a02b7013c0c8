export interface SearchableTerm {
  name: string;
  description: string | null;
}

/** Lower case without accents: 'Pão de Açúcar' → 'pao de acucar'. */
const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();

/**
 * The screen's search (spec §2 "Dashboard categories"): every word of the query appears in the name or the
 * description, ignoring case (and accents). A blank query matches everything.
 */
export function matchesTerm(term: SearchableTerm, query: string): boolean {
  const words = fold(query).split(/\s+/).filter(Boolean);
  if (!words.length) return true;
  const text = fold(`${term.name}\n${term.description ?? ''}`);
  return words.every((word) => text.includes(word));
}
