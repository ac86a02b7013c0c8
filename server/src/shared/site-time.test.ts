import { lastDaysIn, nextDayStartIn, todayIn } from './site-time';

describe('site time', () => {
  it("finds when the site's next day starts (São Paulo is 3 hours behind UTC)", () => {
    const afternoon = new Date('2026-11-25T20:00:00Z'); // 17:00 in São Paulo
    expect(nextDayStartIn('America/Sao_Paulo', afternoon)).toBe(Date.parse('2026-11-26T03:00:00Z'));
    const lateNight = new Date('2026-11-26T02:30:00Z'); // still the 25th in São Paulo
    expect(todayIn('America/Sao_Paulo', lateNight)).toBe('2026-11-25');
    expect(nextDayStartIn('America/Sao_Paulo', lateNight)).toBe(Date.parse('2026-11-26T03:00:00Z'));
    expect(nextDayStartIn('UTC', afternoon)).toBe(Date.parse('2026-11-26T00:00:00Z'));
  });

  it('follows a clock change (New York leaves daylight time on 2026-11-01)', () => {
    const before = new Date('2026-10-31T20:00:00Z'); // 16:00 EDT
    expect(nextDayStartIn('America/New_York', before)).toBe(Date.parse('2026-11-01T04:00:00Z'));
    const after = new Date('2026-11-01T12:00:00Z'); // 07:00 EST
    expect(nextDayStartIn('America/New_York', after)).toBe(Date.parse('2026-11-02T05:00:00Z'));
  });

  it("lists the last days of the site's calendar, across a month's end", () => {
    const lateNight = new Date('2026-12-01T02:30:00Z'); // 23:30 on 30 November in São Paulo
    expect(lastDaysIn('America/Sao_Paulo', 3, lateNight)).toEqual(['2026-11-28', '2026-11-29', '2026-11-30']);
    expect(lastDaysIn('America/Sao_Paulo', 30, lateNight)).toHaveLength(30);
    expect(lastDaysIn('America/Sao_Paulo', 30, lateNight)[0]).toBe('2026-11-01');
  });
});
