import { decodeEntities } from './text';

/** A JSON-LD script's value and whether it had to be repaired to be read. */
export interface JsonRead {
  value: unknown;
  /** true when the text was not valid JSON and was read by the tolerant parser */
  repaired: boolean;
}

/** How deep arrays and objects may nest in a tolerant read (JSON-LD needs a handful of levels). */
const MAX_NESTING = 200;

/**
 * Reads the text of a `<script type="application/ld+json">`. Valid JSON is read as is, also inside the `<!-- -->` or
 * CDATA wrapper old themes put around it. Otherwise the tolerant parser reads what sites ship: trailing commas,
 * raw newlines, tabs and control characters inside strings, unknown escapes, unescaped quotes inside strings,
 * comments, unquoted keys, missing commas, several values one after the other (read as an array), and a script
 * whose quotes are HTML entities (`{&quot;@type&quot;: …}`). Null when nothing can be read.
 */
export function readJsonText(raw: string): JsonRead | null {
  const text = unwrap(raw);
  if (!text) return null;
  const strict = tryParse(text);
  if (strict !== undefined) return { value: strict, repaired: false };
  const tolerant = parseTolerant(text);
  if (tolerant !== undefined) return { value: tolerant, repaired: true };
  if (text.includes('&')) {
    const decoded = decodeEntities(text);
    const value = tryParse(decoded) ?? parseTolerant(decoded);
    if (value !== undefined) return { value, repaired: true };
  }
  return null;
}

function tryParse(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/** Wrappers around a script's JSON: HTML comments, CDATA (with the `//` or `/* *\/` guards), a trailing ';'. */
const OPENERS = ['<!--', '//<![CDATA[', '/*<![CDATA[*/', '<![CDATA['];
const CLOSERS = ['//-->', '-->', '//]]>', '/*]]>*/', ']]>', ';'];

/** The script's text without a byte-order mark, surrounding whitespace and wrappers. */
export function unwrap(raw: string): string {
  let text = raw.replace(/^\ufeff/, '').trim();
  for (let changed = true; changed;) {
    changed = false;
    for (const opener of OPENERS) {
      if (text.startsWith(opener)) {
        text = text.slice(opener.length).trim();
        changed = true;
      }
    }
    for (const closer of CLOSERS) {
      if (text.endsWith(closer)) {
        text = text.slice(0, -closer.length).trim();
        changed = true;
      }
    }
  }
  return text;
}

/** Thrown inside the tolerant parser when the text cannot be read. */
class Unreadable extends Error {}

/** The tolerant read of a text, or undefined. Linear in the text's length. */
function parseTolerant(text: string): unknown {
  try {
    return new TolerantParser(text).parseAll();
  } catch (error) {
    if (error instanceof Unreadable || error instanceof RangeError) return undefined;
    throw error;
  }
}

const ESCAPES: Record<string, string> = {
  '"': '"',
  "'": "'",
  '\\': '\\',
  '/': '/',
  b: '\b',
  f: '\f',
  n: '\n',
  r: '\r',
  t: '\t',
};

/** A recursive-descent JSON reader that forgives what real pages get wrong (see readJsonText). */
class TolerantParser {
  private pos = 0;
  private depth = 0;

  constructor(private readonly text: string) {}

  /** Every value in the text: one value as itself, several (`{…}{…}` or `{…},{…}`) as an array. */
  parseAll(): unknown {
    const values: unknown[] = [];
    this.skipSpace();
    while (this.pos < this.text.length) {
      values.push(this.value());
      this.skipSpace();
      while (this.text[this.pos] === ',' || this.text[this.pos] === ';') {
        this.pos += 1;
        this.skipSpace();
      }
    }
    if (!values.length) throw new Unreadable();
    return values.length === 1 ? values[0] : values;
  }

  private fail(): never {
    throw new Unreadable();
  }

  /** Skips whitespace, stray control characters and comments. */
  private skipSpace(): void {
    const { text } = this;
    while (this.pos < text.length) {
      const c = text.charCodeAt(this.pos);
      if (c <= 0x20 || c === 0xa0 || c === 0xfeff || c === 0x2028 || c === 0x2029) {
        this.pos += 1;
      } else if (c === 0x2f /* / */ && text[this.pos + 1] === '/') {
        const end = text.indexOf('\n', this.pos);
        this.pos = end === -1 ? text.length : end + 1;
      } else if (c === 0x2f && text[this.pos + 1] === '*') {
        const end = text.indexOf('*/', this.pos + 2);
        this.pos = end === -1 ? text.length : end + 2;
      } else {
        return;
      }
    }
  }

  private value(): unknown {
    this.skipSpace();
    const c = this.text[this.pos];
    if (c === '{') return this.nested(() => this.object());
    if (c === '[') return this.nested(() => this.array());
    if (c === '"' || c === "'") return this.string(c);
    if (c === '-' || c === '+' || c === '.' || (c >= '0' && c <= '9')) return this.number();
    const word = /^[A-Za-z_$][\w$]*/.exec(this.text.slice(this.pos, this.pos + 32))?.[0];
    if (word === 'true' || word === 'false' || word === 'null') {
      this.pos += word.length;
      return word === 'true' ? true : word === 'false' ? false : null;
    }
    if (word === 'undefined' || word === 'NaN' || word === 'Infinity') {
      this.pos += word.length;
      return null;
    }
    return this.fail();
  }

  private nested<T>(read: () => T): T {
    this.depth += 1;
    if (this.depth > MAX_NESTING) this.fail();
    const value = read();
    this.depth -= 1;
    return value;
  }

  private object(): Record<string, unknown> {
    const out: Record<string, unknown> = {};
    this.pos += 1;
    for (;;) {
      this.skipSpace();
      const c = this.text[this.pos];
      if (c === undefined) this.fail();
      if (c === '}') {
        this.pos += 1;
        return out;
      }
      if (c === ',') {
        this.pos += 1;
        continue;
      }
      const key = c === '"' || c === "'" ? this.string(c) : this.bareKey();
      this.skipSpace();
      if (this.text[this.pos] !== ':') this.fail();
      this.pos += 1;
      const value = this.value();
      // '__proto__' and friends are kept as plain data
      Object.defineProperty(out, key, { value, enumerable: true, writable: true, configurable: true });
      this.skipSpace();
      if (this.text[this.pos] === ',') this.pos += 1;
      else if (this.text[this.pos] !== '}' && this.text[this.pos] !== '"' && this.text[this.pos] !== "'") this.fail();
    }
  }

  private bareKey(): string {
    const match = /^[A-Za-z_$@][\w$@.-]*/.exec(this.text.slice(this.pos, this.pos + 256));
    if (!match) this.fail();
    this.pos += match[0].length;
    return match[0];
  }

  private array(): unknown[] {
    const out: unknown[] = [];
    this.pos += 1;
    for (;;) {
      this.skipSpace();
      const c = this.text[this.pos];
      if (c === undefined) this.fail();
      if (c === ']') {
        this.pos += 1;
        return out;
      }
      if (c === ',') {
        this.pos += 1;
        continue;
      }
      out.push(this.value());
    }
  }

  private number(): number {
    const match = /^[-+]?(?:\d+\.?\d*|\.\d+)(?:[eE][-+]?\d+)?/.exec(this.text.slice(this.pos, this.pos + 64));
    if (!match) this.fail();
    this.pos += match[0].length;
    const value = Number(match[0]);
    return Number.isFinite(value) ? value : this.fail();
  }

  /**
   * A string in `quote`s. Raw control characters are kept (newlines and tabs as such, others dropped), unknown
   * escapes give their character, and a quote that is not followed by what may follow a string (`,` `:` `}` `]`, the
   * end, or a new line) is taken as part of the text: `"Bolo "fofinho" da vó"`.
   */
  private string(quote: string): string {
    const { text } = this;
    const parts: string[] = [];
    let start = (this.pos += 1);
    for (;;) {
      if (this.pos >= text.length) this.fail();
      const c = text[this.pos];
      if (c === '\\') {
        parts.push(text.slice(start, this.pos));
        const next = text[this.pos + 1];
        if (next === 'u' && /^[0-9a-fA-F]{4}$/.test(text.slice(this.pos + 2, this.pos + 6))) {
          parts.push(String.fromCharCode(parseInt(text.slice(this.pos + 2, this.pos + 6), 16)));
          this.pos += 6;
        } else if (next === undefined) {
          this.fail();
        } else {
          parts.push(ESCAPES[next] ?? next);
          this.pos += 2;
        }
        start = this.pos;
      } else if (c === quote) {
        if (this.endsString()) {
          parts.push(text.slice(start, this.pos));
          this.pos += 1;
          return parts.join('');
        }
        this.pos += 1;
      } else if (c < ' ' && c !== '\n' && c !== '\r' && c !== '\t') {
        parts.push(text.slice(start, this.pos));
        this.pos += 1;
        start = this.pos;
      } else {
        this.pos += 1;
      }
    }
  }

  /** Whether the quote at `pos` closes its string: what follows it may follow a string. */
  private endsString(): boolean {
    const { text } = this;
    let i = this.pos + 1;
    let newline = false;
    while (i < text.length && (text[i] === ' ' || text[i] === '\t' || text[i] === '\n' || text[i] === '\r')) {
      if (text[i] === '\n' || text[i] === '\r') newline = true;
      i += 1;
    }
    const next = text[i];
    return next === undefined || next === ',' || next === ':' || next === '}' || next === ']' || newline;
  }
}
