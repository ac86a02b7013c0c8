import {
  emptyForm,
  emptyIngredient,
  fieldId,
  fieldOfServerError,
  fromImport,
  fromRecipe,
  parseDecimal,
  sameContent,
  toInput,
  type RecipeFormState,
} from './recipe-form-model';
import { validate } from './recipe-schema';
import { storedRecipe } from './recipe-form-fixtures';

const now = new Date('2026-11-20T12:00:00Z');

function filled(patch: Partial<RecipeFormState> = {}): RecipeFormState {
  return { ...emptyForm(), title: 'Pudim', description: 'Liso e sem furinhos.', ...patch };
}

describe('recipe form model', () => {
  it('starts a new recipe empty, EASY, to be published, with one ingredient and one step to type in', () => {
    const form = emptyForm();
    expect(form.difficulty).toBe('EASY');
    expect(form.publication).toBe('now');
    expect(form.ingredients).toHaveLength(1);
    expect(form.ingredients[0].rows).toHaveLength(1);
    expect(form.instructions[0].rows).toHaveLength(1);
    expect(form.initialStatus).toBeNull();
  });

  it('fills the form from a stored recipe: durations as HH:MM:SS, sections grouped, numbers in pt-BR', () => {
    const form = fromRecipe(storedRecipe(), now);
    expect(form.prepTime).toBe('00:20:00');
    expect(form.cookTime).toBe('00:40:30');
    expect(form.difficulty).toBe('MEDIUM');
    expect(form.ingredients.map((s) => [s.name, s.rows.map((r) => r.name)])).toEqual([
      ['Massa', ['cenoura', 'farinha de trigo']],
      ['Cobertura', ['chocolate em pó']],
    ]);
    expect(form.instructions.map((s) => [s.name, s.rows.map((r) => r.text)])).toEqual([
      ['Massa', ['Bata a cenoura.', 'Misture a farinha.']],
      ['Cobertura', ['Derreta o chocolate.']],
    ]);
    expect(form.categoryIds).toEqual([2]);
    expect(form.cravings).toEqual([{ id: 3, name: 'Doce', image: null }]);
    expect(form.tags).toEqual(['bolo', 'café da tarde']);
    expect(form.utensils.map((u) => [u.name, u.link])).toEqual([['Forma', 'https://loja.example/forma']]);
    expect(form.nutrition).toMatchObject({ calories: '320', carbohydrates: '45,5', fat: '' });
    expect(form.publication).toBe('now');
    expect(form.initialStatus).toBe('PUBLISHED');
  });

  it('opens a recipe without ingredients or steps with an empty row to type in, and a scheduled one as scheduled', () => {
    const form = fromRecipe(
      storedRecipe({
        ingredients: [],
        instructions: [],
        cuisine: null,
        nutrition: null,
        datePublished: '2026-12-01T12:00:00Z',
        status: 'SCHEDULED',
      }),
      now,
    );
    expect(form.ingredients[0].rows).toHaveLength(1);
    expect(form.instructions[0].rows).toHaveLength(1);
    expect(form.cuisine).toBe('');
    expect(form.publication).toBe('schedule');
    expect(form.scheduledAt).toMatch(/^2026-12-0\dT\d\d:\d\d$/);
  });

  it('turns a stored recipe back into the same input (round trip)', () => {
    const input = toInput(fromRecipe(storedRecipe(), now), now);
    expect(input).toEqual({
      title: 'Bolo de cenoura',
      description: 'Fofinho, com cobertura de chocolate.',
      author: 'Marina',
      prepTime: 'PT20M',
      cookTime: 'PT40M',
      totalTime: 'PT1H',
      servings: '12 fatias',
      difficulty: 'MEDIUM',
      cuisine: 'Brasileira',
      imageUrl: {
        small: '/uploads/b-small.webp',
        medium: '/uploads/b-medium.webp',
        original: '/uploads/b-original.webp',
      },
      ingredients: [
        { section: 'Massa', quantity: '3', unit: '', ingredientName: 'cenoura' },
        { section: 'Massa', quantity: '2', unit: 'xícaras (chá)', ingredientName: 'farinha de trigo' },
        { section: 'Cobertura', quantity: '4', unit: 'colheres (sopa)', ingredientName: 'chocolate em pó' },
      ],
      instructions: [
        { section: 'Massa', stepNumber: 1, instructionText: 'Bata a cenoura.' },
        { section: 'Massa', stepNumber: 2, instructionText: 'Misture a farinha.' },
        { section: 'Cobertura', stepNumber: 3, instructionText: 'Derreta o chocolate.' },
      ],
      notes: [{ noteText: 'Fica melhor no dia seguinte.' }],
      tags: [{ name: 'bolo' }, { name: 'café da tarde' }],
      utensils: [{ name: 'Forma', link: 'https://loja.example/forma' }],
      category: [{ categoryId: 2 }],
      cravings: [{ id: 3 }],
      occasions: [{ id: 4 }],
      commentBody: '<p>Receita da vó.</p>',
      nutrition: { calories: 320, carbohydrates: 45.5, protein: 5, fat: null, fiber: null, sodium: null },
      sourceUrl: 'https://blog.example/receita/bolo-de-cenoura',
    });
  });

  it('trims text, sends empty optional fields as null and drops blank rows', () => {
    const form = filled({
      title: '  Pudim  ',
      author: '   ',
      cuisine: '',
      servings: ' ',
      prepTime: '',
      cookTime: '',
      tags: ['  doce ', ' '],
      notes: [
        { key: 'n1', text: '  ' },
        { key: 'n2', text: ' Gelado é melhor. ' },
      ],
      utensils: [{ key: 'u1', name: '', link: '' }],
    });
    form.ingredients[0].rows = [
      emptyIngredient(),
      { key: 'i2', quantity: ' 1 ', unit: ' lata ', name: ' leite condensado ' },
    ];
    form.instructions[0].rows = [
      { key: 's1', text: '' },
      { key: 's2', text: ' Bata tudo. ' },
    ];
    const input = toInput(form, now);
    expect(input).toMatchObject({
      title: 'Pudim',
      author: null,
      cuisine: null,
      servings: null,
      prepTime: null,
      cookTime: null,
      totalTime: null,
      imageUrl: null,
      nutrition: null,
      tags: [{ name: 'doce' }],
      notes: [{ noteText: 'Gelado é melhor.' }],
      utensils: [],
      ingredients: [{ section: '', quantity: '1', unit: 'lata', ingredientName: 'leite condensado' }],
      instructions: [{ section: '', stepNumber: 1, instructionText: 'Bata tudo.' }],
    });
    expect(input).not.toHaveProperty('datePublished');
    expect(input).not.toHaveProperty('draft');
  });

  it('sends times as ISO with the total of prep and cook', () => {
    const input = toInput(filled({ prepTime: '00:40:50', cookTime: '00:30:20' }), now);
    expect(input).toMatchObject({ prepTime: 'PT40M', cookTime: 'PT30M', totalTime: 'PT1H11M' });
    expect(toInput(filled({ prepTime: '00:00:00' }), now)).toMatchObject({ prepTime: 'PT0M', totalTime: 'PT0M' });
  });

  it('sends new cravings and occasions by name (with the craving image) and existing ones by id', () => {
    const image = { small: '/uploads/s.webp', medium: '/uploads/m.webp', original: '/uploads/o.webp' };
    const input = toInput(
      filled({
        cravings: [
          { id: 1, name: 'Doce', image: null },
          { id: null, name: ' Chocolate ', image },
          { id: null, name: 'Salgado', image: null },
        ],
        occasions: [
          { id: 2, name: 'Natal' },
          { id: null, name: 'Piquenique' },
        ],
      }),
      now,
    );
    expect(input.cravings).toEqual([{ id: 1 }, { name: 'Chocolate', imageUrl: image }, { name: 'Salgado' }]);
    expect(input.occasions).toEqual([{ id: 2 }, { name: 'Piquenique' }]);
  });

  it('reads nutrition numbers with a comma or a point', () => {
    expect(parseDecimal('12,5')).toBe(12.5);
    expect(parseDecimal('1.234,5')).toBe(1234.5);
    expect(parseDecimal('12.5')).toBe(12.5);
    expect(parseDecimal(' ')).toBeNull();
    expect(parseDecimal('-3')).toBeNaN();
    expect(parseDecimal('abc')).toBeNaN();
    const input = toInput(filled({ nutrition: { ...emptyForm().nutrition, calories: '250', fat: '3,2' } }), now);
    expect(input.nutrition).toEqual({
      calories: 250,
      carbohydrates: null,
      protein: null,
      fat: 3.2,
      fiber: null,
      sodium: null,
    });
  });

  describe('validate', () => {
    it('accepts a complete form', () => {
      expect(validate(fromRecipe(storedRecipe(), now), now)).toEqual({});
    });

    it('requires the title (spec §5 message) and the description, in form order', () => {
      const errors = validate(emptyForm(), now);
      expect(Object.entries(errors)).toEqual([
        ['title', 'Título da receita é obrigatório'],
        ['description', 'Descrição da receita é obrigatória'],
      ]);
      expect(validate(filled({ title: '   ' }), now).title).toBe('Título da receita é obrigatório');
    });

    it('checks the HH:MM:SS pattern with minutes and seconds below 60', () => {
      const errors = validate(filled({ prepTime: '1:30', cookTime: '00:75:00' }), now);
      expect(errors.prepTime).toMatch(/HH:MM:SS/);
      expect(errors.cookTime).toMatch(/HH:MM:SS/);
      expect(validate(filled({ prepTime: '01:30:00', cookTime: '' }), now)).toEqual({});
    });

    it('refuses what the server refuses: a time or a total past 720 hours (30 days)', () => {
      expect(validate(filled({ prepTime: '720:00:01', cookTime: '' }), now)).toEqual({
        prepTime: 'Use no máximo 720 horas (30 dias)',
      });
      expect(validate(filled({ prepTime: '400:00:00', cookTime: '400:00:00' }), now)).toEqual({
        cookTime: 'Preparo e cozimento somados devem ficar em até 720 horas (30 dias)',
      });
      expect(validate(filled({ prepTime: '700:00:00', cookTime: '20:00:00' }), now)).toEqual({});
    });

    it('asks for the name of an ingredient that has a quantity, naming its position', () => {
      const form = filled();
      form.ingredients = [
        { key: 'a', name: '', rows: [{ key: 'r1', quantity: '2', unit: 'ovos', name: 'ovos' }] },
        { key: 'b', name: 'Calda', rows: [{ key: 'r2', quantity: '1', unit: 'xícara', name: ' ' }] },
      ];
      expect(validate(form, now)).toEqual({ 'row.r2.name': 'Ingrediente 2: informe o nome do ingrediente' });
    });

    it('asks for the name of every section past the first', () => {
      const form = filled();
      form.instructions = [
        { key: 'a', name: '', rows: [{ key: 's1', text: 'Misture.' }] },
        { key: 'b', name: '  ', rows: [{ key: 's2', text: 'Asse.' }] },
      ];
      expect(validate(form, now)).toEqual({
        'section.b': 'Modo de preparo, seção 2: dê um nome à seção (ex.: Recheio)',
      });
    });

    it('requires http(s) utensil links and a name when there is a link', () => {
      const errors = validate(
        filled({
          utensils: [
            { key: 'u1', name: 'Forma', link: 'loja.com/forma' },
            { key: 'u2', name: '', link: 'https://loja.com/x' },
            { key: 'u3', name: 'Batedor', link: 'javascript:alert(1)' },
            { key: 'u4', name: 'Fouet', link: 'https://loja.com/fouet' },
          ],
        }),
        now,
      );
      expect(errors).toEqual({
        'row.u1.link': 'Utensílio 1: o link deve ser um endereço http:// ou https:// válido',
        'row.u2.name': 'Utensílio 2: informe o nome do utensílio',
        'row.u3.link': 'Utensílio 3: o link deve ser um endereço http:// ou https:// válido',
      });
    });

    it('requires nutrition numbers of zero or more, and whole calories', () => {
      const nutrition = {
        ...emptyForm().nutrition,
        calories: '12,5',
        protein: '-1',
        fat: 'muito',
        fiber: '0',
        sodium: '2000000',
      };
      expect(validate(filled({ nutrition }), now)).toEqual({
        'nutrition.calories': 'Informe um número inteiro maior ou igual a zero',
        'nutrition.protein': 'Informe um número maior ou igual a zero',
        'nutrition.fat': 'Informe um número maior ou igual a zero',
        'nutrition.sodium': 'Informe um valor de até 1.000.000',
      });
    });

    it('requires a future date and time to schedule', () => {
      expect(validate(filled({ publication: 'schedule', scheduledAt: '' }), now).scheduledAt).toBe(
        'Escolha a data e a hora da publicação',
      );
      expect(validate(filled({ publication: 'schedule', scheduledAt: '2020-01-01T10:00' }), now).scheduledAt).toBe(
        'Escolha uma data e hora no futuro',
      );
      expect(validate(filled({ publication: 'schedule', scheduledAt: '2099-01-01T10:00' }), now)).toEqual({});
    });

    it("checks the server's limits: lengths and list sizes", () => {
      const errors = validate(
        filled({
          title: 'x'.repeat(201),
          tags: Array.from({ length: 31 }, (_, i) => `t${i}`),
          cuisine: 'y'.repeat(101),
        }),
        now,
      );
      expect(errors).toEqual({
        title: 'Use no máximo 200 caracteres',
        cuisine: 'Use no máximo 100 caracteres',
        tags: 'No máximo 30 itens',
      });
    });
  });

  it('fills a new draft from an import: sections grouped, times as HH:MM:SS, the source and its picture kept', () => {
    const form = fromImport({
      title: 'Torta de Frango',
      description: 'Cremosa.',
      author: 'Dona Benta',
      prepTime: 'PT20M',
      cookTime: 'PT1H5M',
      servings: '8 porções',
      cuisine: null,
      ingredients: [
        { section: 'Massa', quantity: '2 1/2', unit: 'xícaras (chá)', ingredientName: 'farinha de trigo' },
        { section: 'Recheio', quantity: '', unit: 'a gosto', ingredientName: 'sal' },
      ],
      instructions: [
        { section: 'Massa', instructionText: 'Misture.' },
        { section: 'Recheio', instructionText: 'Refogue.' },
      ],
      notes: [{ noteText: 'Congela bem.' }],
      tags: [{ name: 'torta' }],
      category: [{ categoryId: 3 }],
      nutrition: { calories: 320, fat: 12.5 },
      imageSourceUrl: 'https://blog.example/torta.jpg',
      sourceUrl: 'https://blog.example/receita/torta',
    });
    expect(form).toMatchObject({
      title: 'Torta de Frango',
      author: 'Dona Benta',
      prepTime: '00:20:00',
      cookTime: '01:05:00',
      categoryIds: [3],
      tags: ['torta'],
      publication: 'draft',
      sourceUrl: 'https://blog.example/receita/torta',
      imageSourceUrl: 'https://blog.example/torta.jpg',
      image: null,
    });
    expect(form.ingredients.map((s) => [s.name, s.rows.map((r) => [r.quantity, r.unit, r.name])])).toEqual([
      ['Massa', [['2 1/2', 'xícaras (chá)', 'farinha de trigo']]],
      ['Recheio', [['', 'a gosto', 'sal']]],
    ]);
    expect(form.nutrition).toMatchObject({ calories: '320', fat: '12,5', protein: '' });
    const input = toInput(form, now);
    expect(input).toMatchObject({
      draft: true,
      sourceUrl: 'https://blog.example/receita/torta',
      imageSourceUrl: 'https://blog.example/torta.jpg',
      imageUrl: null,
    });
    // a picture chosen here replaces the page's: it is not downloaded
    const chosen = toInput({ ...form, image: { small: '/u/s.webp', medium: '/u/m.webp', original: '/u/o.webp' } }, now);
    expect(chosen).not.toHaveProperty('imageSourceUrl');
    expect(validate({ ...form, sourceUrl: 'javascript:alert(1)' }, now).sourceUrl).toBe(
      'A página de origem deve ser um endereço http:// ou https:// válido',
    );
  });

  it('names DOM ids after field paths', () => {
    expect(fieldId('title')).toBe('rf-title');
    expect(fieldId('row.k1.name')).toBe('rf-row-k1-name');
    expect(fieldId('nutrition.calories')).toBe('rf-nutrition-calories');
  });

  it('maps the field a server error names onto the form field, counting only the rows sent', () => {
    const form = filled({
      utensils: [
        { key: 'u1', name: '', link: '' },
        { key: 'u2', name: 'Forma', link: 'x' },
      ],
    });
    form.ingredients[0].rows = [emptyIngredient(), { key: 'i2', quantity: '1', unit: '', name: 'ovo' }];
    form.instructions[0].rows = [{ key: 's1', text: 'Misture.' }];
    expect(fieldOfServerError(form, 'title')).toBe('title');
    expect(fieldOfServerError(form, 'datePublished')).toBe('scheduledAt');
    expect(fieldOfServerError(form, 'ingredients[0].ingredientName')).toBe('row.i2.name');
    expect(fieldOfServerError(form, 'ingredients[0].section')).toBe(`section.${form.ingredients[0].key}`);
    expect(fieldOfServerError(form, 'instructions[0].stepNumber')).toBe('row.s1.text');
    expect(fieldOfServerError(form, 'utensils[0].link')).toBe('row.u2.link');
    expect(fieldOfServerError(form, 'cravings[1].name')).toBe('cravings');
    expect(fieldOfServerError(form, 'imageUrl.small')).toBe('image');
    expect(fieldOfServerError(form, 'ingredients[9].unit')).toBe('ingredients');
    expect(fieldOfServerError(form, 'something')).toBeNull();
    expect(fieldOfServerError(form, undefined)).toBeNull();
  });

  it('compares content regardless of row keys and property order', () => {
    const a = fromRecipe(storedRecipe(), now);
    const b = fromRecipe(storedRecipe(), now);
    expect(sameContent(a, b)).toBe(true);
    const { title, ...rest } = a;
    const reordered = JSON.parse(JSON.stringify({ ...rest, title })) as RecipeFormState;
    expect(sameContent(a, reordered)).toBe(true);
    expect(sameContent(a, { ...b, title: 'Outro' })).toBe(false);
    expect(sameContent(a, { ...b, tags: [...b.tags].reverse() })).toBe(false);
  });
});
