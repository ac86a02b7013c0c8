import MiniSearch, { type Query, type SearchResult } from 'minisearch';
import { COMPOUND_SEPARATOR, analyzeQuery, processTerm, tokenize, type QueryTerm } from './portuguese';

/** What the index needs to know about a recipe; the caller maps entities to this. */
export interface SearchDocument {
  id: number;
  title: string;
  description: string;
  cuisine: string | null;
  ingredients: string[];
  tags: string[];
  categories: string[];
  cravings: string[];
  /** who wrote it (the dashboard finds recipes by author too) */
  author?: string;
  /** Epoch ms; a document is never returned before this instant (Infinity: never, a draft). */
  publishedAt: number;
}

export interface SearchOptions {
  /** Most ids to return: default and maximum MAX_RESULTS. */
  limit?: number;
  /** Epoch ms deciding what is published; default Date.now(). */
  now?: number;
}

export const MAX_RESULTS = 50;
/** Most ids an unpaged text list holds (rank()): paged lists ask rankPage() for one page and the total instead. */
export const MAX_RANKED = 1000;
/**
 * Term scores kept for reuse, in documents (about 12 bytes each): a common word's scores over a large catalogue are
 * computed once per change of the index, not once per search.
 */
const MAX_CACHED_SCORES = 400_000;
/** A query matching no document in full falls back to fewer of its words until this many documents match. */
const FALLBACK_FILL = MAX_RESULTS;
/** Query input beyond these bounds is ignored, so hostile queries cost no more than long ordinary ones. */
export const MAX_QUERY_CHARS = 200;
export const MAX_QUERY_TERMS = 12;
// A one-letter prefix matches a large part of the vocabulary and tells little about what the reader wants.
const MIN_PREFIX_LENGTH = 2;
// Scoring cost grows with postings: a short prefix ('ca') keeps only its most common completions within this budget.
const PREFIX_POSTINGS_BUDGET = 4000;
const MAX_COMPLETIONS = 20;
// MiniSearch's own weights for prefix and fuzzy matches (an exact match weighs 1).
const PREFIX_WEIGHT = 0.375;
const FUZZY_WEIGHT = 0.45;

const FIELDS = ['title', 'ingredients', 'tags', 'categories', 'cravings', 'cuisine', 'author', 'description'] as const;
type SearchField = (typeof FIELDS)[number];
// Prefix and typo matches in the long free-text description are weak evidence and most of the scoring cost; in the
// author they are noise (on a one-creator site 'mar', typed on the way to 'maracujá', would complete to the
// creator's name and match every recipe). Both still match as whole words.
const EXPANSION_FIELDS: readonly SearchField[] = FIELDS.filter(
  (field) => field !== 'description' && field !== 'author',
);

/** Title words say most about a recipe; the free-text description least. */
export const FIELD_BOOSTS: Readonly<Record<SearchField, number>> = {
  title: 4,
  ingredients: 2,
  tags: 1.5,
  categories: 1.5,
  cravings: 1,
  cuisine: 1,
  author: 1,
  description: 0.5,
};

/** Typos tolerated in a query term: none below 4 letters (too many short words are one edit apart). */
export function allowedEdits(term: string): number {
  if (term.includes(COMPOUND_SEPARATOR)) return 0;
  return term.length >= 8 ? 2 : term.length >= 4 ? 1 : 0;
}

function extractField(doc: SearchDocument, field: string): string | number | undefined {
  const value = doc[field as keyof SearchDocument];
  // A newline is a phrase boundary, so the last word of one item and the first of the next never form a phrase.
  if (Array.isArray(value)) return value.join('\n');
  return value ?? undefined;
}

/** An indexed word standing in for a query word: a completion of it, or a near miss. */
interface Expansion {
  term: string;
  weight: number;
  postings: number;
}

/** MiniSearch plus read access to its vocabulary, to pick and cost expansions before scoring anything. */
class Engine extends MiniSearch<SearchDocument> {
  /** Postings of an analysed term in the given fields: an upper bound (discarded documents count until vacuumed). */
  postings(term: string, fields: readonly SearchField[] = FIELDS): number {
    const data = this._index.get(term);
    return data ? fields.reduce((sum, field) => sum + (data.get(this._fieldIds[field])?.size ?? 0), 0) : 0;
  }

  /**
   * Indexed words for `word` other than itself: near misses within `edits`, and when `prefix`, its completions,
   * the most common first within a postings budget. Weighted as MiniSearch weighs fuzzy and prefix matches.
   */
  expand(word: string, edits: number, prefix: boolean): Expansion[] {
    const found = new Map<string, Expansion>();
    if (prefix) {
      const completions: Expansion[] = [];
      for (const term of this._index.atPrefix(word).keys()) {
        if (term === word || term.includes(COMPOUND_SEPARATOR)) continue;
        const postings = this.postings(term, EXPANSION_FIELDS);
        if (postings === 0) continue;
        const weight = (PREFIX_WEIGHT * term.length) / (term.length + 0.3 * (term.length - word.length));
        completions.push({ term, weight, postings });
      }
      completions.sort((a, b) => b.postings - a.postings || a.term.length - b.term.length);
      let spent = 0;
      for (const completion of completions) {
        if (found.size === MAX_COMPLETIONS) break;
        if (found.size > 0 && spent + completion.postings > PREFIX_POSTINGS_BUDGET) continue;
        spent += completion.postings;
        found.set(completion.term, completion);
      }
    }
    if (edits > 0) {
      for (const [term, [, distance]] of this._index.fuzzyGet(word, edits)) {
        if (distance === 0 || found.has(term) || term.includes(COMPOUND_SEPARATOR)) continue;
        const postings = this.postings(term, EXPANSION_FIELDS);
        const weight = (FUZZY_WEIGHT * term.length) / (term.length + distance);
        if (postings > 0) found.set(term, { term, weight, postings });
      }
    }
    return [...found.values()];
  }
}

function createEngine(): Engine {
  return new Engine({
    fields: [...FIELDS],
    extractField,
    tokenize,
    processTerm,
    searchOptions: {
      boost: FIELD_BOOSTS,
      // Query leaves are analysed already (see termQuery): MiniSearch must use them verbatim.
      tokenize: (term) => [term],
      processTerm: (term) => term,
    },
  });
}

/** One query term, ready to score: whole-word alternatives (the word and its synonyms) and weighted expansions. */
interface PlannedTerm {
  alternatives: readonly string[];
  expansions: readonly Expansion[];
}

/** Any alternative as a whole word in any field, or any expansion, at its lower weight, outside the description. */
function termQuery(term: PlannedTerm): Query {
  const expansions = term.expansions.map(({ term: expansion, weight }) => ({
    queries: [expansion],
    fields: [...EXPANSION_FIELDS],
    boostTerm: () => weight,
  }));
  return { combineWith: 'OR', queries: [...term.alternatives, ...expansions] };
}

/** `matched`: query terms the document has in any form; `exact`: those it has as a whole word (or a synonym). */
interface Candidate {
  matched: number;
  exact: number;
}

/**
 * One planned term's score in every document having it in some form (visible or not): by whole word (or synonym)
 * where the document has one, else by its completions and near misses (parallel arrays).
 */
interface TermScores {
  wholeIds: Int32Array;
  wholeScores: Float64Array;
  partialIds: Int32Array;
  partialScores: Float64Array;
}

/** A query's terms, their scores, and the visible documents it matches. */
interface Selection {
  terms: readonly PlannedTerm[];
  scores: readonly TermScores[];
  matches: Map<number, Candidate>;
}

interface Hit {
  id: number;
  matched: number;
  exact: number;
  score: number;
  publishedAt: number;
}

/** More query terms matched, then more matched exactly, then score, newer, lower id: deterministic. */
function compareHits(a: Hit, b: Hit): number {
  return (
    b.matched - a.matched ||
    b.exact - a.exact ||
    b.score - a.score ||
    // Drafts have publishedAt Infinity: compared, never subtracted (Infinity - Infinity is NaN).
    (b.publishedAt > a.publishedAt ? 1 : b.publishedAt < a.publishedAt ? -1 : 0) ||
    a.id - b.id
  );
}

const resultLimit = (limit = MAX_RESULTS): number =>
  Number.isNaN(limit) ? MAX_RESULTS : Math.max(0, Math.min(MAX_RESULTS, Math.floor(limit)));

/** In-memory full-text search over recipes, tuned for Brazilian Portuguese. Not thread-safe, no I/O. */
export class RecipeSearchIndex {
  private engine = createEngine();
  /** publishedAt by id: the set of indexed ids, and the visibility check without MiniSearch stored fields. */
  private published = new Map<number, number>();
  /** Term scores by term (least recently used first), valid for the index as it is: cleared by every change. */
  private termScores = new Map<string, TermScores>();
  private cachedScores = 0;

  /** Replaces the whole index; when an id repeats, its last document wins. */
  rebuild(docs: readonly SearchDocument[]): void {
    const latest = new Map<number, SearchDocument>();
    for (const doc of docs) latest.set(doc.id, doc);
    const engine = createEngine();
    engine.addAll([...latest.values()]);
    this.engine = engine;
    this.published = new Map([...latest.values()].map((doc) => [doc.id, doc.publishedAt]));
    this.forgetScores();
  }

  /** Adds the document, or replaces the indexed one with the same id. */
  upsert(doc: SearchDocument): void {
    // replace() discards the old terms too, so a changed title stops matching at once.
    if (this.published.has(doc.id)) this.engine.replace(doc);
    else this.engine.add(doc);
    this.published.set(doc.id, doc.publishedAt);
    this.forgetScores();
  }

  /** Drops the document; nothing happens when it isn't indexed. */
  remove(id: number): void {
    if (!this.published.delete(id)) return;
    this.engine.discard(id);
    this.forgetScores();
  }

  private forgetScores(): void {
    this.termScores.clear();
    this.cachedScores = 0;
  }

  get size(): number {
    return this.published.size;
  }

  /**
   * Ids of published documents matching every query term (or, when none does, the most terms), best first.
   * Blank or meaningless queries (punctuation, stopwords only) return [].
   */
  search(query: string, opts: SearchOptions = {}): number[] {
    const limit = resultLimit(opts.limit);
    const now = typeof opts.now === 'number' && !Number.isNaN(opts.now) ? opts.now : Date.now();
    return this.best(
      this.select(query, (id) => (this.published.get(id) ?? Infinity) <= now),
      limit,
    );
  }

  /**
   * Ids of the documents `keep` accepts (any status: the caller decides) matching the query as search() does, best
   * first, at most `limit` (MAX_RANKED by default): a text's ids in full, for short lists.
   */
  rank(query: string, keep: (id: number) => boolean, limit = MAX_RANKED): number[] {
    const bounded = Number.isNaN(limit) ? MAX_RANKED : Math.max(0, Math.floor(limit));
    return this.rankPage(query, keep, bounded).ids;
  }

  /**
   * The listing's text engine: the best `count` documents `keep` accepts (filtered before ranking, so no match is
   * cut first) and how many match in all. Only the documents that can reach the first `count` are scored, so a page
   * costs the same whether the word is in 20 recipes or in 5,000; later pages ask for a larger `count` and get the
   * same order.
   */
  rankPage(query: string, keep: (id: number) => boolean, count: number): { ids: number[]; total: number } {
    const selection = this.select(query, (id) => this.published.has(id) && keep(id));
    return { ids: this.best(selection, count), total: selection?.matches.size ?? 0 };
  }

  /** Every document `keep` accepts that the query matches, in no particular order, none scored (counts, sorts). */
  matching(query: string, keep: (id: number) => boolean): number[] {
    const selection = this.select(query, (id) => this.published.has(id) && keep(id));
    return selection ? [...selection.matches.keys()] : [];
  }

  /**
   * What the query selects, from the postings alone (scoring is the expensive part): for every visible document
   * having every term in some form (AND), or when there are none the most terms that still fill a page (OR), how
   * many terms it has and how many of them as a whole word. Null for a blank or meaningless query.
   */
  private select(query: string, visible: (id: number) => boolean): Selection | null {
    if (typeof query !== 'string') return null;
    const analysed = analyzeQuery(query, MAX_QUERY_CHARS, MAX_QUERY_TERMS);
    if (analysed.length === 0) return null;
    const terms = analysed.map((term, i) => this.plan(term, i === analysed.length - 1));
    const scores = terms.map((term) => this.scoresOf(term));
    const found = new Map<number, Candidate>();
    const hidden = new Set<number>();
    for (const term of scores) {
      const visit = (id: number, whole: boolean): void => {
        let candidate = found.get(id);
        if (!candidate) {
          if (hidden.has(id)) return;
          if (!visible(id)) {
            hidden.add(id);
            return;
          }
          candidate = { matched: 0, exact: 0 };
          found.set(id, candidate);
        }
        // Each document is in a term's whole or partial list, never both: it counts once per term.
        candidate.matched += 1;
        if (whole) candidate.exact += 1;
      };
      for (const id of term.wholeIds) visit(id, true);
      for (const id of term.partialIds) visit(id, false);
    }
    const histogram = new Array<number>(terms.length + 1).fill(0);
    for (const candidate of found.values()) histogram[candidate.matched]++;
    let need = terms.length;
    // No document has every term: lower the bar until enough documents clear it to fill a page. The bar never
    // depends on which page is asked for, so every page is cut from the same list.
    for (let seen = 0; histogram[terms.length] === 0 && need > 1 && seen + histogram[need] < FALLBACK_FILL; need--) {
      seen += histogram[need];
    }
    if (need > 1) for (const [id, candidate] of found) if (candidate.matched < need) found.delete(id);
    return { terms, scores, matches: found };
  }

  /**
   * The best `limit` of the selection, in compareHits order. More terms, then more whole words, outrank any score:
   * documents are grouped on those two counts, best group first, and only the groups that reach the first `limit`
   * are scored. A term's score in a document is its whole-word score when the document has the word (or a synonym),
   * else its completions' and near misses' score, so a group's order never depends on how many others were scored.
   */
  private best(selection: Selection | null, limit: number): number[] {
    if (!selection || limit <= 0 || selection.matches.size === 0) return [];
    const width = selection.terms.length + 1;
    const groups = new Map<number, number[]>();
    for (const [id, { matched, exact }] of selection.matches) {
      const key = matched * width + exact;
      const group = groups.get(key);
      if (group) group.push(id);
      else groups.set(key, [id]);
    }
    const scored = new Set<number>();
    for (const key of [...groups.keys()].sort((a, b) => b - a)) {
      if (scored.size >= limit) break;
      for (const id of groups.get(key)!) scored.add(id);
    }
    const scores = new Map<number, number>();
    const add = (ids: Int32Array, values: Float64Array): void => {
      ids.forEach((id, i) => {
        if (scored.has(id)) scores.set(id, (scores.get(id) ?? 0) + values[i]);
      });
    };
    for (const term of selection.scores) {
      add(term.wholeIds, term.wholeScores);
      add(term.partialIds, term.partialScores);
    }
    const hits: Hit[] = [...scored].map((id) => {
      const { matched, exact } = selection.matches.get(id)!;
      return { id, matched, exact, score: scores.get(id) ?? 0, publishedAt: this.published.get(id) ?? 0 };
    });
    return hits
      .sort(compareHits)
      .slice(0, limit)
      .map((hit) => hit.id);
  }

  /** Typo tolerance for the word as typed; prefix matching too for the last one, the word being typed. */
  private plan(term: QueryTerm, typing: boolean): PlannedTerm {
    const [word, ...synonyms] = term.alternatives;
    const prefix = typing && word.length >= MIN_PREFIX_LENGTH && !word.includes(COMPOUND_SEPARATOR);
    const expansions = this.engine.expand(word, allowedEdits(word), prefix).filter((e) => !synonyms.includes(e.term));
    return { alternatives: term.alternatives, expansions };
  }

  /** The term's scores in every document having it, from the cache or computed once (every document scored). */
  private scoresOf(term: PlannedTerm): TermScores {
    const key = `${term.alternatives.join(' ')}|${term.expansions.map((e) => `${e.term}:${e.weight}`).join(' ')}`;
    const cached = this.termScores.get(key);
    if (cached) {
      // Most recently used last: eviction takes the first.
      this.termScores.delete(key);
      this.termScores.set(key, cached);
      return cached;
    }
    const whole = this.match(term.alternatives, [], () => true);
    const has = new Set(whole.map((result) => result.id as number));
    const partial = term.expansions.length ? this.match([], term.expansions, (id) => !has.has(id)) : [];
    const columns = (results: SearchResult[]) => {
      return [Int32Array.from(results, (r) => r.id as number), Float64Array.from(results, (r) => r.score)] as const;
    };
    const [wholeIds, wholeScores] = columns(whole);
    const [partialIds, partialScores] = columns(partial);
    const scores = { wholeIds, wholeScores, partialIds, partialScores };
    this.termScores.set(key, scores);
    this.cachedScores += wholeIds.length + partialIds.length;
    for (const [oldest, evicted] of this.termScores) {
      if (this.cachedScores <= MAX_CACHED_SCORES || oldest === key) break;
      this.termScores.delete(oldest);
      this.cachedScores -= evicted.wholeIds.length + evicted.partialIds.length;
    }
    return scores;
  }

  /** Documents having one of the words (any field) or one of the expansions, scores not multiplied by how many. */
  private match(words: readonly string[], expansions: readonly Expansion[], keep: (id: number) => boolean) {
    // A zero boost makes MiniSearch skip the document before scoring it.
    const results = this.engine.search(termQuery({ alternatives: words, expansions }), {
      boostDocument: (id: number) => (keep(id) ? 1 : 0),
    });
    // MiniSearch rewards matching several query words; here those are one word's variants, so undo it.
    for (const result of results) result.score /= Math.max(1, result.queryTerms.length);
    return results;
  }
}
