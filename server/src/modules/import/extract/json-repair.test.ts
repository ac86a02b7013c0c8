import { readJsonText, unwrap } from './json-repair';

describe('readJsonText', () => {
  it('reads valid JSON as it is, also inside the wrappers old themes put around it', () => {
    expect(readJsonText('{"@type": "Recipe", "name": "Bolo"}')).toEqual({
      value: { '@type': 'Recipe', name: 'Bolo' },
      repaired: false,
    });
    for (const wrapped of [
      '<!--\n{"name": "Bolo"}\n-->',
      '<!-- {"name": "Bolo"} //-->',
      '//<![CDATA[\n{"name": "Bolo"}\n//]]>',
      '/*<![CDATA[*/{"name": "Bolo"}/*]]>*/',
      '<![CDATA[{"name": "Bolo"}]]>',
      '\ufeff  {"name": "Bolo"};  ',
    ]) {
      expect(readJsonText(wrapped)).toEqual({ value: { name: 'Bolo' }, repaired: false });
    }
  });

  it.each([
    ['trailing commas', '{"a": [1, 2, ], "b": {"c": 3,},}', { a: [1, 2], b: { c: 3 } }],
    ['a raw newline and a tab in a string', '{"d": "linha 1\nlinha 2\tfim"}', { d: 'linha 1\nlinha 2\tfim' }],
    ['a stray control character', '{"d": "polvilho\u000b azedo"}\u0001', { d: 'polvilho azedo' }],
    ['unknown escapes', '{"d": "it\\\'s 50\\% \\x"}', { d: "it's 50% x" }],
    ['a bad \\u escape', '{"d": "\\u00e3o \\uZZ"}', { d: 'ão uZZ' }],
    [
      'unescaped quotes inside a string',
      '{"name": "Bolo "fofinho" da vó", "x": 1}',
      { name: 'Bolo "fofinho" da vó', x: 1 },
    ],
    ['single quotes and bare keys', "{name: 'Bolo', '@type': 'Recipe'}", { name: 'Bolo', '@type': 'Recipe' }],
    ['comments', '{"a": 1 /* nota */, // outra\n "b": 2}', { a: 1, b: 2 }],
    ['missing commas', '{"a": 1\n"b": [1 2]}', { a: 1, b: [1, 2] }],
    ['two objects one after the other', '{"a": 1}\n{"b": 2}', [{ a: 1 }, { b: 2 }]],
    ['two objects with a comma', '{"a": 1},{"b": 2}', [{ a: 1 }, { b: 2 }]],
    ['NaN and undefined', '{"a": NaN, "b": undefined}', { a: null, b: null }],
    [
      'HTML entities for the quotes',
      '{&quot;@type&quot;: &quot;Recipe&quot;, &quot;name&quot;: &quot;P&amp;B&quot;,}',
      { '@type': 'Recipe', name: 'P&B' },
    ],
    ['HTML entities, wrapped in a comment', '<!-- {&quot;a&quot;:&#34;b&#34;} -->', { a: 'b' }],
  ])('repairs %s', (_label, text, value) => {
    expect(readJsonText(text)).toEqual({ value, repaired: true });
  });

  it('keeps the entities inside strings of otherwise valid JSON for the text cleaning', () => {
    expect(readJsonText('{"name": "Bolo &quot;fofinho&quot;"}')).toEqual({
      value: { name: 'Bolo &quot;fofinho&quot;' },
      repaired: false,
    });
  });

  it('keeps keys like __proto__ as plain data', () => {
    const read = readJsonText('{"__proto__": {"x": 1}, "a": 2,}')!;
    expect(read.repaired).toBe(true);
    expect(Object.keys(read.value as object)).toEqual(['__proto__', 'a']);
    expect(({} as Record<string, unknown>).x).toBeUndefined();
  });

  it.each([
    ['an empty script', '   '],
    ['a truncated object', '{"@type": "Recipe", "name": "Bo'],
    ['an object cut after a key', '{"@type": "Recipe", "name": '],
    ['JavaScript', 'window.dataLayer = [{"a": 1}];'],
    ['an unclosed array', '[1, 2'],
    ['garbage', '<div>nada</div>'],
    ['malformed nesting past the limit', `${'['.repeat(5000)}1,${']'.repeat(5000)}`],
  ])('gives null for %s', (_label, text) => {
    expect(readJsonText(text)).toBeNull();
  });

  it('reads big or hostile texts (how long they take is not asserted: no timing in tests)', () => {
    const big = JSON.stringify({ recipeIngredient: Array.from({ length: 50000 }, (_, i) => `${i} g de farinha`) });
    expect(readJsonText(big.replace(/]}$/, ',]}'))?.repaired).toBe(true);
    expect(readJsonText(`{"a": "${'" '.repeat(100000)}"}`)).not.toBeNull();
    expect(readJsonText(`{"a": "${'\\'.repeat(100001)}`)).toBeNull();
    expect(readJsonText(`${'{"a":'.repeat(100000)}`)).toBeNull();
    expect(readJsonText('/*'.repeat(100000))).toBeNull();
  });
});

describe('unwrap', () => {
  it('removes nested wrappers and surrounding space', () => {
    expect(unwrap('  <!-- //<![CDATA[ {"a":1} //]]> -->  ')).toBe('{"a":1}');
  });
});
