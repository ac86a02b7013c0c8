/** Lower case without accents: 'Pão' → 'pao'. */
const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();

/** The screen's search (spec §2): the query in the title or the author, ignoring case (and accents); blank = all. */
export function matchesEbookSearch(ebook: { title: string; author: string }, query: string): boolean {
  const q = fold(query.trim());
  return !q || fold(ebook.title).includes(q) || fold(ebook.author).includes(q);
}
