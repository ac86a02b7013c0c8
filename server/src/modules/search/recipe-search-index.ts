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

/** MiniSearch plus a cheap look-up of how many documents have a term. */
class Engine extends MiniSearch<SearchDocument> {
  /** Postings of an analysed term over all fields: an upper bound, counting discarded documents until vacuumed. */
  postings(term: string): number {
    let count = 0;
    this._index.get(term)?.forEach((docs) => (count += docs.size));
    return count;
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

/**
 * One query term as a MiniSearch query: its alternatives (the term and its synonyms) OR-ed. When `loose`, the term
 * as typed also matches with typos and, when `typing` (the last word of the query), as a prefix.
 */
function termQuery(term: QueryTerm, typing: boolean, loose: boolean): Query {
  return {
    combineWith: 'OR',
    queries: term.alternatives.map((alternative, k) => ({
      queries: [alternative],
      prefix: loose && typing && k === 0 && alternative.length >= MIN_PREFIX_LENGTH,
      fuzzy: loose && k === 0 ? allowedEdits(alternative) : 0,
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
    const visible = (id: number): boolean => (this.published.get(id) ?? Infinity) <= now;
    if (terms.length === 1) {
      // Enough whole-word matches fill the page by themselves (prefix and typo matches would rank below them),
      // which spares common words the prefix and fuzzy expansion.
      const exact = this.wholeWordHits(terms[0], visible, limit);
      if (exact.length >= limit) return exact.map((hit) => hit.id);
    }
    let hits = this.combine(terms, 'AND', visible);
    // Better something relevant than an empty page when no recipe has all the words.
    if (hits.size === 0 && terms.length > 1) hits = this.combine(terms, 'OR', visible);
    return [...hits.values()]
      .sort(compareHits)
      .slice(0, limit)
      .map((hit) => hit.id);
  }

  private match(term: QueryTerm, typing: boolean, loose: boolean, keep: (id: number) => boolean): SearchResult[] {
    // A zero boost makes MiniSearch skip the document before scoring it.
    return this.engine.search(termQuery(term, typing, loose), { boostDocument: (id: number) => (keep(id) ? 1 : 0) });
  }

  /** The best `limit` documents having the term (or a synonym) as a whole word, score ties included then cut. */
  private wholeWordHits(term: QueryTerm, visible: (id: number) => boolean, limit: number): Hit[] {
    if (term.alternatives.every((a) => this.engine.postings(a) === 0)) return [];
    const hits: Hit[] = [];
    for (const result of this.match(term, true, false, visible)) {
      // Results arrive by score, best first: past the limit only ties can still get in.
      if (hits.length >= limit && result.score < hits[hits.length - 1].score) break;
      const id = result.id as number;
      hits.push({ id, matched: 1, exact: 1, score: result.score, publishedAt: this.published.get(id) ?? 0 });
    }
    return hits.sort(compareHits).slice(0, limit);
  }

  /**
   * Every visible document matching all terms (AND) or any (OR), with prefix and typo tolerance. AND goes from the
   * rarest term to the commonest and scores each next term only on the documents still in the running.
   */
  private combine(terms: readonly QueryTerm[], mode: 'AND' | 'OR', visible: (id: number) => boolean) {
    const typing = terms[terms.length - 1];
    // The word being typed matches an unknown number of prefixed words: score it last.
    const cost = (term: QueryTerm): number =>
      term === typing ? Infinity : term.alternatives.reduce((n, a) => n + this.engine.postings(a), 0);
    const order = mode === 'AND' ? [...terms].sort((a, b) => cost(a) - cost(b)) : terms;
    let hits = new Map<number, Hit>();
    order.forEach((term, i) => {
      if (mode === 'AND' && i > 0 && hits.size === 0) return;
      const previous = hits;
      const keep = mode === 'AND' && i > 0 ? (id: number) => previous.has(id) : visible;
      const next = mode === 'AND' ? new Map<number, Hit>() : hits;
      for (const result of this.match(term, term === typing, true, keep)) {
        const id = result.id as number;
        const hit = previous.get(id) ?? {
          id,
          matched: 0,
          exact: 0,
          score: 0,
          publishedAt: this.published.get(id) ?? 0,
        };
        hit.matched += 1;
        hit.exact += term.alternatives.some((a) => Object.hasOwn(result.match, a)) ? 1 : 0;
        hit.score += result.score;
        next.set(id, hit);
      }
      hits = next;
    });
    return hits;
  }
}
