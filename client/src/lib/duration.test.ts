import { durationShort, durationText, hmsToIso, isoToHms, totalOf } from './duration';

describe('durations (spec §4)', () => {
  it('converts HH:MM:SS to ISO: seconds only when hours and minutes are zero; all zero → PT0M', () => {
    expect(hmsToIso('01:30:00')).toBe('PT1H30M');
    expect(hmsToIso('00:45:10')).toBe('PT45M');
    expect(hmsToIso('02:00:59')).toBe('PT2H');
    expect(hmsToIso('00:00:30')).toBe('PT30S');
    expect(hmsToIso('00:00:00')).toBe('PT0M');
    expect(hmsToIso('1h30')).toBe('');
  });

  it('converts ISO to zero-padded HH:MM:SS; unparsable → empty', () => {
    expect(isoToHms('PT1H30M')).toBe('01:30:00');
    expect(isoToHms('PT5M7S')).toBe('00:05:07');
    expect(isoToHms('PT0M')).toBe('00:00:00');
    expect(isoToHms('30 minutos')).toBe('');
    expect(isoToHms(null)).toBe('');
  });

  it('adds prep and cook with carries; one alone when the other is missing; undefined when neither', () => {
    expect(totalOf('PT40M50S', 'PT30M20S')).toEqual({ hours: 1, minutes: 11, seconds: 10 });
    expect(totalOf('PT20M', null)).toEqual({ hours: 0, minutes: 20, seconds: 0 });
    expect(totalOf(null, 'PT1H')).toEqual({ hours: 1, minutes: 0, seconds: 0 });
    expect(totalOf(null, undefined)).toBeUndefined();
  });

  it("reads 'N hora(s) e N minuto(s) e N segundo(s)'", () => {
    expect(durationText('PT1H30M')).toBe('1 hora e 30 minutos');
    expect(durationText('PT2H1M5S')).toBe('2 horas e 1 minuto e 5 segundos');
    expect(durationText({ hours: 0, minutes: 0, seconds: 1 })).toBe('1 segundo');
    expect(durationText('PT0M')).toBe('0 minutos');
    expect(durationShort('PT1H30M')).toBe('1 h 30 min');
    expect(durationShort('PT45M')).toBe('45 min');
  });
});
