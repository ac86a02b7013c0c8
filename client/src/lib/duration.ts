import * as messages from '../messages/pt-BR';

export interface Hms {
  hours: number;
  minutes: number;
  seconds: number;
}

const ISO = /^PT(?:(\d+)H)?(?:(\d+)M)?(?:(\d+)S)?$/;

/** 'PT1H30M' → {1, 30, 0}; null when it is not such a duration. */
export function parseIso(iso: string | null | undefined): Hms | null {
  if (!iso) return null;
  const match = ISO.exec(iso.trim().toUpperCase());
  if (!match || iso.trim().toUpperCase() === 'PT') return null;
  return { hours: Number(match[1] ?? 0), minutes: Number(match[2] ?? 0), seconds: Number(match[3] ?? 0) };
}

/** 'HH:MM:SS' → ISO: hours and minutes; seconds only when hours and minutes are zero; all zero → 'PT0M'. */
export function hmsToIso(hms: string): string {
  const match = /^(\d{1,3}):([0-5]?\d):([0-5]?\d)$/.exec(hms.trim());
  if (!match) return '';
  const [hours, minutes, seconds] = match.slice(1).map(Number);
  if (!hours && !minutes) return seconds ? `PT${seconds}S` : 'PT0M';
  return `PT${hours ? `${hours}H` : ''}${minutes ? `${minutes}M` : ''}`;
}

/** ISO → zero-padded 'HH:MM:SS'; '' when unparsable. */
export function isoToHms(iso: string | null | undefined): string {
  const d = parseIso(iso);
  if (!d) return '';
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(d.hours)}:${pad(d.minutes)}:${pad(d.seconds)}`;
}

/** prep + cook with carries (seconds into minutes, minutes into hours); one alone if the other is missing. */
export function totalOf(prep: string | null | undefined, cook: string | null | undefined): Hms | undefined {
  const a = parseIso(prep);
  const b = parseIso(cook);
  if (!a && !b) return undefined;
  const seconds = (a?.seconds ?? 0) + (b?.seconds ?? 0);
  const minutes = (a?.minutes ?? 0) + (b?.minutes ?? 0) + Math.floor(seconds / 60);
  const hours = (a?.hours ?? 0) + (b?.hours ?? 0) + Math.floor(minutes / 60);
  return { hours, minutes: minutes % 60, seconds: seconds % 60 };
}

/** 'N hora(s) e N minuto(s) e N segundo(s)', naming only the parts that are not zero. */
export function durationText(value: string | Hms | null | undefined): string {
  const d = typeof value === 'string' || value === null || value === undefined ? parseIso(value) : value;
  if (!d) return '';
  const parts: string[] = [];
  if (d.hours) parts.push(messages.duration.hours(d.hours));
  if (d.minutes) parts.push(messages.duration.minutes(d.minutes));
  if (d.seconds) parts.push(messages.duration.seconds(d.seconds));
  return parts.length ? parts.join(messages.duration.joiner) : messages.duration.minutes(0);
}

/** Compact '1 h 30 min' for cards and meta rows. */
export function durationShort(value: string | null | undefined): string {
  const d = parseIso(value);
  if (!d) return '';
  const minutes = d.minutes + (d.seconds >= 30 ? 1 : 0);
  const { h, min } = messages.duration.short;
  if (d.hours && minutes) return `${d.hours} ${h} ${minutes} ${min}`;
  if (d.hours) return `${d.hours} ${h}`;
  return `${minutes} ${min}`;
}
