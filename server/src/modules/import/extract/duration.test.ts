import { humanSeconds, normalizeDuration } from './duration';

describe('normalizeDuration', () => {
  it.each([
    ['PT90M', 'PT1H30M'],
    ['PT1H30M', 'PT1H30M'],
    ['P0DT1H20M', 'PT1H20M'],
    ['PT0H45M', 'PT45M'],
    ['PT1H', 'PT1H'],
    ['PT1H0M', 'PT1H'],
    ['pt20m', 'PT20M'],
    [' PT 20M ', 'PT20M'],
    ['PT2700S', 'PT45M'],
    ['PT20M40S', 'PT21M'],
    ['PT20M20S', 'PT20M'],
    ['PT1.5H', 'PT1H30M'],
    ['PT0,5H', 'PT30M'],
    ['P1D', 'PT24H'],
    ['P1DT2H', 'PT26H'],
    ['P0Y0M0DT0H45M0.000S', 'PT45M'],
    ['P1W', 'PT168H'],
  ])('reads ISO 8601 %j as %j', (value, expected) => {
    expect(normalizeDuration(value)).toBe(expected);
  });

  it.each([
    ['1 hora e 20 minutos', 'PT1H20M'],
    ['45 min', 'PT45M'],
    ['45 minutos', 'PT45M'],
    ['1h30', 'PT1H30M'],
    ['1h30min', 'PT1H30M'],
    ['1 h 30 min', 'PT1H30M'],
    ['2 horas', 'PT2H'],
    ['uma hora', 'PT1H'],
    ['1 hora e meia', 'PT1H30M'],
    ['uma hora e meia', 'PT1H30M'],
    ['meia hora', 'PT30M'],
    ['1:30', 'PT1H30M'],
    ['1,5 hora', 'PT1H30M'],
    ['20-25 minutos', 'PT25M'],
    ['20 a 25 minutos', 'PT25M'],
    ['Preparo: 40 min', 'PT40M'],
    ['1 hour 5 mins', 'PT1H5M'],
    ['2 hrs 15 minutes', 'PT2H15M'],
    ['half an hour', 'PT30M'],
    ['an hour', 'PT1H'],
    ['90 seconds', 'PT2M'],
    ['1 dia', 'PT24H'],
    ['45', 'PT45M'],
  ])('reads the text %j as %j', (value, expected) => {
    expect(normalizeDuration(value)).toBe(expected);
  });

  it('takes a number as minutes', () => {
    expect(normalizeDuration(75)).toBe('PT1H15M');
  });

  it.each([
    [''],
    ['   '],
    ['P'],
    ['PT'],
    ['PT0M'],
    ['PT0H0M'],
    ['PT20S'],
    ['P1Y'],
    ['P2M'],
    ['PTXM'],
    ['PT-5M'],
    ['8 porções'],
    ['rápido'],
    ['P9999D'],
    [null],
    [undefined],
    [{}],
    [NaN],
    [-5],
  ])('gives null for %j (absent, zero, unreadable or implausible)', (value) => {
    expect(normalizeDuration(value)).toBeNull();
  });

  it('reads long or odd texts (how long they take is not asserted: no timing in tests)', () => {
    expect(humanSeconds('1'.repeat(100000))).toBeNull();
    expect(humanSeconds('1 h '.repeat(50))).toBe(50 * 3600);
    expect(normalizeDuration(`P${'1'.repeat(100000)}`)).toBeNull();
    expect(normalizeDuration(`PT${'1H'.repeat(50000)}`)).toBeNull();
  });
});
