// Building an Intl.DateTimeFormat costs far more than using one (it is asked for on every recipe view): one per zone.
const dayFormats = new Map<string, Intl.DateTimeFormat>();
const clockFormats = new Map<string, Intl.DateTimeFormat>();

function formatter(
  cache: Map<string, Intl.DateTimeFormat>,
  timeZone: string,
  options: () => Intl.DateTimeFormatOptions,
  locale: string,
): Intl.DateTimeFormat {
  let format = cache.get(timeZone);
  if (!format) {
    // An unknown zone throws here, as it did before, and is never kept.
    format = new Intl.DateTimeFormat(locale, { ...options(), timeZone });
    cache.set(timeZone, format);
  }
  return format;
}

/** Today's date (yyyy-mm-dd) in the site's time zone: a creator in Brazil publishes "today" by Brazilian clocks. */
export function todayIn(timeZone: string, now = new Date()): string {
  const parts = formatter(
    dayFormats,
    timeZone,
    () => ({ year: 'numeric', month: '2-digit', day: '2-digit' }),
    'en-CA',
  ).formatToParts(now);
  const get = (type: string) => parts.find((p) => p.type === type)!.value;
  return `${get('year')}-${get('month')}-${get('day')}`;
}

/** How far the time zone's wall clock is ahead of UTC at this instant (ms; negative west of Greenwich). */
function offsetIn(timeZone: string, instant: number): number {
  const parts = formatter(
    clockFormats,
    timeZone,
    () => ({
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    }),
    'en-US',
  ).formatToParts(instant);
  const get = (type: string) => Number(parts.find((p) => p.type === type)!.value);
  const wall = Date.UTC(get('year'), get('month') - 1, get('day'), get('hour'), get('minute'), get('second'));
  return wall - Math.floor(instant / 1000) * 1000;
}

/** The instant (epoch ms) the next day starts in the site's time zone: when "today" there changes. */
export function nextDayStartIn(timeZone: string, now = new Date()): number {
  const [year, month, day] = todayIn(timeZone, now).split('-').map(Number);
  const midnightAsUtc = Date.UTC(year, month - 1, day + 1);
  // The offset at that midnight, found from the offset now (they differ only across a clock change).
  const guess = midnightAsUtc - offsetIn(timeZone, now.getTime());
  return midnightAsUtc - offsetIn(timeZone, guess);
}

export function isValidTimeZone(timeZone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone });
    return true;
  } catch {
    return false;
  }
}

/** A real calendar date in yyyy-mm-dd form. */
export function isIsoDate(text: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return false;
  const date = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === text;
}

/** The last `count` days of the site's calendar up to today (yyyy-mm-dd), oldest first. */
export function lastDaysIn(timeZone: string, count: number, now = new Date()): string[] {
  const [year, month, day] = todayIn(timeZone, now).split('-').map(Number);
  return Array.from({ length: count }, (_, index) =>
    new Date(Date.UTC(year, month - 1, day - (count - 1 - index))).toISOString().slice(0, 10),
  );
}
