import { fieldToIso, isDurationField, isoToField, normalizeDurationField, totalField } from './duration-fields';

describe('time fields (spec §4 duration conversions)', () => {
  it('converts HH:MM:SS to ISO with hours and minutes; seconds only when both are zero', () => {
    expect(fieldToIso('01:30:00')).toBe('PT1H30M');
    expect(fieldToIso('02:00:00')).toBe('PT2H');
    expect(fieldToIso('00:45:00')).toBe('PT45M');
    expect(fieldToIso('00:45:30')).toBe('PT45M');
    expect(fieldToIso('01:00:59')).toBe('PT1H');
    expect(fieldToIso('00:00:30')).toBe('PT30S');
    expect(fieldToIso('100:05:00')).toBe('PT100H5M');
  });

  it('gives PT0M when everything is zero, and empty for what is not HH:MM:SS', () => {
    expect(fieldToIso('00:00:00')).toBe('PT0M');
    expect(fieldToIso('')).toBe('');
    expect(fieldToIso('1:30')).toBe('');
    expect(fieldToIso('00:60:00')).toBe('');
    expect(fieldToIso('00:10:75')).toBe('');
    expect(fieldToIso('meia hora')).toBe('');
  });

  it('converts ISO to zero-padded HH:MM:SS; unparsable or missing gives empty', () => {
    expect(isoToField('PT1H30M')).toBe('01:30:00');
    expect(isoToField('PT45M')).toBe('00:45:00');
    expect(isoToField('PT5M7S')).toBe('00:05:07');
    expect(isoToField('PT30S')).toBe('00:00:30');
    expect(isoToField('PT0M')).toBe('00:00:00');
    expect(isoToField('pt2h')).toBe('02:00:00');
    expect(isoToField('PT')).toBe('');
    expect(isoToField('30 minutos')).toBe('');
    expect(isoToField(null)).toBe('');
    expect(isoToField(undefined)).toBe('');
  });

  it('accepts empty or HH:MM:SS with minutes and seconds below 60', () => {
    expect(isDurationField('')).toBe(true);
    expect(isDurationField('  ')).toBe(true);
    expect(isDurationField('00:59:59')).toBe(true);
    expect(isDurationField('123:00:00')).toBe(true);
    expect(isDurationField('00:60:00')).toBe(false);
    expect(isDurationField('00:00:60')).toBe(false);
    expect(isDurationField('1:5:3')).toBe(false);
    expect(isDurationField('01:30')).toBe(false);
    expect(isDurationField('abc')).toBe(false);
  });

  it('totals prep + cook with seconds carrying into minutes and minutes into hours', () => {
    expect(totalField('00:40:50', '00:30:20')).toBe('01:11:10');
    expect(totalField('01:59:59', '00:00:01')).toBe('02:00:00');
    expect(totalField('00:20:00', '01:15:00')).toBe('01:35:00');
  });

  it('gives the other time when one is missing or malformed, and undefined when neither is usable', () => {
    expect(totalField('00:20:00', '')).toBe('00:20:00');
    expect(totalField('', '01:00:00')).toBe('01:00:00');
    expect(totalField('00:99:00', '00:10:00')).toBe('00:10:00');
    expect(totalField('', '')).toBeUndefined();
    expect(totalField('x', 'y')).toBeUndefined();
  });

  it('pads what was typed on blur and leaves anything else alone', () => {
    expect(normalizeDurationField('1:30:00')).toBe('01:30:00');
    expect(normalizeDurationField(' 0:5:7 ')).toBe('00:05:07');
    expect(normalizeDurationField('1:30')).toBe('1:30');
    expect(normalizeDurationField('')).toBe('');
  });
});
