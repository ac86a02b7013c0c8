import { formatIsoDuration, parseIsoDuration } from '../../../shared/duration';
import { normalizeKey } from '../../../shared/text';

/** The longest time a recipe step can plausibly take (a month of curing); longer means a misread. */
const MAX_MINUTES = 31 * 24 * 60;

/** ISO 8601 with fractions and the calendar parts some plugins write ('P0Y0M0DT0H45M0.000S', 'PT1.5H'). */
const LOOSE_ISO =
  /^P(?:(\d+(?:[.,]\d+)?)Y)?(?:(\d+(?:[.,]\d+)?)M)?(?:(\d+(?:[.,]\d+)?)W)?(?:(\d+(?:[.,]\d+)?)D)?(?:T(?:(\d+(?:[.,]\d+)?)H)?(?:(\d+(?:[.,]\d+)?)M)?(?:(\d+(?:[.,]\d+)?)S)?)?$/;

const num = (text: string | undefined): number => (text ? Number(text.replace(',', '.')) : 0);

/** Seconds of an ISO 8601 duration, fractions and weeks allowed; null when it is not one (or names years/months). */
function isoSeconds(value: string): number | null {
  const text = value.replace(/\s+/g, '').toUpperCase();
  const strict = parseIsoDuration(text);
  if (strict !== null) return strict;
  if (text === 'P' || text.endsWith('T')) return null;
  const match = LOOSE_ISO.exec(text);
  if (!match) return null;
  const [, years, months, weeks, days, hours, minutes, seconds] = match;
  // a recipe time in years or months is a placeholder or a mistake
  if (num(years) || num(months)) return null;
  return num(weeks) * 604800 + num(days) * 86400 + num(hours) * 3600 + num(minutes) * 60 + num(seconds);
}

type Unit = 'day' | 'hour' | 'minute' | 'second';

/** A unit word (accent-free, lower case) in Portuguese or English. */
function unitOf(word: string): Unit | null {
  if (/^(?:d|dias?|days?)$/.test(word)) return 'day';
  if (/^(?:h|hs|hr|hrs|horas?|hours?)$/.test(word)) return 'hour';
  if (/^(?:m|mn|min|mins|minutos?|minutes?)$/.test(word)) return 'minute';
  if (/^(?:s|seg|segs|segundos?|sec|secs|seconds?)$/.test(word)) return 'second';
  return null;
}

const UNIT_SECONDS: Record<Unit, number> = { day: 86400, hour: 3600, minute: 60, second: 1 };

/** The unit a bare number after a unit is in: '1h30' → minutes, '2 min 30' → seconds. */
const NEXT_UNIT: Record<Unit, Unit> = { day: 'hour', hour: 'minute', minute: 'second', second: 'second' };

/** A number, then letters (a unit, or a word that is not one). */
const TOKEN = /(\d+(?:[.,]\d+)?)\s*([a-z]*)/g;
/** What stands between the two ends of a range: '20-25 min', '20 a 25 minutos', '20 to 25 minutes'. */
const RANGE_GAP = /^\s*(?:-|–|—|a|ate|to|ou|or)\s*$/;

/**
 * Seconds of a time as people write it: '1 hora e 20 minutos', '45 min', '1h30', '1:30', 'meia hora', '1 hour 5 mins',
 * '20 a 25 minutos' (the longer end). A bare number is minutes. Null when no time is read.
 */
export function humanSeconds(value: string): number | null {
  let text = normalizeKey(value);
  if (!text || text.length > 200) return null;
  text = text
    .replace(/\b(?:half an hour|meia hora|meia-hora)\b/g, ' 30 min ')
    .replace(/\b(?:uma|one|an|a) (hora|hour)\b/g, ' 1 $1 ')
    .replace(/\b(\d+)\s*(?:h|horas?|hours?)\s+e\s+meia\b/g, ' $1 h 30 min ')
    .replace(/\b(\d{1,2}):(\d{2})\b/g, ' $1 h $2 min ');
  const tokens: { value: number; unit: Unit | null; start: number; end: number; word: string }[] = [];
  for (const match of text.matchAll(TOKEN)) {
    const start = match.index ?? 0;
    tokens.push({ value: num(match[1]), unit: unitOf(match[2]), start, end: start + match[0].length, word: match[2] });
  }
  let seconds = 0;
  let read = false;
  let previous: Unit | null = null;
  tokens.forEach((token, i) => {
    // a number followed by a word that is not a unit ('2 porções') is no time
    if (token.word && !token.unit) return;
    let unit = token.unit;
    if (!unit) {
      const next = tokens[i + 1];
      if (next?.unit && RANGE_GAP.test(text.slice(token.end, next.start))) return;
      unit = previous ? NEXT_UNIT[previous] : 'minute';
    }
    seconds += token.value * UNIT_SECONDS[unit];
    previous = unit;
    read = true;
  });
  return read ? seconds : null;
}

/**
 * A recipe time as the PT#H#M form: ISO 8601 ('PT90M' → 'PT1H30M', 'P0DT1H20M', 'PT0H45M', 'PT1H', seconds rounded
 * to the minute) or the way people write it ('1 hora e 20 minutos' → 'PT1H20M'). Numbers are taken as minutes.
 * Null when absent, unreadable, zero or implausibly long.
 */
export function normalizeDuration(value: unknown): string | null {
  if (typeof value === 'number') return fromMinutes(value);
  if (typeof value !== 'string') return null;
  const text = value.trim();
  if (!text) return null;
  const seconds = /^p\s*[\dt]/i.test(text) ? isoSeconds(text) : humanSeconds(text);
  return seconds === null ? null : fromMinutes(seconds / 60);
}

/** Minutes (rounded) as 'PT#H#M'; null when zero, negative or implausible. */
export function fromMinutes(minutes: number): string | null {
  if (!Number.isFinite(minutes)) return null;
  const whole = Math.round(minutes);
  if (whole <= 0 || whole > MAX_MINUTES) return null;
  return formatIsoDuration(whole * 60);
}

/** Minutes of a normalised duration ('PT1H20M' → 80). */
export function durationToMinutes(duration: string): number {
  return Math.round((parseIsoDuration(duration) ?? 0) / 60);
}
