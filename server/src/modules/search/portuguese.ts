/**
 * Text analysis for Brazilian Portuguese recipe search. Documents and queries go through the same steps:
 * normalise (lower-case, no accents, punctuation → spaces), drop stopwords, fold plurals, and mark known
 * multi-word names ('carne seca', 'pão de sal') with one compound term so regional synonyms can match them as a unit.
 */

/** Joins the stems of a known multi-word name; '_' never survives normalisation, so compounds can't clash with words. */
export const COMPOUND_SEPARATOR = '_';

const DIACRITICS = /[\u0300-\u036f]/g;
const NON_ALPHANUMERIC = /[^a-z0-9]+/g;
// Anything but letters, digits, spaces, hyphens and apostrophes ends a phrase: 'carne, seca' is not 'carne seca'.
const PHRASE_BOUNDARY = /[^\p{L}\p{N}\p{M} '’-]+/u;

/** Lower-case, accent-free text with every run of non-alphanumerics turned into one space. */
export function normalize(text: string): string {
  return text.toLowerCase().normalize('NFD').replace(DIACRITICS, '').replace(NON_ALPHANUMERIC, ' ').trim();
}

function splitWords(text: string): string[] {
  const normalized = normalize(text);
  return normalized ? normalized.split(' ') : [];
}

/** Normalised function words that carry no meaning in a recipe search ('sem' stays: 'sem glúten' matters). */
export const STOPWORDS: ReadonlySet<string> = new Set(
  (
    'a o as os ao aos um uma uns umas de da do das dos d em na no nas nos num numa e ou com para pra pro pras pros ' +
    'por pelo pela pelos pelas que se seu sua seus suas mais muito muita ate entre como depois demais ja receita receitas'
  ).split(' '),
);

// Singular words ending in -s that the plural rules would otherwise cut ('angus' is not a plural of 'angu').
const INVARIABLE = new Set(
  'angus ananas anis atlas bonus campus gras homus hummus lapis onibus oasis pires simples tenis virus'.split(' '),
);
// Singular -ês words ('francês' → 'frances'): kept whole, and their -eses plurals fold onto them.
const ES_SINGULAR = new Set(
  (
    'mes tres frances ingles portugues japones chines holandes escoces genoves tailandes libanes irlandes ' +
    'dinamarques campones montanhes fregues marques burgues calabres'
  ).split(' '),
);
const IRREGULAR = new Map([['maes', 'mae']]);
const VOWEL_R_Z_ES = /[aeiou][rz]es$/;

/**
 * Folds a normalised word onto its singular form, conservatively: only words ending in -s change, words of three
 * letters or fewer never change, and the result is never shorter than three letters.
 */
export function stem(word: string): string {
  const n = word.length;
  if (n <= 3 || word[n - 1] !== 's' || INVARIABLE.has(word) || ES_SINGULAR.has(word) || /\d/.test(word)) {
    return word;
  }
  const irregular = IRREGULAR.get(word);
  if (irregular) return irregular;
  // pães, limões, grãos → pão, limão, grão
  if (word.endsWith('oes') || word.endsWith('aes') || word.endsWith('aos')) return `${word.slice(0, -3)}ao`;
  // franceses → francês
  if (word.endsWith('es') && ES_SINGULAR.has(word.slice(0, -2))) return word.slice(0, -2);
  if (n >= 5) {
    // amáveis → amável, fáceis → fácil, pastéis → pastel
    if (word.endsWith('veis')) return `${word.slice(0, -4)}vel`;
    if (word.endsWith('ceis')) return `${word.slice(0, -4)}cil`;
    if (word.endsWith('eis')) return `${word.slice(0, -3)}el`;
    // caracóis → caracol, integrais → integral, azuis → azul
    if (word.endsWith('ois')) return `${word.slice(0, -3)}ol`;
    if (word.endsWith('ais')) return `${word.slice(0, -3)}al`;
    if (word.endsWith('uis')) return `${word.slice(0, -3)}ul`;
    // colheres → colher, nozes → noz (but torres → torre, below)
    if (VOWEL_R_Z_ES.test(word)) return word.slice(0, -2);
  }
  // bombons → bombom, vagens → vagem
  if (word.endsWith('ns')) return `${word.slice(0, -2)}m`;
  // 'ss' is no plural (cross, express)
  if (word[n - 2] === 's') return word;
  return word.slice(0, -1);
}

/**
 * Regional names for the same food, in display form; members may be multi-word (hyphen and space variants are
 * equal). A query for any member also finds recipes that use another one.
 */
export const SYNONYM_GROUPS: readonly (readonly string[])[] = [
  ['mandioca', 'aipim', 'macaxeira'],
  ['abóbora', 'jerimum'],
  ['tangerina', 'mexerica', 'bergamota'],
  ['mandioquinha', 'batata-baroa', 'batata-salsa'],
  ['milho verde', 'milho'],
  ['carne-seca', 'charque', 'carne de sol', 'jabá'],
  ['camarão', 'camarões'],
  ['pimentão', 'pimento'],
  ['bolacha', 'biscoito'],
  ['pão francês', 'pão de sal', 'cacetinho', 'carioquinha'],
  ['feijão-de-corda', 'feijão-verde', 'feijão-macassar'],
  ['geladinho', 'sacolé', 'dindim', 'chup-chup'],
  ['salsicha', 'vina'],
  ['brigadeiro', 'negrinho'],
  ['fruta-do-conde', 'pinha', 'ata'],
  ['abacaxi', 'ananás'],
  ['aipo', 'salsão'],
  ['tapioca', 'beiju'],
  ['canjica', 'mungunzá'],
  ['coxão mole', 'chã de dentro'],
  ['coxão duro', 'chã de fora'],
];

function termKey(stems: readonly string[]): string {
  return stems.join(COMPOUND_SEPARATOR);
}

interface SynonymTables {
  alternatives: ReadonlyMap<string, readonly string[]>;
  phrasesByHead: ReadonlyMap<string, readonly (readonly string[])[]>;
}

function buildSynonymTables(groups: readonly (readonly string[])[]): SynonymTables {
  const alternatives = new Map<string, Set<string>>();
  const phrasesByHead = new Map<string, string[][]>();
  for (const group of groups) {
    const keys = new Set<string>();
    for (const member of group) {
      const stems = splitWords(member).map(stem);
      if (stems.length === 0) continue;
      keys.add(termKey(stems));
      if (stems.length > 1) {
        const phrases = phrasesByHead.get(stems[0]) ?? [];
        if (!phrases.some((p) => termKey(p) === termKey(stems))) phrases.push(stems);
        phrasesByHead.set(stems[0], phrases);
      }
    }
    for (const key of keys) {
      const set = alternatives.get(key) ?? new Set([key]);
      for (const other of keys) set.add(other);
      alternatives.set(key, set);
    }
  }
  // Longest phrase first, so 'carne de sol' wins over a shorter phrase with the same head.
  for (const phrases of phrasesByHead.values()) phrases.sort((a, b) => b.length - a.length);
  return {
    alternatives: new Map([...alternatives].filter(([, set]) => set.size > 1).map(([key, set]) => [key, [...set]])),
    phrasesByHead,
  };
}

const SYNONYMS = buildSynonymTables(SYNONYM_GROUPS);

/** The analysed term followed by its regional synonyms (analysed too); just the term when it has none. */
export function expandSynonyms(key: string): readonly string[] {
  return SYNONYMS.alternatives.get(key) ?? [key];
}

/** The known multi-word name whose stems start at `start`, longest first. */
function matchPhrase(stems: readonly string[], start: number): readonly string[] | undefined {
  const candidates = SYNONYMS.phrasesByHead.get(stems[start]);
  return candidates?.find((phrase) => phrase.every((s, k) => stems[start + k] === s));
}

/**
 * MiniSearch tokenizer: the normalised words of the text, plus one compound term ('carne_seca') for every known
 * multi-word name in it. Stopwords and plurals are left to `processTerm`.
 */
export function tokenize(text: string): string[] {
  const tokens: string[] = [];
  for (const segment of text.split(PHRASE_BOUNDARY)) {
    const words = splitWords(segment);
    for (const word of words) tokens.push(word);
    for (let i = 0; i < words.length - 1; i++) {
      const phrases = SYNONYMS.phrasesByHead.get(stem(words[i]));
      const phrase = phrases?.find((p) =>
        p.every((s, k) => k === 0 || (i + k < words.length && stem(words[i + k]) === s)),
      );
      if (phrase) tokens.push(termKey(phrase));
    }
  }
  return tokens;
}

/** MiniSearch term processor for tokens from `tokenize`: null for stopwords, the stem otherwise. */
export function processTerm(term: string): string | null {
  if (term.includes(COMPOUND_SEPARATOR)) return term;
  if (term.length === 0 || STOPWORDS.has(term)) return null;
  return stem(term);
}

export interface QueryTerm {
  /** The analysed word, or the compound of a known multi-word name. */
  key: string;
  /** `key` first, then its regional synonyms; any of them satisfies the term. */
  alternatives: readonly string[];
}

/**
 * The distinct terms of a search query, in order, analysed like documents: at most `maxChars` characters of input
 * and `maxTerms` terms are considered, so hostile input costs no more than a long but ordinary query.
 */
export function analyzeQuery(query: string, maxChars = 200, maxTerms = 12): QueryTerm[] {
  const terms: QueryTerm[] = [];
  const seen = new Set<string>();
  for (const segment of query.slice(0, maxChars).split(PHRASE_BOUNDARY)) {
    const words = splitWords(segment);
    const stems = words.map(stem);
    for (let i = 0; i < words.length;) {
      const phrase = matchPhrase(stems, i);
      const key = phrase ? termKey(phrase) : STOPWORDS.has(words[i]) ? null : stems[i];
      i += phrase ? phrase.length : 1;
      if (key === null || seen.has(key)) continue;
      seen.add(key);
      terms.push({ key, alternatives: expandSynonyms(key) });
      if (terms.length === maxTerms) return terms;
    }
  }
  return terms;
}
