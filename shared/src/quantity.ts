// Servings scaling for ingredient quantities as Brazilian recipes write them: '1/2', '1 e 1/2', '1,5', '2-3',
// 'a gosto'. Metric amounts stay decimal (and move between g and kg, ml and L); kitchen measures become fractions.

/** An amount as written: its value, and whether a mixed number was written '1 e 1/2' (kept in the output). */
interface Amount {
  value: number;
  withE: boolean;
}

const UNICODE_FRACTIONS: Record<string, string> = {
  '½': '1/2',
  '⅓': '1/3',
  '⅔': '2/3',
  '¼': '1/4',
  '¾': '3/4',
  '⅛': '1/8',
};

const SINGLE = String.raw`\d+\s+(?:e\s+)?\d+\/\d+|\d+\/\d+|\d+(?:[.,]\d+)?`;
// '2-3', '2–3', '2 a 3', '2 ou 3', and the English '2 to 3', '2 or 3' of imported lines.
const RANGE_SEPARATOR = String.raw`\s*[-–]\s*|\s+(?:a|ou|to|or)\s+`;
/** A leading amount or range, then the rest of the text. */
const LEADING = new RegExp(String.raw`^(${SINGLE})(?:(${RANGE_SEPARATOR})(${SINGLE}))?(?=\s|$)(.*)$`, 's');

function normalise(text: string): string {
  return text
    .trim()
    .replace(/(\d)\s*([½⅓⅔¼¾⅛])/g, '$1 $2')
    .replace(/[½⅓⅔¼¾⅛]/g, (c) => UNICODE_FRACTIONS[c]);
}

function parseAmount(text: string): Amount | null {
  const mixed = /^(\d+)\s+(e\s+)?(\d+)\/(\d+)$/.exec(text);
  if (mixed) {
    const denominator = Number(mixed[4]);
    if (!denominator) return null;
    return { value: Number(mixed[1]) + Number(mixed[3]) / denominator, withE: Boolean(mixed[2]) };
  }
  const fraction = /^(\d+)\/(\d+)$/.exec(text);
  if (fraction) {
    const denominator = Number(fraction[2]);
    return denominator ? { value: Number(fraction[1]) / denominator, withE: false } : null;
  }
  return { value: Number(text.replace(',', '.')), withE: false };
}

/** A quantity split into its amount (or range of amounts) as written and the text after it. */
interface Leading {
  from: Amount;
  to: Amount | null;
  separator: string;
  written: string;
  rest: string;
}

function parseLeading(text: string): Leading | null {
  const match = LEADING.exec(normalise(text));
  if (!match) return null;
  const from = parseAmount(match[1]);
  const to = match[3] ? parseAmount(match[3]) : null;
  if (!from || (match[3] && !to)) return null;
  const written = match[0].slice(0, match[0].length - match[4].length);
  return { from, to, separator: match[2] ?? '', written, rest: match[4] };
}

/**
 * The amount or range a text starts with, written as the scaler reads it ('1 e 1/2', '2 a 3'; '1½' → '1 1/2'), its
 * (upper) value for the words to agree with, and the text after it: '2 a 3 dentes' → '2 a 3', 3, ' dentes'.
 */
export function leadingQuantity(text: string): { quantity: string; amount: number; rest: string } | null {
  const parsed = parseLeading(text);
  return parsed && { quantity: parsed.written, amount: (parsed.to ?? parsed.from).value, rest: parsed.rest };
}

// Kitchen fractions a Brazilian cook measures with; eighths only for very small amounts.
const FRACTIONS: [number, string][] = [
  [0, ''],
  [1 / 4, '1/4'],
  [1 / 3, '1/3'],
  [1 / 2, '1/2'],
  [2 / 3, '2/3'],
  [3 / 4, '3/4'],
  [1, ''],
];

/** 1.5 → '1 1/2' (or '1 e 1/2'), 0.333 → '1/3', 0.1 → '1/8', 4 → '4'. */
export function formatKitchen(value: number, withE = false): string {
  if (value > 0 && value < 3 / 16) return '1/8';
  let whole = Math.floor(value);
  let nearest = FRACTIONS[0];
  for (const candidate of FRACTIONS) {
    if (Math.abs(value - whole - candidate[0]) < Math.abs(value - whole - nearest[0])) nearest = candidate;
  }
  if (nearest[0] === 1) whole += 1;
  if (!nearest[1]) return String(whole);
  if (!whole) return nearest[1];
  return `${whole}${withE ? ' e ' : ' '}${nearest[1]}`;
}

/** 1.25 → '1,25' (at most `digits` decimals, no trailing zeros). */
function formatDecimal(value: number, digits: number): string {
  const factor = 10 ** digits;
  return String(Math.round(value * factor) / factor).replace('.', ',');
}

/** Metric units: the base unit (g or ml) and the unit's size in it. */
const METRIC: Record<string, { base: 'g' | 'ml'; size: number }> = {
  g: { base: 'g', size: 1 },
  kg: { base: 'g', size: 1000 },
  ml: { base: 'ml', size: 1 },
  l: { base: 'ml', size: 1000 },
};

/** A metric amount (in g or ml) written in `unit` ('g' or 'ml' when size is 1, 'kg' or 'L' when 1000). */
function formatMetric(amount: number, size: 1 | 1000): string {
  return size === 1 ? formatDecimal(amount, amount < 10 ? 1 : 0) : formatDecimal(amount / 1000, 2);
}

/** Words whose plural the endings below get wrong: 'pão' → 'pães', 'grão' → 'grãos'. */
const IRREGULAR: Record<string, string> = { pão: 'pães', grão: 'grãos', mão: 'mãos', alemão: 'alemães' };
const IRREGULAR_SINGULAR = Object.fromEntries(Object.entries(IRREGULAR).map(([one, many]) => [many, one]));

const PLURAL_EXCEPTIONS: [singular: RegExp, plural: string, pluralForm: RegExp, singularForm: string][] = [
  [/ão$/, 'ões', /ões$/, 'ão'],
  [/el$/, 'éis', /éis$/, 'el'],
  [/al$/, 'ais', /ais$/, 'al'],
  [/ol$/, 'óis', /óis$/, 'ol'],
  [/([rz])$/, '$1es', /([rz])es$/, '$1'],
  [/m$/, 'ns', /ns$/, 'm'],
];

/** 'xícara' → 'xícaras', 'colher' → 'colheres', 'porção' → 'porções' (words already plural are kept). */
export function pluralWord(word: string): string {
  const irregular = IRREGULAR[word.toLowerCase()];
  if (irregular) return matchCase(word, irregular);
  if (/ês$/.test(word)) return word.replace(/ês$/, 'eses');
  if (/s$/.test(word)) return word;
  for (const [singular, plural] of PLURAL_EXCEPTIONS) if (singular.test(word)) return word.replace(singular, plural);
  return `${word}s`;
}

/** 'xícaras' → 'xícara', 'colheres' → 'colher', 'pastéis' → 'pastel' (words already singular are kept). */
export function singularWord(word: string): string {
  const irregular = IRREGULAR_SINGULAR[word.toLowerCase()];
  if (irregular) return matchCase(word, irregular);
  if (/eses$/.test(word)) return word.replace(/eses$/, 'ês');
  for (const [, , pluralForm, singular] of PLURAL_EXCEPTIONS)
    if (pluralForm.test(word)) return word.replace(pluralForm, singular);
  return word.replace(/s$/, '');
}

const matchCase = (model: string, word: string) =>
  /^\p{Lu}/u.test(model) ? word[0].toUpperCase() + word.slice(1) : word;

/**
 * pt-BR number agreement, as the grammar has it: plural from 2 on ('1 1/2 xícara', '2 xícaras', '3 3/4 xícaras').
 */
export const isPlural = (amount: number) => amount >= 2;

/** The first word of a measure ('xícara (chá)', 'lata (395 g)', 'forma de 24 cm') in the number it goes with. */
function agree(text: string, amount: number): string {
  return text.replace(
    /^(\s*)(\p{L}{3,})(?![.\p{L}])/u,
    (_, space: string, word: string) => space + (isPlural(amount) ? pluralWord(word) : singularWord(word)),
  );
}

/** Words that end the noun phrase a count agrees with: 'ovos [de codorna]', 'cebolas médias [picadas em cubos]'. */
const PHRASE_END = /^(de|do|da|dos|das|com|sem|em|no|na|nos|nas|para|ou|e|a|ao|à|por|bem)$/i;

/**
 * A counted ingredient's name in the number it goes with: '1 ovo caipira', '2 ovos caipiras', '1 cebola média'. The
 * words up to the first preposition, comma or parenthesis agree ('2 dentes de alho', not '2 dentes de alhos');
 * a word of one or two letters, an abbreviation or a number ends it too.
 */
export function agreeWords(name: string, amount: number): string {
  const words = name.split(' ');
  for (let index = 0; index < words.length; index++) {
    const word = words[index];
    const match = /^(\p{L}+)([,;:]?)$/u.exec(word);
    if (!match || match[1].length < 3 || PHRASE_END.test(match[1])) break;
    words[index] = (isPlural(amount) ? pluralWord(match[1]) : singularWord(match[1])) + match[2];
    if (match[2]) break;
  }
  return words.join(' ');
}

/** The words of a quantity a cook does not measure: 'a gosto', 'q.b.' ('quanto baste'). */
export const TO_TASTE_WORDS = String.raw`a gosto|q\.?\s?b\.?|quanto baste`;
/** Quantities a cook does not scale: 'a gosto', 'q.b.', 'quanto baste', any text. */
const UNSCALED_UNITS = new RegExp(`^(${TO_TASTE_WORDS})$`, 'i');

export interface ScaledQuantity {
  quantity: string;
  unit: string;
  /** a scaled count without a unit ('2 ovos'): its (upper) amount, for the name to agree with; else null */
  count: number | null;
}

/** A count of things ('ovos', 'dentes de alho') is never in thirds: halves from 1 on, kitchen fractions below. */
const countAmount = (value: number) => (value >= 1 ? Math.round(value * 2) / 2 : value);

/**
 * An ingredient's quantity and unit for `factor` times the recipe: '1/2' xícara × 3 → '1 1/2' xícara,
 * '500' g × 2 → '1' kg, '2-3' × 2 → '4-6'; 'a gosto' and text quantities are returned untouched.
 */
export function scaleQuantity(quantity: string, unit: string, factor: number): ScaledQuantity {
  const untouched = { quantity, unit, count: null };
  if (factor === 1 || !Number.isFinite(factor) || factor <= 0 || UNSCALED_UNITS.test(unit.trim())) return untouched;
  const parsed = parseLeading(quantity);
  if (!parsed || parsed.rest.trim()) return untouched;
  const from = parsed.from.value * factor;
  const to = parsed.to ? parsed.to.value * factor : null;
  const metric = METRIC[unit.trim().toLowerCase()];
  if (metric) {
    // The unit that reads best for the (upper) amount: '1 kg' rather than '1000 g', '500 ml' rather than '0,5 L'.
    const size = (to ?? from) * metric.size >= 1000 ? 1000 : 1;
    const bigUnit = metric.base === 'g' ? 'kg' : 'L';
    const low = formatMetric(from * metric.size, size);
    const text = to === null ? low : `${low}${parsed.separator}${formatMetric(to * metric.size, size)}`;
    return { quantity: text, unit: size === 1 ? metric.base : bigUnit, count: null };
  }
  const counted = !unit.trim();
  const low = counted ? countAmount(from) : from;
  const high = to === null ? null : counted ? countAmount(to) : to;
  const text =
    high === null
      ? formatKitchen(low, parsed.from.withE)
      : `${formatKitchen(low, parsed.from.withE)}${parsed.separator}${formatKitchen(high, parsed.to!.withE)}`;
  return counted
    ? { quantity: text, unit, count: high ?? low }
    : { quantity: text, unit: agree(unit, to ?? from), count: null };
}

/** The number a servings text starts with ('30 unidades' → 30, '1 forma de 24 cm' → 1); null without one. */
export function servingsCount(servings: string): number | null {
  const parsed = parseLeading(servings);
  return parsed ? parsed.from.value : null;
}

/** What a servings text counts, after its number ('30 unidades' → 'unidades', '8 a 10 porções' → 'porções'); '' without one. */
export function servingsUnit(servings: string): string {
  const parsed = parseLeading(servings);
  return parsed ? parsed.rest.trim() : '';
}

/** The servings text for `factor` times the recipe: '30 unidades' × ½ → '15 unidades', '1 forma' × 2 → '2 formas'. */
export function scaleServings(servings: string, factor: number): string {
  if (factor === 1 || !Number.isFinite(factor) || factor <= 0) return servings;
  const parsed = parseLeading(servings);
  if (!parsed) return servings;
  const from = parsed.from.value * factor;
  const to = parsed.to ? parsed.to.value * factor : null;
  const amount =
    to === null
      ? formatKitchen(from, parsed.from.withE)
      : `${formatKitchen(from, parsed.from.withE)}${parsed.separator}${formatKitchen(to, parsed.to!.withE)}`;
  return `${amount}${agree(parsed.rest, to ?? from)}`;
}

/** The most a recipe may be multiplied by (a typo of 3000 servings would otherwise print nonsense). */
export const MAX_FACTOR = 100;

/** A servings multiplier the page, the print page and the e-mail accept: a finite number in (0, MAX_FACTOR]. */
export const validFactor = (factor: unknown): factor is number =>
  typeof factor === 'number' && Number.isFinite(factor) && factor > 0 && factor <= MAX_FACTOR;
