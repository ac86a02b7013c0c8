import { hmsToIso, isoToHms } from '../../../lib/duration';

// The form's time fields hold 'HH:MM:SS' text; the API speaks ISO 8601 durations (spec §4 conversions).

/** 'HH:MM:SS' with minutes and seconds below 60 (hours may take up to three digits). */
const FIELD = /^(\d{1,3}):([0-5]\d):([0-5]\d)$/;

/** Whether a time field is well formed; an empty field is valid (the time is optional). */
export function isDurationField(text: string): boolean {
  const value = text.trim();
  return value === '' || FIELD.test(value);
}

/** 'HH:MM:SS' → ISO: H and M; seconds only when hours and minutes are zero; all zero → 'PT0M'; invalid → ''. */
export function fieldToIso(text: string): string {
  return FIELD.test(text.trim()) ? hmsToIso(text) : '';
}

/** ISO → zero-padded 'HH:MM:SS'; '' when unparsable or missing. */
export const isoToField = (iso: string | null | undefined): string => isoToHms(iso);

/** The longest time the server takes for preparation, cooking or their total: 30 days. */
export const MAX_DURATION_HOURS = 720;

/** Whether a well-formed field (or the sum of several) passes the server's 30-day ceiling. */
export function exceedsMaxDuration(...texts: string[]): boolean {
  const total = texts.reduce((sum, text) => sum + (secondsOf(text) ?? 0), 0);
  return total > MAX_DURATION_HOURS * 3600;
}

/** Seconds in a well-formed field; null when empty or malformed. */
function secondsOf(text: string): number | null {
  const match = FIELD.exec(text.trim());
  if (!match) return null;
  const [hours, minutes, seconds] = match.slice(1).map(Number);
  return hours * 3600 + minutes * 60 + seconds;
}

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * The live total: prep + cook as 'HH:MM:SS' (seconds carry into minutes, minutes into hours); one alone when the
 * other is missing or malformed; undefined when neither is usable.
 */
export function totalField(prep: string, cook: string): string | undefined {
  const a = secondsOf(prep);
  const b = secondsOf(cook);
  if (a === null && b === null) return undefined;
  const total = (a ?? 0) + (b ?? 0);
  return `${pad(Math.floor(total / 3600))}:${pad(Math.floor((total % 3600) / 60))}:${pad(total % 60)}`;
}

/** Pads what a person typed into the canonical form on blur: '1:30:00' → '01:30:00'; anything else as typed. */
export function normalizeDurationField(text: string): string {
  const match = /^(\d{1,3}):([0-5]?\d):([0-5]?\d)$/.exec(text.trim());
  if (!match) return text.trim();
  const [hours, minutes, seconds] = match.slice(1).map(Number);
  return `${pad(hours)}:${pad(minutes)}:${pad(seconds)}`;
}
