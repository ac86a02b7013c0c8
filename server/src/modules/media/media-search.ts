import { normalizeKey } from '../../shared/text';

/** The longest media_assets.searchKey. */
const MAX_SEARCH_KEY = 510;

/** What the library's search matches of a picture: its alt text and file name in normalizeKey form, one per line. */
export function mediaSearchKey(alt: string | null, originalName: string | null): string | null {
  const key = [alt, originalName]
    .filter((text): text is string => Boolean(text))
    .map(normalizeKey)
    .join('\n');
  return key ? key.slice(0, MAX_SEARCH_KEY) : null;
}
