/** Lower-case, accent-free, single-spaced form of a text: the key for case- and accent-insensitive matching. */
export function normalizeKey(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
}

/** The escape character used with LIKE; '!' behaves the same in MySQL and SQLite string literals. */
export const LIKE_ESCAPE = '!';

/** Escapes LIKE wildcards so user text matches literally (use with ESCAPE '!'). */
export function escapeLike(text: string): string {
  return text.replace(/[!%_]/g, (c) => `${LIKE_ESCAPE}${c}`);
}

/**
 * A Date as the UTC 'yyyy-mm-dd hh:mm:ss[.sss]' text both MySQL and SQLite compare correctly with stored datetimes.
 * SQLite compares them as text and writes its own defaults (datetime('now')) in whole seconds without a fraction, so
 * a whole second is written the same way: '…:50.000' would sort after a stored '…:50' of the same instant.
 */
export function toDbDateTime(date: Date): string {
  return date
    .toISOString()
    .replace('T', ' ')
    .replace(/(\.000)?Z$/, '');
}
