/** Every date the site shows or takes is on this clock (the creator's), whatever the reader's device says. */
export const SITE_TIME_ZONE = 'America/Sao_Paulo';

const currency = new Intl.NumberFormat('pt-BR', {
  style: 'currency',
  currency: 'BRL',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});
const longDate = new Intl.DateTimeFormat('pt-BR', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: SITE_TIME_ZONE,
});
const shortDate = new Intl.DateTimeFormat('pt-BR', {
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  timeZone: SITE_TIME_ZONE,
});
const time = new Intl.DateTimeFormat('pt-BR', {
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
  timeZone: SITE_TIME_ZONE,
});

/** 'R$ 29,90' (non-breaking space as pt-BR writes it). */
export const formatPrice = (value: number) => currency.format(value);

/** '22 de novembro de 2026' */
export function formatDate(value: string | Date | null | undefined): string {
  if (!value) return '';
  const date =
    typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value) ? new Date(`${value}T12:00:00Z`) : new Date(value);
  return Number.isNaN(date.getTime()) ? '' : longDate.format(date);
}

/** '22/11/2026' */
export function formatShortDate(value: string | Date | null | undefined): string {
  if (!value) return '';
  const date =
    typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value) ? new Date(`${value}T12:00:00Z`) : new Date(value);
  return Number.isNaN(date.getTime()) ? '' : shortDate.format(date);
}

/** Up to two initials of a name ('Ana Maria Souza' → 'AS'). */
export function initials(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  if (!words.length) return '';
  const first = words[0][0];
  const last = words.length > 1 ? words[words.length - 1][0] : '';
  return `${first}${last}`.toUpperCase().slice(0, 2);
}

/** '22/11/2026 14:30' on the site's clock, like every date it shows (the dashboard names it: lib/site-time.ts) */
export function formatShortDateTime(value: string | Date | null | undefined): string {
  if (!value) return '';
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? '' : `${shortDate.format(date)} ${time.format(date)}`;
}

const wallClock = new Intl.DateTimeFormat('en-US', {
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
  timeZone: SITE_TIME_ZONE,
});

/** The site clock's reading at an instant, as the milliseconds of that same reading in UTC. */
function siteReading(instant: number): number {
  const part = Object.fromEntries(wallClock.formatToParts(instant).map((p) => [p.type, Number(p.value)]));
  return Date.UTC(part.year, part.month - 1, part.day, part.hour, part.minute);
}

const pad = (n: number) => String(n).padStart(2, '0');

/** An instant as a datetime-local value on the site's clock ('2026-12-01T09:30'); '' when invalid. */
export function toSiteDateTime(value: string | Date | null | undefined): string {
  if (!value) return '';
  const instant = new Date(value).getTime();
  if (Number.isNaN(instant)) return '';
  const d = new Date(siteReading(instant));
  return `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}T${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}`;
}

/** A datetime-local value read on the site's clock, as the instant it names; null when incomplete or invalid. */
export function fromSiteDateTime(value: string): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/.exec(value.trim());
  if (!match) return null;
  const [year, month, day, hours, minutes] = match.slice(1).map(Number);
  const reading = Date.UTC(year, month - 1, day, hours, minutes);
  const check = new Date(reading);
  if (check.getUTCMonth() !== month - 1 || check.getUTCDate() !== day || hours > 23 || minutes > 59) return null;
  // The zone's offset at the guess, then at the result (they differ only across a daylight-saving change).
  let instant = reading - (siteReading(reading) - reading);
  instant = reading - (siteReading(instant) - instant);
  return new Date(instant);
}
