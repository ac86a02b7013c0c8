import { Graph } from './schema';
import { readSchemaRecipe } from './schema-recipe';

/** A Recipe node read on its own (no graph), URLs as they are. */
const read = (node: Record<string, unknown>, graph = new Graph()) =>
  readSchemaRecipe({ '@type': 'Recipe', name: 'Bolo', ...node }, { graph, absolute: (url) => url });

const steps = (recipeInstructions: unknown) => read({ recipeInstructions }).instructions;
const flat = (...texts: string[]) => texts.map((text) => ({ section: '', text }));

describe('recipeInstructions in all its shapes', () => {
  it('a plain string: split on lines, or on "1. … 2. …" in one line', () => {
    expect(steps('Bata tudo.\r\nAsse.\n\n')).toEqual(flat('Bata tudo.', 'Asse.'));
    expect(steps('1. Bata tudo. 2. Asse por 40 min. 3. Sirva.')).toEqual(
      flat('Bata tudo.', 'Asse por 40 min.', 'Sirva.'),
    );
    expect(steps('Bata tudo e asse.')).toEqual(flat('Bata tudo e asse.'));
  });

  it('a string of HTML: its <li>s and <p>s', () => {
    expect(steps('<ol><li>Bata&nbsp;tudo.</li><li><strong>Asse</strong>.</li></ol>')).toEqual(
      flat('Bata tudo.', 'Asse.'),
    );
    expect(steps('<p>1) Bata.</p><p>2) Asse.</p>')).toEqual(flat('Bata.', 'Asse.'));
    expect(steps('&lt;p&gt;Bata.&lt;/p&gt;&lt;p&gt;Asse.&lt;/p&gt;')).toEqual(flat('Bata.', 'Asse.'));
  });

  it('strings and HowToSteps (text, else name), empty ones dropped, numbers stripped', () => {
    expect(
      steps([
        'Passo 1: Bata.',
        { '@type': 'HowToStep', text: '<p>2. Asse.</p>' },
        { '@type': 'HowToStep', name: 'Sirva.' },
        { '@type': 'HowToStep', text: '   ' },
        { '@type': 'HowToStep', name: 'Passo 4' },
        '',
      ]),
    ).toEqual(flat('Bata.', 'Asse.', 'Sirva.'));
  });

  it('HowToSections, ItemLists and ListItems, nested lists', () => {
    expect(
      steps([
        { '@type': 'HowToStep', text: 'Unte a forma.' },
        [
          {
            '@type': 'HowToSection',
            name: 'Massa',
            itemListElement: [{ '@type': 'HowToStep', text: 'Bata.' }, [{ '@type': 'HowToStep', text: 'Asse.' }]],
          },
        ],
        {
          '@type': 'HowToSection',
          name: 'Calda',
          itemListElement: {
            '@type': 'ItemList',
            name: 'Lista',
            itemListElement: [
              { '@type': 'ListItem', position: 1, name: 'Passo 1', item: { '@type': 'HowToStep', text: 'Ferva.' } },
            ],
          },
        },
      ]),
    ).toEqual([
      { section: '', text: 'Unte a forma.' },
      { section: 'Massa', text: 'Bata.' },
      { section: 'Massa', text: 'Asse.' },
      { section: 'Calda', text: 'Ferva.' },
    ]);
  });

  it('a HowToStep with HowToDirections, and steps by @id', () => {
    const graph = new Graph();
    graph.add({ '@id': '#s2', '@type': 'HowToStep', text: 'Asse.' });
    expect(
      read(
        {
          recipeInstructions: [
            {
              '@type': 'HowToStep',
              name: 'Preparo',
              itemListElement: [
                { '@type': 'HowToDirection', text: 'Bata.' },
                { '@type': 'HowToTip', text: 'Não abra o forno.' },
              ],
            },
            { '@id': '#s2' },
          ],
        },
        graph,
      ).instructions,
    ).toEqual(flat('Bata.', 'Não abra o forno.', 'Asse.'));
  });

  it('header lines in a list without HowToSections name the sections', () => {
    expect(steps(['Massa:', 'Bata.', 'Cobertura:', 'Derreta.'])).toEqual([
      { section: 'Massa', text: 'Bata.' },
      { section: 'Cobertura', text: 'Derreta.' },
    ]);
  });
});

describe('the other fields', () => {
  it.each([
    [['8', '8 porções'], '8 porções'],
    [['1 bolo (20 cm)', '8'], '1 bolo (20 cm)'],
    [8, '8 porções'],
    ['8', '8 porções'],
    ['1', '1 porção'],
    ['4-6', '4-6 porções'],
    ['4 a 6', '4 a 6 porções'],
    ['Serves 4', 'Serves 4'],
    [[], null],
  ])('recipeYield %j → %j', (recipeYield, servings) => {
    expect(read({ recipeYield }).servings).toBe(servings);
  });

  it('reads author, categories, cuisine and keywords in their shapes', () => {
    const graph = new Graph();
    graph.add({ '@id': '#ana', '@type': 'Person', name: 'Ana &amp; Bia' });
    const recipe = read(
      {
        author: [
          { '@id': '#ana' },
          { '@type': 'Person', givenName: 'Carla', familyName: 'Dias' },
          'https://x.com/ana',
          'Ana & Bia',
        ],
        recipeCategory: ['Doces, Bolos', 'doces', ''],
        recipeCuisine: 'Brasileira, Mineira',
        keywords: ' bolo ,, Bolo, fubá ;café ',
      },
      graph,
    );
    expect(recipe).toMatchObject({
      author: 'Ana & Bia, Carla Dias',
      categories: ['Doces', 'Bolos'],
      cuisine: 'Brasileira',
      keywords: ['bolo', 'fubá', 'café'],
    });
  });

  it('reads images: widest declared first, ImageObjects by url or contentUrl, no data: URIs, no repeats', () => {
    const graph = new Graph();
    graph.add({ '@id': '#img', '@type': 'ImageObject', contentUrl: 'https://x.com/c.jpg', width: { value: 800 } });
    const recipe = readSchemaRecipe(
      {
        '@type': 'Recipe',
        image: [
          { '@type': 'ImageObject', url: 'https://x.com/a.jpg', width: '400px' },
          'https://x.com/b.jpg',
          { '@id': '#img' },
          { '@type': 'ImageObject', url: 'data:image/png;base64,AAA', width: 9999 },
          { '@type': 'ImageObject', url: ['https://x.com/a.jpg'], width: 1200 },
        ],
      },
      { graph, absolute: (url) => (url.startsWith('data:') ? null : url) },
    );
    expect(recipe.images).toEqual(['https://x.com/a.jpg', 'https://x.com/c.jpg', 'https://x.com/b.jpg']);
  });
});
