import { capitalize, sectionName } from './text';
import type { ExtractedLine } from './types';

/** The most words a section name written as a line has ('Para o recheio de chocolate:'). */
const MAX_HEADER_WORDS = 5;

const words = (text: string): number => text.split(' ').filter(Boolean).length;

/** Whether a line is all capitals ('MASSA', 'COBERTURA DE CHOCOLATE'): letters, no digits. */
const isCapitals = (text: string): boolean =>
  text.length <= 60 && (text.match(/\p{Lu}/gu)?.length ?? 0) >= 3 && !/\p{Ll}/u.test(text) && !/\d/.test(text);

/**
 * Whether a line of a flat list is a section name rather than an item: 'Massa:', 'Para a cobertura:', '— Recheio —',
 * '*Calda*', or 'MASSA' (capitals count only in a list whose lines are mostly not in capitals).
 */
export function isHeaderLine(line: string, capitalsAreHeaders: boolean): boolean {
  const text = line.trim();
  if (!text || text.length > 60) return false;
  const colon = text.endsWith(':');
  const decorated = /^[-–—=*#~_]/.test(text) && /[-–—=*#~_]$/.test(text);
  if (!colon && !decorated && !(capitalsAreHeaders && isCapitals(text))) return false;
  const name = sectionName(text);
  if (!name || words(name) > MAX_HEADER_WORDS) return false;
  if (colon) return !/[.!?]/.test(name);
  if (decorated) return !/\d/.test(name);
  return name.length <= 40;
}

/**
 * A flat list of lines as lines with sections: a header line (isHeaderLine) names the section of the lines after it
 * and is itself dropped. Lines before any header keep `initial`.
 */
export function withHeaderSections(lines: string[], initial: string): ExtractedLine[] {
  const capitalsAreHeaders = lines.filter(isCapitals).length * 2 < lines.length;
  const out: ExtractedLine[] = [];
  let section = initial;
  for (const line of lines) {
    if (isHeaderLine(line, capitalsAreHeaders)) section = headerName(line);
    else out.push({ section, text: line });
  }
  return out;
}

/** 'Para a cobertura:', 'For the glaze': the group's own name after the words that introduce it. */
const FOR_THE = /^(?:para\s+(?:o|a|os|as)|for\s+the)\s+(?=\S)/iu;

/**
 * A header line's section name: 'Para a cobertura:' → 'Cobertura'; one in capitals is written as a name
 * ('MONTAGEM' → 'Montagem').
 */
function headerName(line: string): string {
  const whole = sectionName(line);
  const bare = whole.replace(FOR_THE, '');
  const name = bare === whole ? whole : capitalize(bare);
  return isCapitals(name) ? capitalize(name.toLocaleLowerCase('pt-BR')) : name;
}
