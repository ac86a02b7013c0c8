const ISO_DURATION = /^P(?:(\d+)D)?(?:T(?:(\d+)H)?(?:(\d+)M)?(?:(\d+)S)?)?$/;

/** Parses an ISO 8601 duration limited to days, hours, minutes and seconds; null when it is not one. */
export function parseIsoDuration(value: string): number | null {
  const match = ISO_DURATION.exec(value.trim().toUpperCase());
  if (!match || value.trim().toUpperCase() === 'P' || /T$/.test(value.trim().toUpperCase())) return null;
  const [, d, h, m, s] = match.map((part) => (part === undefined ? 0 : Number(part)));
  return d * 86400 + h * 3600 + m * 60 + s;
}

/** Formats seconds as a canonical ISO 8601 duration: PT1H30M, PT45M, PT0M when zero. */
export function formatIsoDuration(totalSeconds: number): string {
  const hours = Math.floor(totalSeconds / 3600);
  const minutes = Math.floor((totalSeconds % 3600) / 60);
  const seconds = totalSeconds % 60;
  let out = 'PT';
  if (hours) out += `${hours}H`;
  if (minutes) out += `${minutes}M`;
  if (seconds) out += `${seconds}S`;
  return out === 'PT' ? 'PT0M' : out;
}

/** Whole minutes of a duration, rounded up so that a 30-second step still counts as a minute. */
export const durationMinutes = (seconds: number | null): number | null =>
  seconds === null ? null : Math.ceil(seconds / 60);
