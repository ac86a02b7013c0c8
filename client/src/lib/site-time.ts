import * as messages from '../messages/pt-BR';
import { formatShortDateTime } from './format';

// The dashboard shows and takes every time of day on the site's clock (SITE_TIME_ZONE, converted in format.ts) and
// names that clock, whatever the device's own. Kept apart from format.ts so the public pages' shell does not carry it.

/** 'Data e hora (horário de Brasília)': a label, a column header or a time, with the site's clock named. */
export const withSiteTimeZone = (text: string) => `${text} (${messages.dashboard.siteTimeZone})`;

/** '22/11/2026 14:30 (horário de Brasília)': a time of day shown with nothing near it naming the clock. */
export function formatSiteDateTime(value: string | Date | null | undefined): string {
  const shown = formatShortDateTime(value);
  return shown && withSiteTimeZone(shown);
}
