/**
 * What a price typed in a form means, in reais, whatever the browser's language: '29,90', '29.90', 'R$ 1.234,50',
 * '1,234.50' and '29' are all read; a text two readings fit ('1.234': R$ 1.234,00 in Brazil, R$ 1,23 in the US)
 * is 'ambiguous' and must be asked again, never guessed. Null for an empty field; NaN for text that is no amount.
 */
export function parseMoney(text: string): number | null | 'ambiguous' {
  const raw = text.replace(/R\$|\s|\u00a0/g, '');
  if (!raw) return null;
  if (!/^\d[\d.,]*$/.test(raw) || /[.,]{2}|[.,]$/.test(raw)) return Number.NaN;
  const lastComma = raw.lastIndexOf(',');
  const lastDot = raw.lastIndexOf('.');
  const decimalAt = Math.max(lastComma, lastDot);
  if (decimalAt < 0) return Number(raw);
  const separator = raw[decimalAt];
  const other = separator === ',' ? '.' : ',';
  const whole = raw.slice(0, decimalAt);
  const fraction = raw.slice(decimalAt + 1);
  const sameCount = raw.split(separator).length - 1;
  // one kind of separator only, repeated: thousands ('1.234.567', '1,234,567')
  if (!whole.includes(other) && sameCount > 1) return groupedThousands(raw, separator);
  // '1.234' or '1,234' alone: thousands in one language, three decimals in the other
  if (!whole.includes(other) && fraction.length === 3) return 'ambiguous';
  if (fraction.length > 2) return Number.NaN;
  const integer = whole.includes(other) ? groupedThousands(whole, other) : Number(whole);
  return Number.isNaN(integer) ? Number.NaN : Number(`${integer}.${fraction}`);
}

/** '1.234.567' with '.' as the thousands separator → 1234567; NaN unless every group after the first has 3 digits. */
function groupedThousands(text: string, separator: string): number {
  const groups = text.split(separator);
  if (!/^\d{1,3}$/.test(groups[0]) || groups.slice(1).some((group) => !/^\d{3}$/.test(group))) return Number.NaN;
  return Number(groups.join(''));
}

/** A price as the form shows it: 29.9 → '29,90' (the 'R$' is the field's own). */
export const moneyInput = (value: number): string => value.toFixed(2).replace('.', ',');
