// Plain-text formatting shared by the HTML and text versions of the e-mails (pt-BR).

const DURATION = /^P(?:(\d+)D)?(?:T(?:(\d+)H)?(?:(\d+)M)?(?:(\d+(?:[.,]\d+)?)S)?)?$/i;

/** ISO 8601 duration → '1 h 30 min'; null for a missing, zero or unreadable value (the line is then omitted). */
export function formatDuration(iso: string | null | undefined): string | null {
  const match = iso ? DURATION.exec(iso.trim()) : null;
  if (!match) return null;
  const [, days = '0', hours = '0', minutes = '0', seconds = '0'] = match;
  const total =
    Number(days) * 1440 + Number(hours) * 60 + Number(minutes) + Math.ceil(Number(seconds.replace(',', '.')) / 60);
  if (!Number.isFinite(total) || total <= 0) return null;
  const d = Math.floor(total / 1440);
  const h = Math.floor((total % 1440) / 60);
  const m = total % 60;
  const parts: string[] = [];
  if (d) parts.push(`${d} ${d === 1 ? 'dia' : 'dias'}`);
  if (h) parts.push(`${h} h`);
  if (m) parts.push(`${m} min`);
  return parts.join(' ');
}

const DATE_TIME = new Intl.DateTimeFormat('pt-BR', {
  dateStyle: 'long',
  timeStyle: 'short',
  timeZone: 'America/Sao_Paulo',
});

/** '16 de novembro de 2026 às 12:30' in Brasília time, whatever the server's zone. */
export function formatDateTime(date: Date): string {
  return Number.isNaN(date.getTime()) ? '' : DATE_TIME.format(date);
}
