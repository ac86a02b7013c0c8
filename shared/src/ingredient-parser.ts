// Reads one free-text ingredient line, as recipe pages publish them (schema.org recipeIngredient, a list item), in
// Portuguese or English, into the shape the site stores: '2 xícaras de chá de farinha' → '2' · 'xícaras (chá)' ·
// 'farinha'. The amount is written as the scaler reads it; the unit as the line writes it, with the Portuguese spoon
// and cup abbreviations spelled as the site spells them; the name keeps every other word, in order.
import { isPlural, leadingQuantity, pluralWord, TO_TASTE_WORDS } from './quantity';

/**
 * An ingredient in the stored shape. `note` holds what that shape has no place for: an amount in another measure
 * written in parentheses after a weight, volume, spoon or cup ('1 cup (240 ml) milk' → note '240 ml'), which would
 * not scale with the quantity.
 */
export interface ParsedIngredient {
  quantity: string;
  unit: string;
  ingredientName: string;
  note?: string;
}

// Cleaning a copied line.
const INVISIBLE = /[\u200b-\u200d\ufeff]/g;
const BULLETS = /^(?:[•·▪◦●*–—-]\s*)+/u;
/** A closing period, comma or semicolon, but not an abbreviation's ('q.b.'): it follows a word or a number. */
const TRAILING_PUNCTUATION = /(?<=\p{L}{2}|[\d)])[.,;]+$/u;

function cleanLine(line: string): string {
  return line.replace(INVISIBLE, '').replace(/\s+/g, ' ').trim().replace(BULLETS, '').replace(TRAILING_PUNCTUATION, '');
}

// The amount.
/** A unit written against its number ('500g', '1,5kg', '2-3kg', '½xícara'): a space goes between them. */
const GLUED_UNIT = /^([^\p{L}]*[\d\p{No}])(?=\p{L})/u;
/** Amounts written as words. They count only before a measure ('uma pitada', 'meia xícara', 'a pinch'). */
const NUMBER_WORDS: Record<string, [quantity: string, amount: number]> = {
  um: ['1', 1],
  uma: ['1', 1],
  a: ['1', 1],
  an: ['1', 1],
  one: ['1', 1],
  meio: ['1/2', 0.5],
  meia: ['1/2', 0.5],
  dois: ['2', 2],
  duas: ['2', 2],
  two: ['2', 2],
  três: ['3', 3],
  three: ['3', 3],
};
const FIRST_WORD = /^(\p{L}+)(?=\s)/u;

interface Amount {
  quantity: string;
  /** the (upper) amount, for an abbreviated unit to agree with */
  amount: number;
  rest: string;
}

function readAmount(text: string): Amount | null {
  const numeric = leadingQuantity(text.replace(GLUED_UNIT, '$1 '));
  if (numeric) return numeric;
  const word = FIRST_WORD.exec(text);
  const number = word && NUMBER_WORDS[word[1].toLowerCase()];
  if (!number) return null;
  const rest = text.slice(word[0].length);
  // 'uma cebola' stays as written: a name can start with 'uma'; 'uma pitada' is an amount.
  return readMeasure(rest.trim(), number[1]) ? { quantity: number[0], amount: number[1], rest } : null;
}

// The unit.
/** Weights, volumes, spoons and cups: a number in parentheses after them is the amount in another measure, a note. */
const MEASURES = [
  ...['mg', 'g', 'grs?\\.?', 'gramas?', 'kg', 'kgs', 'quilos?', 'ml', 'cl', 'dl', 'l', 'lts?\\.?', 'litros?'],
  ...['grams?', 'kilos?', 'kilograms?', 'millilit(?:er|re)s?', 'lit(?:er|re)s?', 'cups?'],
  ...['tablespoons?', 'tbsps?\\.?', 'tbs\\.?', 'tbl\\.?', 'teaspoons?', 'tsps?\\.?'],
  ...['fl\\.? oz\\.?', 'fluid ounces?', 'ounces?', 'oz\\.?', 'pounds?', 'lbs?\\.?', 'pints?', 'quarts?', 'qts?\\.?'],
];
/** What comes in pieces or packages: a parenthesis after them stays in the unit, as the store's 'lata (395 g)'. */
const PIECES = [
  ...['pitadas?', 'punhados?', 'fios?', 'gotas?', 'dentes?', 'cabeças?', 'folhas?', 'talos?', 'ramos?', 'raminhos?'],
  ...['maços?', 'fatias?', 'rodelas?', 'pedaços?', 'cubos?', 'tabletes?', 'barras?', 'unidades?', 'unid\\.?', 'un\\.?'],
  ...['dúzias?', 'latas?', 'latinhas?', 'pacotes?', 'pacotinhos?', 'pct\\.?', 'caixas?', 'caixinhas?', 'potes?'],
  ...['vidros?', 'garrafas?', 'copos?', 'sachês?', 'envelopes?', 'saquinhos?', 'sacos?', 'bandejas?'],
  // 'a medida da lata': the condensed milk can, filled again with another ingredient
  ...['medidas? da lata', 'medidas?'],
  ...['pinch(?:es)?', 'dash(?:es)?', 'handfuls?', 'drizzle', 'cloves?', 'heads?', 'bunch(?:es)?', 'sprigs?'],
  ...['stalks?', 'slices?', 'pieces?', 'sticks?', 'bars?', 'cans?', 'jars?', 'packages?', 'pkgs?\\.?', 'packets?'],
  ...['bottles?', 'box(?:es)?', 'bags?', 'cartons?', 'containers?'],
];
const unitWord = (words: string[]) => new RegExp(String.raw`^(?:${words.join('|')})(?!\p{L})`, 'iu');
const MEASURE_WORD = unitWord(MEASURES);
const PIECE_WORD = unitWord(PIECES);

/** Spoons and cups in any spelling: 'colher', 'col.', 'c.' (only with its size), 'cs', 'cc', 'xícara', 'xíc.', 'xic'. */
const KITCHEN_WORD =
  /^(colheres|colher|colh\.?|col\.?|c\.|c\.?s\.?|c\.?c\.?|x[íi]caras|x[íi]cara|x[íi]c\.?)(?!\p{L})/iu;
const FULL_KITCHEN_WORD = /^(colher|x[íi]cara)$/i;
const PLURAL_KITCHEN_WORD = /^(colheres|x[íi]caras)$/i;
const SPOON_SIZES = String.raw`sopa|ch[áa]|caf[ée]|sobremesa`;
const SPOON_SIZE_SPELLING: Record<string, string> = { cha: 'chá', cafe: 'café' };
/** How full or how big, after a unit: 'colher (sopa) cheia', 'lata pequena', 'dentes grandes', 'copo americano'. */
const SIZE_WORDS = String.raw`(?:bem\s+)?(?:cheias?|rasas?|niveladas?|generosas?|grandes?|pequen[ao]s?|médi[ao]s?|americanos?)`;
const SIZE_AFTER = new RegExp(String.raw`^\s+(${SIZE_WORDS})(?!\p{L})`, 'iu');
/**
 * A spoon's or cup's size: '(chá)', '(de chá)', 'chá', or 'de chá' when a 'de' follows ('1 xícara de chá de leite',
 * '1 colher de chá rasa de sal'; '1 xícara de chá gelado' is a cup of tea).
 */
const SPOON_SIZE = new RegExp(
  String.raw`^\s*(?:\(\s*(?:de\s+)?(${SPOON_SIZES})\s*\)` +
    String.raw`|(?:de\s+)?(${SPOON_SIZES})(?=(?:\s+${SIZE_WORDS})?\s+(?:de|do|da|dos|das)\s)` +
    String.raw`|(${SPOON_SIZES})(?!\p{L}))`,
  'iu',
);
/** How full or how big, before an English unit: 'heaping tablespoon', 'large can'. */
const SIZE_BEFORE = /^((?:heaping|heaped|rounded|level|scant|generous|large|small|medium)\s+)/iu;
const PARENTHESIS = /^\s*\(([^()]*)\)/u;
/** The word joining a measure to its ingredient ('de', 'do', 'of'): dropped, the renderer writes 'de' again. */
const LINK = /^\s+(?:de|do|da|dos|das|of)(?=\s)/iu;

/** A unit read off the front of a text, and the text after it. */
interface Unit {
  unit: string;
  isMeasure: boolean;
  rest: string;
}

/** 'colheres de sopa' → 'colheres (sopa)', 'xíc.' → 'xícara' or 'xícaras' as the amount has it, 'cc' → 'colher (chá)'. */
function readKitchenMeasure(text: string, amount: number): Unit | null {
  const word = KITCHEN_WORD.exec(text);
  if (!word) return null;
  let rest = text.slice(word[0].length);
  const written = word[1].toLowerCase();
  const short = /^c\.?([sc])\.?$/.exec(written);
  const size = short ? null : SPOON_SIZE.exec(rest);
  if (written === 'c.' && !size) return null;
  if (size) rest = rest.slice(size[0].length);
  const sizeWord = short ? (short[1] === 's' ? 'sopa' : 'chá') : (size?.slice(1).find(Boolean)?.toLowerCase() ?? '');
  const base = written.startsWith('x') ? 'xícara' : 'colher';
  const plural = PLURAL_KITCHEN_WORD.test(written) || (!FULL_KITCHEN_WORD.test(written) && isPlural(amount));
  const unit = plural ? pluralWord(base) : base;
  return { unit: sizeWord ? `${unit} (${SPOON_SIZE_SPELLING[sizeWord] ?? sizeWord})` : unit, isMeasure: true, rest };
}

function readTableUnit(text: string): Unit | null {
  const measure = MEASURE_WORD.exec(text);
  const match = measure ?? PIECE_WORD.exec(text);
  return match && { unit: match[0], isMeasure: Boolean(measure), rest: text.slice(match[0].length) };
}

/**
 * The measure after an amount and the name after it: '(14 oz) can tomatoes' → 'can (14 oz)' · 'tomatoes',
 * 'colher de sopa cheia de manteiga' → 'colher (sopa) cheia' · 'manteiga'. Null without a unit, or without a name
 * after it ('2 dentes' is a count of 'dentes').
 */
function readMeasure(text: string, amount: number): { unit: string; name: string; note?: string } | null {
  const sizeFirst = PARENTHESIS.exec(text);
  let rest = sizeFirst ? text.slice(sizeFirst[0].length).trimStart() : text;
  const before = SIZE_BEFORE.exec(rest);
  if (before) rest = rest.slice(before[0].length);
  const unit = readKitchenMeasure(rest, amount) ?? readTableUnit(rest);
  if (!unit) return null;
  rest = unit.rest;
  const after = SIZE_AFTER.exec(rest);
  if (after) rest = rest.slice(after[0].length);
  const sizeAfter = PARENTHESIS.exec(rest);
  if (sizeAfter) rest = rest.slice(sizeAfter[0].length);
  const name = rest.replace(LINK, '').trim();
  if (!name) return null;

  const words = [before?.[1].trim(), unit.unit, after?.[1]].filter(Boolean).join(' ');
  const sizes = [sizeFirst?.[1], sizeAfter?.[1]].filter((size): size is string => Boolean(size));
  // '1 cup (240 ml)' is the same amount twice, '1 lata (395 g)' the size of one can.
  const isEquivalent = (size: string) => unit.isMeasure && /\d/.test(size);
  const note = sizes.filter(isEquivalent).join('; ');
  const unitSizes = sizes.filter((size) => !isEquivalent(size)).map((size) => ` (${size})`);
  return { unit: words + unitSizes.join(''), name, ...(note ? { note } : {}) };
}

// Quantities a cook does not measure.
/** 'a gosto' or 'q.b.' after a name, bare, after a comma or in parentheses: 'sal a gosto', 'sal (a gosto)'. */
const TO_TASTE = new RegExp(String.raw`,?\s+(?:\((${TO_TASTE_WORDS})\)|(${TO_TASTE_WORDS}))(?=[\s,;]|$)`, 'iu');

/**
 * 'sal e pimenta a gosto' → 'a gosto' · 'sal e pimenta'. Words after it stay in the name ('azeite a gosto para
 * regar' → 'azeite para regar'), which the renderer reads as 'azeite para regar a gosto', as the store writes
 * 'óleo para fritar'.
 */
function readToTaste(text: string): ParsedIngredient | null {
  const match = TO_TASTE.exec(text);
  if (!match) return null;
  const after = text.slice(match.index + match[0].length).replace(/^[\s,;]+/, '');
  const name = [text.slice(0, match.index), after].filter(Boolean).join(' ');
  return { quantity: '', unit: match[1] ?? match[2], ingredientName: name };
}

/**
 * One ingredient line in the stored shape: '750 g de filé mignon' → '750' · 'g' · 'filé mignon', '3 ovos' → '3' ·
 * '' · 'ovos', 'sal a gosto' → '' · 'a gosto' · 'sal'. A line without an amount it recognises is all name
 * ('Raspas de 1 limão'); a section header ('Para a massa:') is the caller's to recognise, with isSectionHeader.
 */
export function parseIngredientLine(line: string): ParsedIngredient {
  const text = cleanLine(line);
  const amount = readAmount(text);
  if (!amount) return readToTaste(text) ?? { quantity: '', unit: '', ingredientName: text };
  const measure = readMeasure(amount.rest.trim(), amount.amount);
  if (!measure) return { quantity: amount.quantity, unit: '', ingredientName: amount.rest.trim() };
  const { unit, name, note } = measure;
  return { quantity: amount.quantity, unit, ingredientName: name, ...(note ? { note } : {}) };
}

// Section headers.
/** Names sites give a group of ingredients, alone on a line ('Cobertura', 'RECHEIO'). */
const SECTION_NAMES =
  /^(?:massa|recheio|cobertura|calda|molho|marinada|montagem|finalização|decoração|ingredientes|dough|filling|topping|frosting|icing|glaze|sauce|crust|marinade|dressing|garnish|ingredients)$/iu;
const FOR_THE = /^(?:para (?:o|a|os|as)|for the)\s/iu;

/**
 * Whether a line names a group of ingredients rather than one: 'Para a massa:', 'Massa:', 'Cobertura', 'For the
 * sauce:', 'Para o recheio'. Not a line with an amount, nor one that goes on after its colon ('Para untar: manteiga').
 */
export function isSectionHeader(line: string): boolean {
  const text = cleanLine(line);
  if (!text || readAmount(text)) return false;
  const colon = text.indexOf(':');
  if (colon >= 0) return colon === text.length - 1;
  return FOR_THE.test(text) || SECTION_NAMES.test(text);
}
