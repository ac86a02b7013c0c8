import { moneyInput, parseMoney } from './money';

describe('parseMoney', () => {
  it.each([
    ['29,90', 29.9],
    ['29.90', 29.9],
    ['29', 29],
    ['0,5', 0.5],
    ['R$ 29,90', 29.9],
    ['R$\u00a01.234,50', 1234.5],
    ['1,234.50', 1234.5],
    ['1.234.567', 1234567],
    ['1.234.567,89', 1234567.89],
    ['100000', 100000],
  ])('reads %s as %s', (text, value) => {
    expect(parseMoney(text)).toBe(value);
  });

  it('asks again when a text reads two ways, and refuses what is no amount', () => {
    expect(parseMoney('1.234')).toBe('ambiguous');
    expect(parseMoney('1,234')).toBe('ambiguous');
    expect(parseMoney('29,901')).toBe('ambiguous');
    expect(parseMoney('')).toBeNull();
    expect(parseMoney('  ')).toBeNull();
    for (const text of ['abc', '1e308', '-3', '29,', '29,,90', '1.23.4', '12,345,6', '29.90.1']) {
      expect(parseMoney(text)).toBeNaN();
    }
  });

  it('shows a price the Brazilian way for the form', () => {
    expect(moneyInput(29.9)).toBe('29,90');
    expect(moneyInput(1234.5)).toBe('1234,50');
  });
});
