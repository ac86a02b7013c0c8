import {
  STOPWORDS,
  SYNONYM_GROUPS,
  analyzeQuery,
  expandSynonyms,
  normalize,
  processTerm,
  stem,
  tokenize,
} from './portuguese';

/** Document-side analysis, as MiniSearch runs it: tokenize, then processTerm, dropping nulls. */
const analyze = (text: string): string[] => tokenize(text).flatMap((t) => processTerm(t) ?? []);
const keyOf = (text: string): string => analyzeQuery(text)[0].key;

describe('normalize', () => {
  it.each([
    ['Pão de Queijo', 'pao de queijo'],
    ['AÇAÍ', 'acai'],
    ['  Maçã-verde, (picada)!  ', 'maca verde picada'],
    ['crème brûlée', 'creme brulee'],
    ['100g de açúcar', '100g de acucar'],
    ['.*+?^${}()|[]\\', ''],
  ])('%j → %j', (text, expected) => expect(normalize(text)).toBe(expected));
});

describe('stem', () => {
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
    ['camarões', 'camarão'],
    ['nozes', 'noz'],
    ['açúcares', 'açúcar'],
    ['vagens', 'vagem'],
    ['anéis', 'anel'],
    ['integrais', 'integral'],
    ['caracóis', 'caracol'],
    ['fáceis', 'fácil'],
    ['franceses', 'francês'],
    ['torres', 'torre'],
    ['cajus', 'caju'],
    ['mães', 'mãe'],
  ])('folds %s and %s onto one stem', (plural, singular) => {
    expect(stem(normalize(plural))).toBe(stem(normalize(singular)));
  });

  it.each(['arroz', 'cuscuz', 'francês', 'inglês', 'simples', 'angus', 'lápis', 'ananás', 'missô', 'mousse'])(
    'leaves %s alone',
    (word) => expect(stem(normalize(word))).toBe(normalize(word)),
  );

  it('keeps words of three letters or fewer, and never returns an empty or shorter-than-3 stem', () => {
    for (const word of ['s', 'ss', 'as', 'mes', 'gas', 'pes', 'sal', 'ovo']) expect(stem(word)).toBe(word);
    for (const word of ['ovos', 'uvas', 'aes', 'oes', 'ns', 'sss', 'eis', 'nsns', 'ais', 'rzes', 'paes']) {
      const result = stem(word);
      expect(result.length).toBeGreaterThanOrEqual(Math.min(3, word.length));
    }
  });

  it('leaves words with digits alone', () => expect(stem('250gs')).toBe('250gs'));
});

describe('document analysis', () => {
  it('drops stopwords and folds plurals', () => {
    expect(analyze('Pães de Queijo com Ovos e Limões')).toEqual(['pao', 'queijo', 'ovo', 'limao']);
  });

  it('keeps meaningful short words', () => {
    expect(STOPWORDS.has('sem')).toBe(false);
    expect(analyze('bolo sem glúten')).toEqual(['bolo', 'sem', 'gluten']);
  });

  it.each(['carne-seca', 'carne seca', 'Carnes-Secas', 'CARNE SECA desfiada'])(
    'marks %j with the carne-seca compound',
    (text) => expect(analyze(text)).toContain('carne_seca'),
  );

  it('does not form a phrase across punctuation or list items', () => {
    expect(analyze('carne, seca ao sol')).not.toContain('carne_seca');
    expect(analyze('carne\nseca')).not.toContain('carne_seca');
  });

  it('keeps stopwords inside a known name', () => {
    expect(analyze('Escondidinho de carne de sol')).toEqual(['escondidinho', 'carne', 'sol', 'carne_de_sol']);
  });

  it('analyses plural phrases like singular ones', () => {
    expect(analyze('pães franceses')).toContain('pao_frances');
    expect(analyze('pão francês')).toContain('pao_frances');
  });
});

describe('analyzeQuery', () => {
  it('analyses queries like documents', () => {
    expect(analyzeQuery('Receita de PÃES de queijo!').map((t) => t.key)).toEqual(['pao', 'queijo']);
  });

  it('returns nothing for blank, punctuation-only and stopword-only queries', () => {
    for (const query of ['', '   ', '?!...', '.*', 'de da do com e a o para em na no']) {
      expect(analyzeQuery(query)).toEqual([]);
    }
  });

  it('expands a regional name into every name of its group', () => {
    expect([...analyzeQuery('aipim')[0].alternatives].sort()).toEqual(['aipim', 'macaxeira', 'mandioca']);
  });

  it('treats a multi-word name as one term with its synonyms', () => {
    const terms = analyzeQuery('escondidinho de carne de sol');
    expect(terms.map((t) => t.key)).toEqual(['escondidinho', 'carne_de_sol']);
    expect(terms[1].alternatives).toEqual(expect.arrayContaining(['carne_seca', 'charque', 'jaba']));
  });

  it('matches hyphen and space variants of a name alike', () => {
    expect(keyOf('batata-baroa')).toBe(keyOf('batata baroa'));
    expect(keyOf('carne-seca')).toBe(keyOf('Carne Seca'));
  });

  it('drops repeated terms', () => {
    expect(analyzeQuery('bolo bolos BOLO').map((t) => t.key)).toEqual(['bolo']);
  });

  it('reads at most 200 characters and 12 terms', () => {
    const words = Array.from({ length: 30 }, (_, i) => `palavra${String.fromCharCode(97 + i)}`);
    expect(analyzeQuery(words.join(' '))).toHaveLength(12);
    expect(analyzeQuery(`${'x'.repeat(199)} bolo`)).toEqual([
      { key: 'x'.repeat(199), alternatives: ['x'.repeat(199)] },
    ]);
  });
});

describe('synonyms', () => {
  it.each(SYNONYM_GROUPS.map((group) => [group.join(' = '), group] as const))('%s', (_name, group) => {
    const keys = group.map(keyOf);
    for (const key of keys) expect(expandSynonyms(key)).toEqual(expect.arrayContaining(keys));
  });

  it('returns the term alone when it has no synonym', () => {
    expect(expandSynonyms('brownie')).toEqual(['brownie']);
  });

  it('lists each name of a group once, the term first', () => {
    const alternatives = expandSynonyms('mandioca');
    expect(alternatives[0]).toBe('mandioca');
    expect(new Set(alternatives).size).toBe(alternatives.length);
  });
});
