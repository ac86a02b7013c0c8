import { MAX_RANKED, MAX_RESULTS, RecipeSearchIndex, allowedEdits, type SearchDocument } from './recipe-search-index';

const DAY = 24 * 60 * 60 * 1000;
const NOW = Date.UTC(2025, 5, 1);

function recipe(id: number, title: string, extra: Partial<SearchDocument> = {}): SearchDocument {
  return {
    id,
    title,
    description: '',
    cuisine: null,
    ingredients: [],
    tags: [],
    categories: [],
    cravings: [],
    publishedAt: NOW - id * DAY,
    ...extra,
  };
}

const RECIPES: SearchDocument[] = [
  recipe(1, 'Pão de Queijo', {
    description: 'O clássico mineiro, crocante por fora e macio por dentro.',
    cuisine: 'Mineira',
    ingredients: ['polvilho azedo', 'ovos', 'queijo minas meia-cura ralado', 'leite', 'óleo', 'sal'],
    tags: ['lanche', 'sem glúten'],
    categories: ['Pães'],
    cravings: ['Salgado'],
  }),
  recipe(2, 'Açaí na Tigela', { ingredients: ['polpa de açaí', 'banana', 'granola'], cuisine: 'Paraense' }),
  recipe(3, 'Torta de Limões', { ingredients: ['limões', 'leite condensado', 'creme de leite', 'bolachas'] }),
  recipe(4, 'Brigadeiro', { ingredients: ['leite condensado', 'chocolate em pó', 'manteiga'], tags: ['festa'] }),
  recipe(5, 'Moqueca de Peixe', { ingredients: ['peixe', 'leite de coco', 'azeite de dendê', 'pimentões'] }),
  recipe(6, 'Feijoada Completa', { ingredients: ['feijão preto', 'carne-seca', 'linguiça', 'costelinha'] }),
  recipe(7, 'Escondidinho', { ingredients: ['mandioca', 'carne de sol', 'queijo coalho'], cuisine: 'Nordestina' }),
  recipe(8, 'Pastéis de Feira', { ingredients: ['massa de pastel', 'carne moída'], categories: ['Salgados'] }),
  recipe(9, 'Bombons de Morango', { ingredients: ['morangos', 'chocolate meio amargo'] }),
  recipe(10, 'Bolo de Cenoura', { ingredients: ['cenouras', 'ovos', 'farinha de trigo', 'açúcar'] }),
  recipe(11, 'Bolo de Chocolate', { ingredients: ['chocolate em pó', 'ovos', 'farinha de trigo'] }),
  recipe(12, 'Quibebe', { ingredients: ['jerimum', 'cebola'], description: 'Purê nordestino.' }),
  recipe(13, 'Sopa Creme', { ingredients: ['batata-baroa', 'caldo de legumes'] }),
  recipe(14, 'Salada de Frutas', { ingredients: ['mexerica', 'maçãs', 'uvas'] }),
  recipe(15, 'Cuscuz Paulista', { ingredients: ['farinha de milho', 'milho verde', 'tomates', 'sardinha'] }),
];

function indexOf(docs: SearchDocument[] = RECIPES): RecipeSearchIndex {
  const index = new RecipeSearchIndex();
  index.rebuild(docs);
  return index;
}

describe('RecipeSearchIndex', () => {
  const index = indexOf();
  const search = (query: string) => index.search(query, { now: NOW });

  describe('fields', () => {
    it('searches every field', () => {
      expect(search('mineira')).toEqual([1]); // cuisine
      expect(search('polvilho')).toEqual([1]); // ingredients
      expect(search('gluten')).toEqual([1]); // tags
      expect(search('salgados')).toEqual([8, 1]); // categories (8), cravings (1)
      expect(search('crocante')).toEqual([1]); // description
    });

    it('ranks a title match above an ingredient match above a description match', () => {
      const docs = [
        recipe(1, 'Torta salgada', { description: 'Leva frango desfiado.' }),
        recipe(2, 'Torta salgada', { ingredients: ['frango'] }),
        recipe(3, 'Frango assado'),
      ];
      expect(indexOf(docs).search('frango', { now: NOW })).toEqual([3, 2, 1]);
    });
  });

  it.each([
    ['pao', 1],
    ['PÃO DE QUEIJO', 1],
    ['acai', 2],
    ['ACAI', 2],
    ['Açaí', 2],
  ])('is case- and accent-insensitive: %j', (query, id) => expect(search(query)).toEqual([id]));

  describe('plurals', () => {
    it.each([
      ['ovos', 'ovo'],
      ['pães', 'pão'],
      ['limões', 'limão'],
      ['pastéis', 'pastel'],
      ['bombons', 'bombom'],
      ['colheres', 'colher'],
      ['feijões', 'feijão'],
      ['cenouras', 'cenoura'],
      ['tomates', 'tomate'],
      ['maçãs', 'maçã'],
      ['frangos', 'frango'],
    ])('folds %s and %s both ways', (plural, singular) => {
      const both = indexOf([recipe(1, `Receita com ${plural}`), recipe(2, `Receita com ${singular}`)]);
      expect(both.search(singular, { now: NOW }).sort()).toEqual([1, 2]);
      expect(both.search(plural, { now: NOW }).sort()).toEqual([1, 2]);
    });

    it('finds plural titles from accentless singular queries', () => {
      expect(search('limao')).toEqual([3]);
      expect(search('pastel')).toEqual([8]);
      expect(search('bombom')).toEqual([9]);
    });
  });

  describe('prefix matching', () => {
    it.each([
      ['brigad', 4],
      ['moq', 5],
      ['feijoad', 6],
      ['bolo de cen', 10],
    ])('completes the last word: %j', (query, id) => expect(search(query)[0]).toBe(id));

    it('completes from two letters, not from one', () => {
      expect(search('mo')).toContain(5);
      expect(search('m')).toEqual([]);
    });

    it('ranks whole-word matches above prefix-only matches', () => {
      const docs = [recipe(1, 'Paozinho'), recipe(2, 'Torta rústica', { description: 'Sirva com pão.' })];
      expect(indexOf(docs).search('pao', { now: NOW })).toEqual([2, 1]);
    });
  });

  describe('typo tolerance', () => {
    it.each([
      ['feijoda', 6],
      ['brigadero', 4],
      ['brigadeirro', 4],
      ['chocolat', 11],
      ['mexirica', 14],
    ])('forgives %j', (query, id) => expect(search(query)).toContain(id));

    it('allows 1 edit from 4 letters, 2 from 8, none below 4', () => {
      expect([allowedEdits('uva'), allowedEdits('uvas'), allowedEdits('feijoda'), allowedEdits('brigadero')]).toEqual([
        0, 1, 1, 2,
      ]);
      expect(indexOf([recipe(1, 'Uva')]).search('ova', { now: NOW })).toEqual([]);
    });

    it('leaves the description out of prefix and typo matching', () => {
      const idx = indexOf([recipe(1, 'Torta gelada', { description: 'Leva brigadeiro por cima.' })]);
      expect(idx.search('brigadeiro', { now: NOW })).toEqual([1]);
      expect(idx.search('brigad', { now: NOW })).toEqual([]);
      expect(idx.search('brigadero', { now: NOW })).toEqual([]);
    });

    it("leaves the author out of prefix and typo matching: 'mar' is on its way to maracujá, not to the creator", () => {
      const by = { author: 'Marina Albuquerque' };
      const idx = indexOf([recipe(1, 'Mousse de maracujá', by), recipe(2, 'Pudim', by), recipe(3, 'Curau', by)]);
      expect(idx.search('mar', { now: NOW })).toEqual([1]);
      expect(idx.search('marina', { now: NOW }).sort()).toEqual([1, 2, 3]);
      expect(idx.search('marinna', { now: NOW })).toEqual([]);
    });

    it('ranks exact matches above fuzzy ones', () => {
      const docs = [recipe(1, 'Bola de queijo'), recipe(2, 'Torta', { description: 'Um bolo de festa.' })];
      expect(indexOf(docs).search('bolo', { now: NOW })).toEqual([2, 1]);
    });
  });

  describe('synonyms', () => {
    it.each(['mandioca', 'aipim', 'macaxeira', 'Macaxeira'])('%j finds the recipe with mandioca', (query) =>
      expect(search(query)).toEqual([7]),
    );

    it.each(['carne-seca', 'carne seca', 'charque', 'carne de sol', 'jabá'])(
      '%j finds both carne-seca and carne de sol',
      (query) => expect(search(query).sort((a, b) => a - b)).toEqual([6, 7]),
    );

    it.each([
      ['abobora', 12],
      ['mandioquinha', 13],
      ['batata salsa', 13],
      ['tangerina', 14],
      ['bergamota', 14],
      ['pimento', 5],
      ['biscoito', 3],
    ])('%j finds its regional name', (query, id) => expect(search(query)).toEqual([id]));

    it('finds milho verde for milho and milho for milho verde', () => {
      expect(search('milho')).toEqual([15]);
      expect(search('milho verde')).toEqual([15]);
    });
  });

  describe('multi-word queries', () => {
    it('requires every word', () => expect(search('bolo cenoura')).toEqual([10]));

    it('combines a synonym with other words', () => expect(search('escondidinho aipim')).toEqual([7]));

    it('falls back to any word when no recipe has them all', () => {
      expect(search('bolo xablau').sort((a, b) => a - b)).toEqual([10, 11]);
    });

    it('ranks recipes matching more words first in the fallback', () => {
      expect(search('bolo chocolate xablau').slice(0, 1)).toEqual([11]);
      const many = [...Array.from({ length: 60 }, (_, i) => recipe(i + 2, `Bolo ${i}`)), recipe(1, 'Bolo de fubá')];
      const results = indexOf(many).search('bolo fuba xablau', { now: NOW });
      expect(results).toHaveLength(MAX_RESULTS);
      expect(results[0]).toBe(1);
    });
  });

  describe('publication and ordering', () => {
    it('never returns documents published after now', () => {
      const docs = [recipe(1, 'Bolo de fubá', { publishedAt: NOW + DAY }), recipe(2, 'Bolo de milho')];
      const idx = indexOf(docs);
      expect(idx.search('bolo', { now: NOW })).toEqual([2]);
      expect(idx.search('fuba', { now: NOW })).toEqual([]);
      expect(idx.search('fuba', { now: NOW + DAY })).toEqual([1]);
    });

    it('uses the current time when no now is given', () => {
      const idx = indexOf([recipe(1, 'Bolo de fubá', { publishedAt: Date.now() + DAY }), recipe(2, 'Bolo de milho')]);
      expect(idx.search('bolo')).toEqual([2]);
    });

    it('does not count unpublished matches before falling back to OR', () => {
      const docs = [recipe(1, 'Bolo de fubá', { publishedAt: NOW + DAY }), recipe(2, 'Fubá cozido')];
      expect(indexOf(docs).search('bolo fuba', { now: NOW })).toEqual([2]);
    });

    it('breaks score ties by newer publication, then lower id', () => {
      const docs = [
        recipe(3, 'Curau', { publishedAt: NOW - 2 * DAY }),
        recipe(2, 'Curau', { publishedAt: NOW - DAY }),
        recipe(1, 'Curau', { publishedAt: NOW - 2 * DAY }),
      ];
      expect(indexOf(docs).search('curau', { now: NOW })).toEqual([2, 1, 3]);
    });

    it('returns at most 50 results, fewer on request', () => {
      const many = indexOf(Array.from({ length: 60 }, (_, i) => recipe(i + 1, `Bolo ${i + 1}`)));
      expect(many.search('bolo', { now: NOW })).toHaveLength(MAX_RESULTS);
      expect(many.search('bolo', { now: NOW, limit: 500 })).toHaveLength(MAX_RESULTS);
      expect(many.search('bolo', { now: NOW, limit: 3 })).toEqual([1, 2, 3]);
      expect(many.search('bolo', { now: NOW, limit: 0 })).toEqual([]);
    });
  });

  describe('pages of a listing (rankPage)', () => {
    // 1,500 recipes: titles, ingredients and descriptions sharing words, so ranks depend on scores and groups.
    const FLAVOURS = ['cenoura', 'chocolate', 'milho', 'fubá', 'laranja', 'coco'];
    const big = indexOf(
      Array.from({ length: 1500 }, (_, i) =>
        recipe(i + 1, `${i % 3 ? 'Bolo' : 'Torta'} de ${FLAVOURS[i % 6]} ${i % 7 ? '' : 'caseiro'}`, {
          ingredients: [FLAVOURS[(i + 1) % 6], i % 5 ? 'ovos' : 'bolacha', ...(i % 4 ? [] : ['molho à bolonhesa'])],
          description: i % 8 ? `Receita ${i}` : 'Para o lanche com bolo',
          publishedAt: NOW - (i % 40) * DAY,
        }),
      ),
    );
    const everyone = () => true;

    it('counts every match, beyond what an unpaged list holds, and pages continue one order', () => {
      for (const query of ['bolo', 'bol', 'bolo cenoura', 'cenoura caseiro', 'torta ovos xablau', 'chocolat']) {
        const whole = big.rankPage(query, everyone, 1500);
        expect(whole.total).toBe(big.matching(query, everyone).length);
        expect(whole.ids).toHaveLength(whole.total);
        expect(new Set(whole.ids)).toEqual(new Set(big.matching(query, everyone)));
        for (const count of [1, 24, 48, 960]) {
          const page = big.rankPage(query, everyone, count);
          expect({ query, count, ids: page.ids }).toEqual({ query, count, ids: whole.ids.slice(0, count) });
          expect(page.total).toBe(whole.total);
        }
      }
      expect(big.rankPage('bolo', everyone, 10).total).toBeGreaterThan(MAX_RANKED);
      expect(big.rank('bolo', everyone)).toEqual(big.rankPage('bolo', everyone, MAX_RANKED).ids);
    });

    it('rank whole words above completions, and only what keep accepts', () => {
      const ids = big.rankPage('bolo', everyone, 1500).ids;
      const wordIds = new Set(big.matching('bolo', (id) => (id - 1) % 3 !== 0 || (id - 1) % 8 === 0));
      expect(wordIds.size).toBeGreaterThan(1000);
      // Some tortas have 'bolo' only as the completion 'bolonhesa': they come after every recipe having the word.
      expect(ids.slice(0, wordIds.size).every((id) => wordIds.has(id))).toBe(true);
      const odd = big.rankPage('bolo', (id) => id % 2 === 1, 50);
      expect(odd.ids.every((id) => id % 2 === 1)).toBe(true);
      expect(odd.total).toBe(big.matching('bolo', (id) => id % 2 === 1).length);
      expect(big.rankPage('', everyone, 10)).toEqual({ ids: [], total: 0 });
      expect(big.rankPage('bolo', everyone, 0).ids).toEqual([]);
    });
  });

  describe('updates', () => {
    it('upsert adds a new document and replaces an existing one', () => {
      const idx = indexOf([recipe(1, 'Bolo de fubá'), recipe(2, 'Curau')]);
      idx.upsert(recipe(3, 'Pamonha'));
      expect(idx.size).toBe(3);
      expect(idx.search('pamonha', { now: NOW })).toEqual([3]);

      idx.upsert(recipe(1, 'Bolo de laranja'));
      expect(idx.size).toBe(3);
      expect(idx.search('fuba', { now: NOW })).toEqual([]);
      expect(idx.search('laranja', { now: NOW })).toEqual([1]);
    });

    it('stays correct over many replacements of the same document', () => {
      const names = ['Curau', 'Pamonha', 'Quindim', 'Cocada', 'Canjica', 'Paçoca', 'Cuscuz', 'Tapioca'];
      const idx = indexOf([recipe(1, 'Curau'), recipe(2, 'Cocada de forno')]);
      for (let i = 0; i < 40; i++) idx.upsert(recipe(1, names[i % names.length]));
      expect(idx.size).toBe(2);
      expect(idx.search('tapioca', { now: NOW })).toEqual([1]);
      expect(idx.search('cocada', { now: NOW })).toEqual([2]);
      for (const name of ['curau', 'pamonha', 'quindim', 'cuscuz']) expect(idx.search(name, { now: NOW })).toEqual([]);
    });

    it('remove drops a document and ignores unknown ids', () => {
      const idx = indexOf([recipe(1, 'Curau'), recipe(2, 'Pamonha')]);
      idx.remove(99);
      expect(idx.size).toBe(2);
      idx.remove(1);
      idx.remove(1);
      expect(idx.size).toBe(1);
      expect(idx.search('curau', { now: NOW })).toEqual([]);
      idx.upsert(recipe(1, 'Curau'));
      expect(idx.search('curau', { now: NOW })).toEqual([1]);
    });

    it('rebuild replaces everything, the last of repeated ids winning', () => {
      const idx = indexOf();
      idx.rebuild([recipe(1, 'Curau'), recipe(1, 'Pamonha')]);
      expect(idx.size).toBe(1);
      expect(idx.search('queijo', { now: NOW })).toEqual([]);
      expect(idx.search('curau', { now: NOW })).toEqual([]);
      expect(idx.search('pamonha', { now: NOW })).toEqual([1]);
    });
  });

  describe('hostile input', () => {
    it.each(['', '   \n\t', '?!...', '.*', '$^|[]\\', 'de da do com'])('returns [] for %j', (query) =>
      expect(search(query)).toEqual([]),
    );

    it('treats regex metacharacters as text', () => {
      expect(search('(bolo')).toEqual(search('bolo'));
      expect(search('bolo.*cenoura+')).toEqual([10]);
    });

    it('copes with very long queries', () => {
      const started = Date.now();
      expect(() => search('feijoada '.repeat(10_000))).not.toThrow();
      expect(search('feijoada '.repeat(10_000))).toEqual([6]);
      expect(() => search('x'.repeat(100_000))).not.toThrow();
      expect(search(Array.from({ length: 500 }, (_, i) => `termo${i}`).join(' '))).toEqual([]);
      expect(Date.now() - started).toBeLessThan(2000);
    });

    it('returns [] on an empty index', () => expect(new RecipeSearchIndex().search('bolo')).toEqual([]));
  });
});
