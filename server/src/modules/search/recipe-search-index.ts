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
  /** Epoch ms; a document is never returned before this instant. */
  publishedAt: number;
}

export interface SearchOptions {
  /** Most ids to return: default and maximum MAX_RESULTS. */
  limit?: number;
  /** Epoch ms deciding what is published; default Date.now(). */
  now?: number;
}

export const MAX_RESULTS = 50;
/** Query input beyond these bounds is ignored, so hostile queries cost no more than long ordinary ones. */
export const MAX_QUERY_CHARS = 200;
export const MAX_QUERY_TERMS = 12;
// A one-letter prefix matches a large part of the vocabulary and tells little about what the reader wants.
const MIN_PREFIX_LENGTH = 2;

const FIELDS = ['title', 'ingredients', 'tags', 'categories', 'cravings', 'cuisine', 'description'] as const;
type SearchField = (typeof FIELDS)[number];

/** Title words say most about a recipe; the free-text description least. */
export const FIELD_BOOSTS: Readonly<Record<SearchField, number>> = {
  title: 4,
  ingredients: 2,
  tags: 1.5,
  categories: 1.5,
  cravings: 1,
  cuisine: 1,
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

/** MiniSearch plus a cheap look-up of indexed terms. */
class Engine extends MiniSearch<SearchDocument> {
  /** Whether some document has this analysed term (discarded ones too, until vacuumed: a hint, not a promise). */
  hasTerm(term: string): boolean {
    return this._index.has(term);
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
      // Query leaves are analysed already (see buildQuery): MiniSearch must use them verbatim.
      tokenize: (term) => [term],
      processTerm: (term) => term,
    },
  });
}

/**
 * One node per query term, OR-ing its alternatives (the term and its synonyms), combined with `combineWith`.
 * When `loose`, the term as typed gets typo tolerance, and the last one prefix matching (the word being typed).
 */
function buildQuery(terms: readonly QueryTerm[], combineWith: 'AND' | 'OR', loose: boolean): Query {
  return {
    combineWith,
    queries: terms.map((term, i) => ({
      combineWith: 'OR',
      queries: term.alternatives.map((alternative, k) => ({
        queries: [alternative],
        prefix: loose && k === 0 && i === terms.length - 1 && alternative.length >= MIN_PREFIX_LENGTH,
        fuzzy: loose && k === 0 ? allowedEdits(alternative) : 0,
      })),
    })),
  };
}

interface Hit {
  id: number;
  /** Query terms the document matches in any way. */
  matched: number;
  /** Query terms the document matches as a whole word (or a synonym), not just by prefix or typo. */
  exact: number;
  score: number;
  publishedAt: number;
}

function toHit(result: SearchResult, terms: readonly QueryTerm[], publishedAt: number): Hit {
  let matched = 0;
  let exact = 0;
  for (const term of terms) {
    if (term.alternatives.some((a) => result.queryTerms.includes(a))) matched++;
    if (term.alternatives.some((a) => Object.hasOwn(result.match, a))) exact++;
  }
  return { id: result.id as number, matched, exact, score: result.score, publishedAt };
}

/** More query terms matched, then more matched exactly, then score, newer, lower id: deterministic. */
function compareHits(a: Hit, b: Hit): number {
  return (
    b.matched - a.matched || b.exact - a.exact || b.score - a.score || b.publishedAt - a.publishedAt || a.id - b.id
  );
}

function resultLimit(limit: number | undefined): number {
  if (limit === undefined || Number.isNaN(limit)) return MAX_RESULTS;
  return Math.max(0, Math.min(MAX_RESULTS, Math.floor(limit)));
}

/** In-memory full-text search over recipes, tuned for Brazilian Portuguese. Not thread-safe, no I/O. */
export class RecipeSearchIndex {
  private engine = createEngine();
  /** publishedAt by id: the set of indexed ids, and the visibility check without MiniSearch stored fields. */
  private published = new Map<number, number>();

  /** Replaces the whole index; when an id repeats, its last document wins. */
  rebuild(docs: readonly SearchDocument[]): void {
    const latest = new Map<number, SearchDocument>();
    for (const doc of docs) latest.set(doc.id, doc);
    const engine = createEngine();
    engine.addAll([...latest.values()]);
    this.engine = engine;
    this.published = new Map([...latest.values()].map((doc) => [doc.id, doc.publishedAt]));
  }

  /** Adds the document, or replaces the indexed one with the same id. */
  upsert(doc: SearchDocument): void {
    // replace() discards the old terms too, so a changed title stops matching at once.
    if (this.published.has(doc.id)) this.engine.replace(doc);
    else this.engine.add(doc);
    this.published.set(doc.id, doc.publishedAt);
  }

  /** Drops the document; nothing happens when it isn't indexed. */
  remove(id: number): void {
    if (!this.published.delete(id)) return;
    this.engine.discard(id);
  }

  get size(): number {
    return this.published.size;
  }

  /**
   * Ids of published documents matching every query term (or, when none does, any term), best first.
   * Blank or meaningless queries (punctuation, stopwords only) return [].
   */
  search(query: string, opts: SearchOptions = {}): number[] {
    const limit = resultLimit(opts.limit);
    if (typeof query !== 'string' || limit === 0) return [];
    const terms = analyzeQuery(query, MAX_QUERY_CHARS, MAX_QUERY_TERMS);
    if (terms.length === 0) return [];
    const now = opts.now ?? Date.now();
    // Enough whole-word matches fill the page by themselves (prefix and typo matches would rank below them),
    // which spares common words the costly prefix and fuzzy expansion.
    const canBeExact = terms.every((term) => term.alternatives.some((a) => this.engine.hasTerm(a)));
    const exact = canBeExact ? this.rank(terms, 'AND', false, now, limit) : [];
    if (exact.length >= limit) return exact.map((hit) => hit.id);
    let hits = this.rank(terms, 'AND', true, now, limit);
    // Better something relevant than an empty page when no recipe has all the words.
    if (hits.length === 0 && terms.length > 1) hits = this.rank(terms, 'OR', true, now, limit);
    return hits.map((hit) => hit.id);
  }

  /** The best `limit` published hits of one query. */
  private rank(terms: readonly QueryTerm[], combineWith: 'AND' | 'OR', loose: boolean, now: number, limit: number) {
    const hits: Hit[] = [];
    for (const result of this.engine.search(buildQuery(terms, combineWith, loose))) {
      const publishedAt = this.published.get(result.id as number);
      if (publishedAt === undefined || publishedAt > now) continue;
      if (loose) {
        hits.push(toHit(result, terms, publishedAt));
        continue;
      }
      // Strict hits share one tier and arrive by score, best first: past the limit only ties can still get in.
      if (hits.length >= limit && result.score < hits[hits.length - 1].score) break;
      const all = terms.length;
      hits.push({ id: result.id as number, matched: all, exact: all, score: result.score, publishedAt });
    }
    return hits.sort(compareHits).slice(0, limit);
  }
}
