import { formatSiteDateTime, withSiteTimeZone } from './site-time';

describe("the dashboard's clock", () => {
  it('shows a time of day on Brasília time and names it', () => {
    expect(formatSiteDateTime('2026-12-01T13:05:00Z')).toBe('01/12/2026 10:05 (horário de Brasília)');
    expect(formatSiteDateTime('2027-01-01T02:30:00Z')).toBe('31/12/2026 23:30 (horário de Brasília)');
    expect(formatSiteDateTime('nada')).toBe('');
    expect(formatSiteDateTime(null)).toBe('');
    expect(withSiteTimeZone('Data')).toBe('Data (horário de Brasília)');
  });
});
