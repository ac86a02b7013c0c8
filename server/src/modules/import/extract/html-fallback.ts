import { blockText, isSkipped, readBlocks, type Block } from './blocks';
import { attr, findEvery, findFirst, hasClass, type Document, type Element } from './dom';
import { normalizeDuration } from './duration';
import { headingRole, type HeadingKind } from './headings';
import { isHeaderLine } from './sections-text';
import { collapseSpaces, isNumberedStep, matchKey, nodeText, sectionName, stripBullet, stripStepNumber } from './text';
import type { ExtractedLine } from './types';

/** The lists the HTML is read for (with their sections). */
export type ListKind = 'ingredients' | 'instructions';

/** Bounds on what one heading's part may hold; more is a page's other content, not a recipe's list. */
const MAX_LINES = 150;
const MAX_BLOCKS = 400;
const MAX_NOTES = 30;
/** Longer lines under an ingredients heading are prose, not ingredients. */
const MAX_INGREDIENT_LENGTH = 200;
/** A label's longest text ('Massa', 'Para a cobertura de chocolate'). */
const MAX_LABEL_LENGTH = 60;

/** Whether a text block is a label standing for a heading: a short bold line, or a short line ending with ':'. */
function isLabel(block: Block): boolean {
  if (block.kind === 'heading') return false;
  const text = blockText(block);
  if (text.length > MAX_LABEL_LENGTH) return false;
  if (block.kind === 'text' && block.lines.length !== 1) return false;
  if (block.bold) return block.kind === 'text' || !/\d/.test(text);
  return isHeaderLine(text, false);
}

/** Where a part of the recipe starts: a heading (levels 1–6) or a label (level 7), and what it introduces. */
interface Start {
  index: number;
  level: number;
  kind: HeadingKind;
  section: string;
}

/** Every heading or label of the blocks that introduces a part of a recipe, in order. */
function findStarts(blocks: Block[]): Start[] {
  const starts: Start[] = [];
  blocks.forEach((block, index) => {
    if (block.kind !== 'heading' && !isLabel(block)) return;
    const role = headingRole(blockText(block));
    if (role) starts.push({ index, level: block.kind === 'heading' ? block.level : 7, ...role });
  });
  return starts;
}

/**
 * The lines of one part, from its heading on: sub-headings (deeper than it), labels and 'Massa:' lines name sections;
 * list items are the lines, else the paragraphs' lines. It ends at a heading as high as its own, at another part's
 * heading, or at the page's furniture.
 */
function readPart(blocks: Block[], start: Start): ExtractedLine[] {
  const items: ExtractedLine[] = [];
  const paragraphs: ExtractedLine[] = [];
  let section = start.section;
  const end = Math.min(blocks.length, start.index + 1 + MAX_BLOCKS);
  for (let i = start.index + 1; i < end && items.length < MAX_LINES; i += 1) {
    const block = blocks[i];
    const label = block.kind === 'heading' || isLabel(block);
    if (label) {
      const text = blockText(block);
      const role = headingRole(text);
      if (role) {
        // 'Ingredientes do recheio' after 'Ingredientes da massa' goes on with a new section; anything else ends it
        if (role.kind === start.kind && role.section) {
          section = role.section;
          continue;
        }
        break;
      }
      if (block.kind === 'heading' && block.level <= start.level) break;
      section = sectionName(text);
      continue;
    }
    if (block.kind === 'item') {
      items.push({ section, text: block.text });
    } else if (block.kind === 'text') {
      for (const line of block.lines) {
        if (isHeaderLine(line, false)) section = sectionName(line);
        else paragraphs.push({ section, text: line });
      }
    }
  }
  return finishLines(items.length ? items : paragraphs, start.kind, !items.length);
}

/** Lines cleaned for their part: bullets and step numbers removed, prose and empty lines dropped. */
function finishLines(lines: ExtractedLine[], kind: HeadingKind, fromParagraphs: boolean): ExtractedLine[] {
  let chosen = lines;
  if (kind === 'instructions' && fromParagraphs) {
    // numbered paragraphs: from the first numbered one to the last (what is around them is the post's prose)
    const numbered = lines.map((line) => isNumberedStep(line.text));
    const first = numbered.indexOf(true);
    const last = numbered.lastIndexOf(true);
    if (first !== -1 && last > first) chosen = lines.slice(first, last + 1);
  }
  return chosen
    .map((line) => ({
      section: line.section,
      text: kind === 'instructions' ? stripStepNumber(line.text) : stripBullet(line.text),
    }))
    .filter((line) => line.text && (kind !== 'ingredients' || line.text.length <= MAX_INGREDIENT_LENGTH))
    .slice(0, MAX_LINES);
}

/** A group read from a recipe plugin's markup: its name and its lines. */
function groupLines(groups: { name: string; lines: string[] }[], kind: ListKind): ExtractedLine[] {
  return groups.flatMap((group) =>
    group.lines
      .map((line) => (kind === 'instructions' ? stripStepNumber(line) : stripBullet(line)))
      .filter(Boolean)
      .map((text) => ({ section: group.name, text })),
  );
}

const textOf = (el: Element): string => collapseSpaces(nodeText(el, isSkipped));

/**
 * WP Recipe Maker's groups: `.wprm-recipe-ingredient-group` / `.wprm-recipe-instruction-group`, each with its
 * `.wprm-recipe-group-name` and its `li`s, in the first recipe card.
 */
function wprmLines(doc: Document, kind: ListKind): ExtractedLine[] {
  const one = kind === 'ingredients' ? 'ingredient' : 'instruction';
  const card = findFirst(doc, (el) => hasClass(el, 'wprm-recipe-container') || hasClass(el, 'wprm-recipe'));
  const groups = findEvery(card ?? doc, (el) => hasClass(el, `wprm-recipe-${one}-group`)).map((group) => {
    const name = findFirst(group, (el) => hasClass(el, 'wprm-recipe-group-name'));
    const items = findEvery(group, (el) => el.name === 'li' && hasClass(el, `wprm-recipe-${one}`));
    return { name: name ? sectionName(textOf(name)) : '', lines: items.map(textOf) };
  });
  return groupLines(groups, kind);
}

/**
 * The lines of a recipe plugin's box (Tasty Recipes' `.tasty-recipes-ingredients`…): its headings and bold labels
 * name sections, except the box's own title ('Ingredients').
 */
function boxLines(box: Element, kind: HeadingKind): ExtractedLine[] {
  const blocks = readBlocks(box);
  const lines: ExtractedLine[] = [];
  const paragraphs: ExtractedLine[] = [];
  let section = '';
  for (const block of blocks) {
    if (block.kind === 'heading' || isLabel(block)) {
      const role = headingRole(blockText(block));
      if (role?.kind === kind && !role.section) continue;
      section = role?.section || sectionName(blockText(block));
    } else if (block.kind === 'item') {
      lines.push({ section, text: block.text });
    } else {
      for (const line of block.lines) paragraphs.push({ section, text: line });
    }
  }
  return finishLines(lines.length ? lines : paragraphs, kind, !lines.length);
}

/** Tasty Recipes' ingredients or instructions box. */
function tastyLines(doc: Document, kind: ListKind): ExtractedLine[] {
  const box = findFirst(
    doc,
    (el) => hasClass(el, `tasty-recipes-${kind}`) || hasClass(el, `tasty-recipes-${kind}-body`),
  );
  return box ? boxLines(box, kind) : [];
}

/**
 * Every reading of the page's ingredients or steps, the most trustworthy first: WP Recipe Maker's groups, Tasty
 * Recipes' box, then each heading that introduces them (with what follows it). Empty readings are left out.
 */
export function htmlLineCandidates(doc: Document, blocks: Block[], kind: ListKind): ExtractedLine[][] {
  const starts = findStarts(blocks).filter((start) => start.kind === kind);
  return [wprmLines(doc, kind), tastyLines(doc, kind), ...starts.map((start) => readPart(blocks, start))].filter(
    (lines) => lines.length > 0,
  );
}

/**
 * The page's notes: WP Recipe Maker's `.wprm-recipe-notes`, Tasty Recipes' `.tasty-recipes-notes`, or what follows a
 * 'Dicas' / 'Notas' / 'Observações' / 'Notes' / 'Tips' heading.
 */
export function readNotes(doc: Document, blocks: Block[]): string[] {
  const box = findFirst(doc, (el) => hasClass(el, 'wprm-recipe-notes') || hasClass(el, 'tasty-recipes-notes'));
  if (box) {
    const notes = boxLines(box, 'notes').map((line) => line.text);
    if (notes.length) return notes.slice(0, MAX_NOTES);
  }
  for (const start of findStarts(blocks)) {
    if (start.kind !== 'notes') continue;
    const notes = readNotePart(blocks, start);
    if (notes.length) return notes;
  }
  return [];
}

/** The items and paragraphs after a notes heading, until the next heading as high or another part. */
function readNotePart(blocks: Block[], start: Start): string[] {
  const notes: string[] = [];
  for (let i = start.index + 1; i < blocks.length && notes.length < MAX_NOTES; i += 1) {
    const block = blocks[i];
    if (block.kind === 'heading') {
      if (block.level <= start.level || headingRole(block.text)) break;
      continue;
    }
    if (isLabel(block) && headingRole(blockText(block))) break;
    const lines = block.kind === 'item' ? [block.text] : block.lines;
    notes.push(...lines.map(stripBullet).filter(Boolean));
  }
  return notes.slice(0, MAX_NOTES);
}

/** Times and yield the page writes as 'Label: value' lines. */
export interface LabelledFacts {
  prepTime: string | null;
  cookTime: string | null;
  totalTime: string | null;
  servings: string | null;
}

/** Labels, in matchKey form, of the facts a recipe post lists. */
const FACT_LABELS: [keyof LabelledFacts, string[]][] = [
  [
    'prepTime',
    [
      'tempo de preparo',
      'tempo de preparacao',
      'tempo de preparo ativo',
      'preparo',
      'preparacao',
      'prep time',
      'preparation time',
      'prep',
    ],
  ],
  [
    'cookTime',
    [
      'tempo de cozimento',
      'tempo de forno',
      'tempo no forno',
      'cozimento',
      'forno',
      'cook time',
      'cooking time',
      'bake time',
      'baking time',
    ],
  ],
  ['totalTime', ['tempo total', 'total time', 'tempo', 'total', 'ready in', 'pronto em']],
  ['servings', ['rendimento', 'rende', 'porcoes', 'porcao', 'serve', 'serves', 'servings', 'yield', 'makes']],
];

/** Every label, the longest first (so 'tempo de preparo' is found before 'tempo'). */
const LABELS = FACT_LABELS.flatMap(([key, labels]) => labels.map((label) => ({ key, label }))).sort(
  (a, b) => b.label.length - a.label.length,
);

/** The first words of the labels: a line starting with another word names no fact (checked before any matchKey). */
const LABEL_FIRST_WORDS = new Set(LABELS.map(({ label }) => label.split(' ')[0]));
const mayBeLabelled = (line: string): boolean => LABEL_FIRST_WORDS.has(matchKey(/^\p{L}{1,12}/u.exec(line)?.[0] ?? ''));

/** Between facts written on one line. */
const FACT_SEPARATORS = /\s+[·•|]\s+/;

/** 'Tempo de preparo: 40 minutos', 'Rendimento: 12 unidades'. */
const LABELLED = /^([^:]{2,40}):\s*(.{1,60})$/;
/** Lines that may hold a fact without a colon ('Serves 4', 'Preparo 20 min') are short. */
const MAX_LOOSE = 40;

/** The fact a label names; null for any other text. */
const factOf = (label: string): keyof LabelledFacts | null =>
  LABELS.find((known) => known.label === matchKey(label))?.key ?? null;

/**
 * The times and yield the page states: 'Label: value' lines, a label and its value in two blocks (a <dt> and its
 * <dd>), or a short line that starts with a label ('Serves 4', 'Preparo 20 minutos').
 */
export function readLabelledFacts(blocks: Block[]): LabelledFacts {
  const facts: LabelledFacts = { prepTime: null, cookTime: null, totalTime: null, servings: null };
  const take = (key: keyof LabelledFacts | null, value: string, loose: boolean): void => {
    if (!key || facts[key]) return;
    const text = collapseSpaces(value);
    if (key === 'servings') {
      if (text && (!loose || /^\d/.test(text))) facts.servings = servingsText(text);
    } else {
      facts[key] = normalizeDuration(text);
    }
  };
  blocks.forEach((block, i) => {
    const lines = block.kind === 'text' ? block.lines : [block.text];
    // 'Rendimento: 40 unidades · Preparo: 40 minutos · Forno: 25 minutos': several facts on one line
    for (const line of lines.flatMap((whole) => whole.split(FACT_SEPARATORS))) {
      if (line.length > 100 || !mayBeLabelled(line)) continue;
      const labelled = LABELLED.exec(line);
      if (labelled) {
        take(factOf(labelled[1]), labelled[2], false);
        continue;
      }
      const next = blocks[i + 1];
      const pair = lines.length === 1 && next?.kind === 'text' && next.lines.length === 1 ? factOf(line) : null;
      if (pair && next?.kind === 'text') {
        take(pair, next.lines[0], false);
        continue;
      }
      if (line.length > MAX_LOOSE) continue;
      const key = matchKey(line);
      const known = LABELS.find(({ label }) => key.startsWith(`${label} `));
      if (known) take(known.key, line.split(/\s+/).slice(known.label.split(' ').length).join(' '), true);
    }
  });
  return facts;
}

/** Sentences long enough to be a post's introduction rather than a caption, a byline or a button. */
const MIN_INTRO = 60;

/**
 * The post's first paragraph before its recipe (the first ingredients or steps heading): the description of a page
 * that declares none. Null when the post starts with its lists.
 */
export function readIntroduction(blocks: Block[]): string | null {
  for (const block of blocks) {
    if (block.kind === 'heading') {
      const role = headingRole(block.text);
      if (role && role.kind !== 'stop') return null;
      continue;
    }
    if (block.kind !== 'text') continue;
    const text = collapseSpaces(block.lines.join(' '));
    // not a 'Rendimento: 40 unidades' line: a sentence
    if (text.length >= MIN_INTRO && /[.!?…]$/.test(text) && !/^[^.!?:]{1,30}:\s/.test(text)) return text;
  }
  return null;
}

/** Containers of a post's own text, as blog themes mark them (WordPress classic and block themes, Blogger, schema). */
const POST_CONTENT = ['entry-content', 'wp-block-post-content', 'post-content', 'post-body', 'article-content'];

/**
 * The post's own text (its notes and introduction end where it ends, before the date, author and tags that follow
 * it): the first element a theme marks as the post's content, else null.
 */
export function postContent(doc: Document): Element | null {
  return findFirst(
    doc,
    (el) => POST_CONTENT.some((name) => hasClass(el, name)) || attr(el, 'itemprop') === 'articleBody',
  );
}

/**
 * The post's categories and tags as a blog links them: WordPress marks its term links rel="tag" (categories also
 * "category", or inside a category terms block), Blogger its labels rel="tag" too.
 */
export function readTerms(doc: Document): { categories: string[]; keywords: string[] } {
  const categories: string[] = [];
  const keywords: string[] = [];
  const inCategoryBox = (el: Element): boolean => {
    for (let node = el.parent; node && 'attribs' in node; node = node.parent) {
      const box = node as Element;
      if (hasClass(box, 'taxonomy-category') || hasClass(box, 'cat-links') || hasClass(box, 'entry-categories')) {
        return true;
      }
    }
    return false;
  };
  for (const link of findEvery(doc, (el) => el.name === 'a' && /(?:^|\s)tag(?:\s|$)/i.test(attr(el, 'rel')))) {
    const name = collapseSpaces(nodeText(link));
    if (!name || name.length > 80) continue;
    const list = /(?:^|\s)category(?:\s|$)/i.test(attr(link, 'rel')) || inCategoryBox(link) ? categories : keywords;
    if (!list.some((known) => matchKey(known) === matchKey(name))) list.push(name);
  }
  return { categories: categories.slice(0, 20), keywords: keywords.slice(0, 30) };
}

/** The post's author as a blog theme names it: a rel="author" link, WordPress's post-author block, an hCard. */
export function readByline(doc: Document): string | null {
  const byline = findFirst(
    doc,
    (el) =>
      (el.name === 'a' && /(?:^|\s)author(?:\s|$)/i.test(attr(el, 'rel'))) ||
      hasClass(el, 'wp-block-post-author__name') ||
      (hasClass(el, 'fn') && hasClass(el, 'author')),
  );
  const name = byline ? collapseSpaces(nodeText(byline)) : '';
  return name && name.length <= 120 ? name : null;
}

/** A yield as text; a bare number n as 'n porções'. */
function servingsText(value: string): string | null {
  if (!value) return null;
  if (/^\d+(?:\s*(?:-|–|a)\s*\d+)?$/.test(value)) return `${value} ${value === '1' ? 'porção' : 'porções'}`;
  return value;
}
