import { matchKey } from './text';
import type { ExtractedLine } from './types';

/** Share of the structured lines that must be found in the page's groups for their sections to be taken. */
const MIN_MATCHED = 0.8;
/** Share of the page's grouped lines that must be found among the structured ones (the same list, not another). */
const MIN_COVERED = 0.6;
/** Past this many lines a list is not aligned (the comparison is quadratic in the worst case). */
const MAX_ALIGNED = 400;

/** Words of a line, for a loose comparison. */
const tokens = (key: string): Set<string> => new Set(key.split(' ').filter(Boolean));

/** Whether two lines (in matchKey form) say the same: equal, one inside the other, or mostly the same words. */
function sameLine(a: string, b: string, aWords: Set<string>, bWords: Set<string>): boolean {
  if (a === b) return true;
  const [short, long] = a.length <= b.length ? [a, b] : [b, a];
  if (short.length >= 8 && long.includes(short)) return true;
  // '1 gema' on the page, '1 gema para pincelar' in the structured data
  if (short.length >= 5 && long.startsWith(`${short} `)) return true;
  let shared = 0;
  for (const word of aWords) if (bWords.has(word)) shared += 1;
  const union = aWords.size + bWords.size - shared;
  return union > 0 && shared / union >= 0.6;
}

/** Whether a reading of the page has groups worth taking: two groups at least, one of them named. */
export const hasGroups = (lines: ExtractedLine[]): boolean =>
  lines.some((line) => line.section) && new Set(lines.map((line) => line.section)).size >= 2;

/**
 * The structured lines (flat: schema.org has no ingredient sections) with the sections of the page's groups: each
 * line is matched, in order, to a line of `grouped` by its text (accents, case, spacing and punctuation aside) and
 * takes its section; a line not found takes the section of the line before it. Null when the two lists disagree too
 * much (fewer than 80 % of the lines found, or the page's groups hold much more) — the lines then stay flat.
 */
export function alignSections(lines: ExtractedLine[], grouped: ExtractedLine[]): ExtractedLine[] | null {
  if (!lines.length || !hasGroups(grouped) || lines.length > MAX_ALIGNED || grouped.length > MAX_ALIGNED) return null;
  const page = grouped.map((line) => {
    const key = matchKey(line.text);
    return { section: line.section, key, words: tokens(key) };
  });
  const sections: (string | null)[] = [];
  let next = 0;
  let matched = 0;
  for (const line of lines) {
    const key = matchKey(line.text);
    const words = tokens(key);
    let found = -1;
    for (let i = next; i < page.length; i += 1) {
      if (sameLine(key, page[i].key, words, page[i].words)) {
        found = i;
        break;
      }
    }
    if (found === -1) {
      sections.push(null);
      continue;
    }
    sections.push(page[found].section);
    next = found + 1;
    matched += 1;
  }
  if (matched < Math.ceil(lines.length * MIN_MATCHED) || matched < Math.ceil(page.length * MIN_COVERED)) return null;
  // a line not found sits in the section of the line before it (or after it, at the start)
  const firstKnown = sections.find((section) => section !== null) ?? '';
  let current = firstKnown;
  const out = lines.map((line, i) => {
    current = sections[i] ?? current;
    return { section: current, text: line.text };
  });
  return out.some((line) => line.section) ? out : null;
}
