import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { extractRecipe } from './extract-recipe';
import type { AnyNode } from 'domhandler';
import { MAX_DEPTH, parseHtml } from './dom';
import { nodeText } from './text';
import type { ExtractedRecipe } from './types';

// Whatever a page holds, extractRecipe answers (a recipe or null) without throwing, in time linear in its size.

/** A small seeded generator (mulberry32), so a failure can be replayed. */
function random(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const fixtures = readdirSync(join(__dirname, 'fixtures'))
  .filter((name) => name.endsWith('.html'))
  .map((name) => readFileSync(join(__dirname, 'fixtures', name), 'utf8'));

/** The result's shape, field by field. */
function expectShape(recipe: ExtractedRecipe | null): void {
  if (recipe === null) return;
  const textOrNull = (value: unknown) => value === null || typeof value === 'string';
  for (const key of ['title', 'description', 'author', 'prepTime', 'cookTime', 'totalTime', 'servings', 'cuisine'])
    expect(textOrNull(recipe[key as keyof ExtractedRecipe])).toBe(true);
  for (const key of ['categories', 'keywords', 'notes', 'images', 'warnings'] as const) {
    expect(recipe[key].every((item) => typeof item === 'string' && item.length > 0)).toBe(true);
  }
  for (const line of [...recipe.ingredients, ...recipe.instructions]) {
    expect(typeof line.section).toBe('string');
    expect(line.text.trim()).toBe(line.text);
    expect(line.text).not.toBe('');
  }
  for (const time of [recipe.prepTime, recipe.cookTime, recipe.totalTime]) {
    if (time !== null) expect(time).toMatch(/^PT(?:\d+H)?(?:\d+M)?$/);
  }
  expect(recipe.images.every((url) => /^https?:\/\//.test(url))).toBe(true);
  expect(recipe.ingredients.length + recipe.instructions.length).toBeGreaterThan(0);
}

const run = (html: string, url: string | null = 'https://example.com/receita') => {
  let result: ExtractedRecipe | null = null;
  expect(() => {
    result = extractRecipe(html, url);
  }).not.toThrow();
  expectShape(result);
  return result;
};

/** Pieces of pages: tags, JSON-LD, entities, headings of recipes, control characters, odd Unicode. */
const PIECES = [
  '<div>',
  '</div>',
  '<ul>',
  '</ul>',
  '<ol>',
  '<li>',
  '</li>',
  '<p>',
  '</p>',
  '<br>',
  '<h2>',
  '</h2>',
  '<h3>',
  '<strong>',
  '</b>',
  '<script type="application/ld+json">',
  '</script>',
  '<script>',
  '<style>',
  '<!--',
  '-->',
  '<![CDATA[',
  ']]>',
  '{',
  '}',
  '[',
  ']',
  '"',
  "'",
  ',',
  ':',
  '"@type":"Recipe"',
  '"@graph":[',
  '"@id":"#r"',
  '{"@id":"#r"}',
  '"name":"Bolo"',
  '"recipeIngredient":["2 ovos"',
  '"recipeInstructions":[{"@type":"HowToSection","itemListElement":',
  '"image":{"@id":"#r"}',
  '"prepTime":"PT1H',
  '<div itemscope itemtype="https://schema.org/Recipe">',
  '<span itemprop="recipeIngredient">',
  '<li itemprop="recipeInstructions" itemscope>',
  '<meta itemprop="cookTime" content="PT',
  '<meta property="og:image" content="',
  '<link rel="canonical" href="',
  '<img src="',
  'data:image/png;base64,',
  '//cdn',
  '">',
  'Ingredientes',
  'Modo de preparo',
  'Dicas',
  'Massa:',
  '1. ',
  '2) ',
  'Passo 3:',
  '500 g de farinha',
  '&amp;',
  '&quot;',
  '&#',
  '&#x1F;',
  '&nbsp;',
  '\u0000',
  '\u0001',
  '\ufeff',
  '\u2028',
  '\ud800',
  '💥',
  '\t\n',
  ' ',
];

describe('extractRecipe never throws', () => {
  it('on random pages made of recipe-page pieces', () => {
    const next = random(20240601);
    for (let page = 0; page < 300; page += 1) {
      const parts: string[] = [];
      const length = Math.floor(next() * 400);
      for (let i = 0; i < length; i += 1) parts.push(PIECES[Math.floor(next() * PIECES.length)]);
      run(parts.join(''), next() < 0.2 ? null : 'https://example.com/a/b');
    }
  });

  it('on every fixture cut at random points, and with random bytes changed', () => {
    const next = random(7);
    for (const html of fixtures) {
      for (let cut = 0; cut < 15; cut += 1) run(html.slice(0, Math.floor(next() * html.length)));
      for (let round = 0; round < 5; round += 1) {
        const chars = [...html];
        for (let i = 0; i < 40; i += 1) {
          chars[Math.floor(next() * chars.length)] = String.fromCharCode(Math.floor(next() * 0x10000));
        }
        run(chars.join(''));
      }
    }
  });

  it('on binary-ish strings and odd page addresses', () => {
    const next = random(99);
    for (let i = 0; i < 100; i += 1) {
      const codes = Array.from({ length: Math.floor(next() * 3000) }, () => Math.floor(next() * 0x10000));
      run(String.fromCharCode(...codes), ['not a url', 'javascript:alert(1)', '', 'http://[::1', null][i % 5]);
    }
    run('\u0000'.repeat(10000));
    run(fixtures[0], 'file:///etc/passwd');
  });
});

// Hostile shapes a page may have: each is read to its end without an error. How long that takes is measured in
// docs/architecture.md's figures, never asserted here (the suite runs on busy machines).
describe('extractRecipe on hostile pages', () => {
  it.each([
    ['deep nesting', '<div>'.repeat(40000)],
    ['deep nesting and stray end tags', `${'<div>'.repeat(30000)}${'</span>'.repeat(30000)}`],
    ['deep nesting and stray </p>', `${'<section>'.repeat(20000)}${'</p>'.repeat(20000)}`],
    ['list items that never close', `<h2>Ingredientes</h2><ul>${'<li>1 ovo'.repeat(10000)}`],
    ['bold inside bold', `<h2>Modo de preparo</h2>${'<b>'.repeat(20000)}texto`],
    ['headings without end', '<h2>Ingredientes'.repeat(10000)],
    ['a huge JSON-LD string', `<script type="application/ld+json">{"name": "${'"a'.repeat(50000)}</script>`],
    ['JSON-LD nesting', `<script type="application/ld+json">${'{"a":['.repeat(20000)}</script>`],
    ['many JSON-LD scripts', '<script type="application/ld+json">{"@type":"Recipe","name":"x",}</script>'.repeat(2000)],
    ['entities', '&amp;'.repeat(50000)],
    ['less-than signs', '<'.repeat(300000)],
    ['a long line of whitespace and dashes', `<h2>Ingredientes</h2><ul><li>${' -'.repeat(100000)}x</li></ul>`],
    ['many paragraphs', '<h2>Modo de preparo</h2>' + '<p>1. Misture</p>'.repeat(10000)],
  ])('%s', (_label, html) => {
    expect(() => run(html)).not.toThrow();
  });

  it('keeps the tree at most MAX_DEPTH elements deep, whatever the nesting (what keeps parsing linear)', () => {
    const depthOf = (node: AnyNode): number => {
      let deepest = 0;
      const stack: [AnyNode, number][] = [[node, 0]];
      while (stack.length) {
        const [current, depth] = stack.pop()!;
        deepest = Math.max(deepest, depth);
        if ('children' in current) for (const child of current.children) stack.push([child, depth + 1]);
      }
      return deepest;
    };
    const doc = parseHtml(`${'<div>'.repeat(5000)}texto${'</span>'.repeat(5000)}`);
    expect(depthOf(doc)).toBeLessThanOrEqual(MAX_DEPTH + 1);
    expect(nodeText(doc)).toContain('texto');
  });

  it('reads a fixture repeated to a few megabytes', () => {
    const big = fixtures.join('\n').repeat(Math.ceil(4_000_000 / fixtures.join('\n').length));
    expect(() => run(big)).not.toThrow();
  });
});
