import { formatDate, formatPrice, formatShortDate, formatShortDateTime, initials } from './format';
import { decodeClaims, sessionFromToken } from './session';

const token = (claims: object) => `h.${Buffer.from(JSON.stringify(claims)).toString('base64url')}.s`;

describe('pt-BR formatting', () => {
  it('formats prices as R$ with two decimals', () => {
    expect(formatPrice(29.9).replace(/\s/g, ' ')).toBe('R$ 29,90');
    expect(formatPrice(1234.5).replace(/\s/g, ' ')).toBe('R$ 1.234,50');
  });
  it('formats dates in pt-BR', () => {
    expect(formatDate('2026-11-22')).toBe('22 de novembro de 2026');
    expect(formatShortDate('2026-03-05T15:00:00Z')).toBe('05/03/2026');
    expect(formatDate('nada')).toBe('');
    expect(formatShortDateTime('2026-12-01T13:05:00Z')).toBe('01/12/2026 10:05');
    expect(formatShortDateTime(null)).toBe('');
  });
  it('caps initials at two letters', () => {
    expect(initials('Ana Maria Souza')).toBe('AS');
    expect(initials('marina')).toBe('M');
  });
});

describe('session token', () => {
  it('is authenticated only when parsable and not expired (exp in seconds)', () => {
    const now = Date.UTC(2026, 10, 22);
    const valid = token({ sub: '7', role: 'ADMIN', exp: now / 1000 + 60 });
    expect(sessionFromToken(valid, now)).toMatchObject({ authenticated: true, role: 'ADMIN', userId: 7 });
    expect(sessionFromToken(token({ sub: '7', role: 'USER', exp: now / 1000 - 1 }), now).authenticated).toBe(false);
    expect(sessionFromToken('garbage', now).authenticated).toBe(false);
    expect(sessionFromToken(null, now).authenticated).toBe(false);
    expect(decodeClaims(token({ name: 'Conceição' }))).toEqual({ name: 'Conceição' });
  });
});
