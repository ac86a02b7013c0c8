import { isSectionHeader, parseIngredientLine } from './ingredient-parser';
import { scaleQuantity } from './quantity';
import { ingredientLine } from './recipe-text';

type Case = [line: string, quantity: string, unit: string, ingredientName: string];

// Lines as Brazilian sites publish them (TudoGostoso, Panelinha, Receitas Nestlé), then the odd ones a paste brings.
const PORTUGUESE: Case[] = [
  ['750 g de filé mignon em peça', '750', 'g', 'filé mignon em peça'],
  ['1 e 1/2 xícara (chá) de farinha de trigo', '1 e 1/2', 'xícara (chá)', 'farinha de trigo'],
  ['½ colher (sopa) de sal', '1/2', 'colher (sopa)', 'sal'],
  ['1½ xícara (chá) de leite', '1 1/2', 'xícara (chá)', 'leite'],
  ['2 a 3 dentes de alho', '2 a 3', 'dentes', 'alho'],
  ['1 lata de leite condensado (395 g)', '1', 'lata', 'leite condensado (395 g)'],
  ['1 medida da lata de suco concentrado de maracujá', '1', 'medida da lata', 'suco concentrado de maracujá'],
  ['2 medidas da lata de leite', '2', 'medidas da lata', 'leite'],
  ['3 ovos', '3', '', 'ovos'],
  ['2 cebolas médias picadas', '2', '', 'cebolas médias picadas'],
  ['4 ovos (claras e gemas separadas)', '4', '', 'ovos (claras e gemas separadas)'],
  ['1 cebola grande picada', '1', '', 'cebola grande picada'],
  ['3 tomates maduros sem pele e sem sementes', '3', '', 'tomates maduros sem pele e sem sementes'],
  ['½ limão', '1/2', '', 'limão'],
  ['2 dentes', '2', '', 'dentes'],
  // Cups and spoons: abbreviations and 'de chá' spelled as the site spells them, the number kept.
  ['2 xícaras (chá) de leite morno', '2', 'xícaras (chá)', 'leite morno'],
  ['3 xícaras de chá de farinha de trigo', '3', 'xícaras (chá)', 'farinha de trigo'],
  ['1 xícara de chá de óleo', '1', 'xícara (chá)', 'óleo'],
  ['1 xícara (de chá) de açúcar', '1', 'xícara (chá)', 'açúcar'],
  ['1/2 xícara de café de água', '1/2', 'xícara (café)', 'água'],
  ['1 xícara de chá gelado', '1', 'xícara', 'chá gelado'],
  ['1 xíc. de açúcar', '1', 'xícara', 'açúcar'],
  ['4 xíc. (chá) de farinha', '4', 'xícaras (chá)', 'farinha'],
  ['2 xic de leite', '2', 'xícaras', 'leite'],
  ['1 xicara de leite', '1', 'xícara', 'leite'],
  ['1 colher (sopa) de manteiga', '1', 'colher (sopa)', 'manteiga'],
  ['2 colheres (sopa) de azeite de oliva', '2', 'colheres (sopa)', 'azeite de oliva'],
  ['1 colher de sopa de fermento químico em pó', '1', 'colher (sopa)', 'fermento químico em pó'],
  ['2 colheres de sopa de manteiga', '2', 'colheres (sopa)', 'manteiga'],
  ['3 colheres (de sopa) de açúcar', '3', 'colheres (sopa)', 'açúcar'],
  ['1 c. sopa de manteiga', '1', 'colher (sopa)', 'manteiga'],
  ['2 c. (sopa) de azeite', '2', 'colheres (sopa)', 'azeite'],
  ['1 col. chá de sal', '1', 'colher (chá)', 'sal'],
  ['1/2 col. (chá) de bicarbonato de sódio', '1/2', 'colher (chá)', 'bicarbonato de sódio'],
  ['2 cs de azeite', '2', 'colheres (sopa)', 'azeite'],
  ['1 cc de canela em pó', '1', 'colher (chá)', 'canela em pó'],
  ['1 colher (chá) de fermento biológico seco', '1', 'colher (chá)', 'fermento biológico seco'],
  ['1 colher (sobremesa) de orégano', '1', 'colher (sobremesa)', 'orégano'],
  ['1 colher de café de noz-moscada', '1', 'colher (café)', 'noz-moscada'],
  ['1 colher (sopa) cheia de manteiga', '1', 'colher (sopa) cheia', 'manteiga'],
  ['1 colher de chá rasa de sal', '1', 'colher (chá) rasa', 'sal'],
  // Weights and volumes, glued or not, with a decimal comma.
  ['500g de carne moída', '500', 'g', 'carne moída'],
  ['200ml de leite de coco', '200', 'ml', 'leite de coco'],
  ['1kg de batata', '1', 'kg', 'batata'],
  ['1,5 kg de pernil suíno', '1,5', 'kg', 'pernil suíno'],
  ['0,5 l de caldo de legumes', '0,5', 'l', 'caldo de legumes'],
  ['1 litro de leite', '1', 'litro', 'leite'],
  ['2 litros de água', '2', 'litros', 'água'],
  ['1 L de caldo de galinha', '1', 'L', 'caldo de galinha'],
  ['100 gr de queijo parmesão ralado', '100', 'gr', 'queijo parmesão ralado'],
  // Ranges as the scaler reads them.
  ['2-3 colheres (sopa) de açúcar', '2-3', 'colheres (sopa)', 'açúcar'],
  ['2–3 dentes de alho picados', '2–3', 'dentes', 'alho picados'],
  ['2 ou 3 tomates', '2 ou 3', '', 'tomates'],
  // Pinches, bunches, packages; amounts in words before a measure.
  ['1 pitada de sal', '1', 'pitada', 'sal'],
  ['Uma pitada de noz-moscada', '1', 'pitada', 'noz-moscada'],
  ['Meia xícara (chá) de óleo', '1/2', 'xícara (chá)', 'óleo'],
  ['um fio de azeite', '1', 'fio', 'azeite'],
  ['1 punhado de salsinha picada', '1', 'punhado', 'salsinha picada'],
  ['1 maço de cheiro-verde picado', '1', 'maço', 'cheiro-verde picado'],
  ['2 ramos de alecrim fresco', '2', 'ramos', 'alecrim fresco'],
  ['4 fatias de queijo muçarela', '4', 'fatias', 'queijo muçarela'],
  ['2 folhas de louro', '2', 'folhas', 'louro'],
  ['6 unidades de pão francês', '6', 'unidades', 'pão francês'],
  ['1 dúzia de ovos', '1', 'dúzia', 'ovos'],
  ['1 caixinha de creme de leite (200 g)', '1', 'caixinha', 'creme de leite (200 g)'],
  ['1 Lata de Leite MOÇA® (395g)', '1', 'Lata', 'Leite MOÇA® (395g)'],
  ['1 Caixinha de Creme de Leite NESTLÉ® (200g)', '1', 'Caixinha', 'Creme de Leite NESTLÉ® (200g)'],
  ['1 lata (395 g) de leite condensado', '1', 'lata (395 g)', 'leite condensado'],
  ['1 pacote (200 g) de biscoito maisena', '1', 'pacote (200 g)', 'biscoito maisena'],
  ['1 pacote de gelatina sabor morango', '1', 'pacote', 'gelatina sabor morango'],
  ['1 envelope de gelatina incolor sem sabor', '1', 'envelope', 'gelatina incolor sem sabor'],
  ['1 tablete de caldo de galinha', '1', 'tablete', 'caldo de galinha'],
  ['1 copo americano de óleo', '1', 'copo americano', 'óleo'],
  ['1 lata pequena de milho verde escorrido', '1', 'lata pequena', 'milho verde escorrido'],
  // The word after the measure goes; notes and 'opcional' stay in the name.
  ['2 colheres (sopa) do tempero da casa', '2', 'colheres (sopa)', 'tempero da casa'],
  ['1 xícara (chá) de açúcar (opcional)', '1', 'xícara (chá)', 'açúcar (opcional)'],
  ['1 colher (sopa) de manteiga (ou margarina)', '1', 'colher (sopa)', 'manteiga (ou margarina)'],
  // To taste.
  ['sal a gosto', '', 'a gosto', 'sal'],
  ['Sal a gosto', '', 'a gosto', 'Sal'],
  ['sal e pimenta-do-reino a gosto', '', 'a gosto', 'sal e pimenta-do-reino'],
  ['Pimenta-do-reino moída na hora a gosto', '', 'a gosto', 'Pimenta-do-reino moída na hora'],
  ['azeite a gosto para regar', '', 'a gosto', 'azeite para regar'],
  ['sal (a gosto)', '', 'a gosto', 'sal'],
  ['azeite q.b.', '', 'q.b.', 'azeite'],
  ['Chocolate granulado a gosto (opcional)', '', 'a gosto', 'Chocolate granulado (opcional)'],
  // No amount: all name.
  ['Raspas de 1 limão', '', '', 'Raspas de 1 limão'],
  ['Suco de ½ limão', '', '', 'Suco de ½ limão'],
  ['Manteiga e farinha de trigo para untar', '', '', 'Manteiga e farinha de trigo para untar'],
  ['uma cebola picada', '', '', 'uma cebola picada'],
  // Bullets, spaces, a closing period.
  ['• 2 xícaras (chá) de leite', '2', 'xícaras (chá)', 'leite'],
  ['- 1 lata de creme de leite', '1', 'lata', 'creme de leite'],
  ['* 3 ovos', '3', '', 'ovos'],
  ['  2  xícaras   (chá) de  leite ', '2', 'xícaras (chá)', 'leite'],
  ['200\u00a0g de manteiga sem sal.', '200', 'g', 'manteiga sem sal'],
];

// Lines as English sites publish them: the unit as written, never translated.
const ENGLISH: Case[] = [
  ['2 cups flour', '2', 'cups', 'flour'],
  ['2 cups all-purpose flour', '2', 'cups', 'all-purpose flour'],
  ['1 cup of sugar', '1', 'cup', 'sugar'],
  ['1/2 tsp salt', '1/2', 'tsp', 'salt'],
  ['2 tbsp olive oil', '2', 'tbsp', 'olive oil'],
  ['1 1/2 cups milk', '1 1/2', 'cups', 'milk'],
  ['1½ cups sugar', '1 1/2', 'cups', 'sugar'],
  ['¼ cup chopped fresh parsley', '1/4', 'cup', 'chopped fresh parsley'],
  ['¾ cup grated Parmesan cheese, divided', '3/4', 'cup', 'grated Parmesan cheese, divided'],
  ['3 large eggs', '3', '', 'large eggs'],
  ['2 large eggs, beaten', '2', '', 'large eggs, beaten'],
  ['1 large onion, chopped', '1', '', 'large onion, chopped'],
  ['1 (14 oz) can tomatoes', '1', 'can (14 oz)', 'tomatoes'],
  ['1 (16 ounce) package spaghetti', '1', 'package (16 ounce)', 'spaghetti'],
  ['1 can (15 oz) black beans, drained', '1', 'can (15 oz)', 'black beans, drained'],
  ['2 to 3 cloves garlic, minced', '2 to 3', 'cloves', 'garlic, minced'],
  ['3 cloves garlic, minced', '3', 'cloves', 'garlic, minced'],
  ['1 pound lean ground beef', '1', 'pound', 'lean ground beef'],
  ['1 lb ground beef', '1', 'lb', 'ground beef'],
  ['8 oz cream cheese, softened', '8', 'oz', 'cream cheese, softened'],
  ['3 ounces dark chocolate', '3', 'ounces', 'dark chocolate'],
  ['2 tablespoons butter', '2', 'tablespoons', 'butter'],
  ['1 teaspoon vanilla extract', '1', 'teaspoon', 'vanilla extract'],
  ['2 Tbsp. soy sauce', '2', 'Tbsp.', 'soy sauce'],
  ['2 tbs honey', '2', 'tbs', 'honey'],
  ['1.5 cups water', '1.5', 'cups', 'water'],
  ['1-2 tsp chili flakes', '1-2', 'tsp', 'chili flakes'],
  ['2–3 tbsp lemon juice', '2–3', 'tbsp', 'lemon juice'],
  ['500g flour', '500', 'g', 'flour'],
  ['4 cups chicken broth', '4', 'cups', 'chicken broth'],
  ['a pinch of salt', '1', 'pinch', 'salt'],
  ['1 pinch cayenne pepper', '1', 'pinch', 'cayenne pepper'],
  ['1 heaping tablespoon cocoa powder', '1', 'heaping tablespoon', 'cocoa powder'],
  ['1 stick butter, melted', '1', 'stick', 'butter, melted'],
  ['2 sprigs fresh thyme', '2', 'sprigs', 'fresh thyme'],
  ['1 bunch cilantro, chopped', '1', 'bunch', 'cilantro, chopped'],
  ['2 (6 oz) chicken breasts', '2', '', '(6 oz) chicken breasts'],
  ['salt and pepper to taste', '', '', 'salt and pepper to taste'],
  ['Juice of 1 lemon', '', '', 'Juice of 1 lemon'],
];

describe('parseIngredientLine', () => {
  it.each(PORTUGUESE)("'%s' → '%s' · '%s' · '%s'", (line, quantity, unit, ingredientName) => {
    expect(parseIngredientLine(line)).toEqual({ quantity, unit, ingredientName });
  });

  it.each(ENGLISH)("'%s' → '%s' · '%s' · '%s'", (line, quantity, unit, ingredientName) => {
    expect(parseIngredientLine(line)).toEqual({ quantity, unit, ingredientName });
  });

  it.each([
    ['1 cup (240 ml) milk', { quantity: '1', unit: 'cup', ingredientName: 'milk', note: '240 ml' }],
    ['200 g (1 xícara) de açúcar', { quantity: '200', unit: 'g', ingredientName: 'açúcar', note: '1 xícara' }],
    [
      '1 xícara (chá) (240 ml) de leite',
      { quantity: '1', unit: 'xícara (chá)', ingredientName: 'leite', note: '240 ml' },
    ],
  ])("keeps the same amount in another measure apart: '%s'", (line, expected) => {
    expect(parseIngredientLine(line)).toEqual(expected);
  });

  it.each([...PORTUGUESE, ...ENGLISH].filter(([, quantity, unit]) => quantity && unit !== 'a gosto'))(
    "writes '%s' in a quantity the scaler reads",
    (_line, quantity, unit) => {
      expect(scaleQuantity(quantity, unit, 2).quantity).not.toBe(quantity);
    },
  );
});

describe('parseIngredientLine and ingredientLine', () => {
  it.each([
    ['750 g de filé mignon em peça'],
    ['1 e 1/2 xícara (chá) de farinha de trigo'],
    ['2 a 3 dentes de alho'],
    ['1 lata de leite condensado (395 g)'],
    ['1 lata (395 g) de leite condensado'],
    ['3 ovos'],
    ['2 cebolas médias picadas'],
    ['4 ovos (claras e gemas separadas)'],
    ['2 xícaras (chá) de leite morno'],
    ['1 colher (sopa) cheia de manteiga'],
    ['1,5 kg de pernil suíno'],
    ['2-3 colheres (sopa) de açúcar'],
    ['1 pitada de sal'],
    ['1 copo americano de óleo'],
    ['1 xícara (chá) de açúcar (opcional)'],
    ['1 Lata de Leite MOÇA® (395g)'],
    ['sal a gosto'],
    ['sal e pimenta-do-reino a gosto'],
    ['azeite q.b.'],
    ['Raspas de 1 limão'],
  ])("reads '%s' back as written", (line) => {
    expect(ingredientLine(parseIngredientLine(line))).toBe(line);
  });

  it.each([
    ['½ colher (sopa) de sal', '1/2 colher (sopa) de sal'],
    ['3 xícaras de chá de farinha de trigo', '3 xícaras (chá) de farinha de trigo'],
    ['1 c. sopa de manteiga', '1 colher (sopa) de manteiga'],
    ['2 cs de azeite', '2 colheres (sopa) de azeite'],
    ['4 xíc. de farinha', '4 xícaras de farinha'],
    ['500g de carne moída', '500 g de carne moída'],
    ['Uma pitada de noz-moscada', '1 pitada de noz-moscada'],
    ['2 colheres (sopa) do tempero da casa', '2 colheres (sopa) de tempero da casa'],
    ['azeite a gosto para regar', 'azeite para regar a gosto'],
    ['• 2 xícaras (chá) de leite', '2 xícaras (chá) de leite'],
    ['Sal a gosto.', 'Sal a gosto'],
  ])("reads '%s' back in the site's spelling: '%s'", (line, reads) => {
    expect(ingredientLine(parseIngredientLine(line))).toBe(reads);
  });
});

describe('isSectionHeader', () => {
  it.each(['Para a massa:', 'Massa:', 'Cobertura', 'RECHEIO', 'Para o recheio', 'Para a calda', 'For the sauce:'])(
    "'%s' names a group of ingredients",
    (line) => {
      expect(isSectionHeader(line)).toBe(true);
    },
  );

  it.each(['Para untar: manteiga', 'Sal', 'sal a gosto', '2 xícaras (chá) de leite', 'Molho de tomate', ''])(
    "'%s' is an ingredient (or nothing)",
    (line) => {
      expect(isSectionHeader(line)).toBe(false);
    },
  );
});
