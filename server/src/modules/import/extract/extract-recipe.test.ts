import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { extractRecipe, MAX_HTML_LENGTH } from './extract-recipe';
import type { ExtractedLine } from './types';
import { WARNINGS } from './warnings';

/** A fixture page's HTML. */
const fixture = (name: string): string => readFileSync(join(__dirname, 'fixtures', `${name}.html`), 'utf8');

/** Lines of one section. */
const lines = (section: string, ...texts: string[]): ExtractedLine[] => texts.map((text) => ({ section, text }));

describe('extractRecipe on real-shaped pages', () => {
  it('wprm.html: a WP Recipe Maker post with its Yoast @graph: @id references, sections only in the HTML, notes, nutrition', () => {
    expect(extractRecipe(fixture('wprm'), 'https://www.cozinhadalu.com.br/bolo-de-cenoura/')).toEqual({
      title: 'Bolo de cenoura com cobertura de chocolate',
      description: 'Bolo de cenoura fofinho, feito no liquidificador, com cobertura de chocolate "casquinha".',
      author: 'Luciana Prado',
      prepTime: 'PT20M',
      cookTime: 'PT40M',
      totalTime: 'PT1H',
      servings: '12 fatias',
      cuisine: 'Brasileira',
      categories: ['Sobremesas', 'Bolos'],
      keywords: ['bolo de cenoura', 'bolo fofinho', 'chocolate'],
      ingredients: [
        ...lines(
          'Massa',
          '3 cenouras médias (descascadas e picadas)',
          '3 ovos',
          '1 xícara (chá) de óleo',
          '2 xícaras (chá) de açúcar',
          '2 e ½ xícaras (chá) de farinha de trigo',
          '1 colher (sopa) de fermento químico em pó',
        ),
        ...lines(
          'Cobertura',
          '1 colher (sopa) de manteiga',
          '3 colheres (sopa) de chocolate em pó 50% cacau',
          '1 xícara (chá) de açúcar',
          '5 colheres (sopa) de leite',
        ),
      ],
      instructions: [
        ...lines(
          'Massa',
          'Preaqueça o forno a 180 °C e unte uma forma de 20 x 30 cm com manteiga e farinha.',
          'No liquidificador, bata as cenouras, os ovos e o óleo até obter um creme liso.',
          'Passe para uma tigela, junte o açúcar e a farinha e misture. Por último, acrescente o fermento.',
          'Despeje na forma e asse por cerca de 40 minutos, até que um palito saia limpo.',
        ),
        ...lines(
          'Cobertura',
          'Em uma panela, leve todos os ingredientes ao fogo baixo, mexendo sempre, até ferver e engrossar levemente.',
          'Espalhe sobre o bolo ainda quente e deixe esfriar para formar a casquinha.',
        ),
      ],
      notes: [
        'Use cenouras bem alaranjadas: o bolo fica com uma cor mais bonita.',
        'O bolo pode ser congelado, sem a cobertura, por até 3 meses.',
      ],
      nutrition: { calories: 320, carbohydrates: 45, protein: 4.5, fat: 14, fiber: 1.2, sodium: 180 },
      images: [
        'https://www.cozinhadalu.com.br/wp-content/uploads/2023/05/bolo-de-cenoura.jpg',
        'https://www.cozinhadalu.com.br/wp-content/uploads/2023/05/bolo-de-cenoura-500x500.jpg',
        'https://www.cozinhadalu.com.br/wp-content/uploads/2023/05/bolo-de-cenoura-500x375.jpg',
        'https://www.cozinhadalu.com.br/wp-content/uploads/2023/05/bolo-de-cenoura-480x270.jpg',
      ],
      canonicalUrl: 'https://www.cozinhadalu.com.br/bolo-de-cenoura/',
      siteName: 'Cozinha da Lu',
      sources: ['json-ld', 'html'],
      warnings: [],
    });
  });

  it('yoast-graph.html: a Yoast @graph whose WebPage holds the Recipe as mainEntity (["Recipe", "NewsArticle"]), times like PT0H40M, authors by @id', () => {
    expect(
      extractRecipe(fixture('yoast-graph'), 'https://saborecasa.com.br/receitas/frango-assado-com-batatas/'),
    ).toEqual({
      title: 'Frango assado com batatas & alecrim',
      description: 'Frango assado suculento, com batatas douradas e alecrim. Tudo numa assadeira só.',
      author: 'Ana Souza, Equipe Sabor & Casa',
      prepTime: 'PT40M',
      cookTime: 'PT1H',
      totalTime: 'PT1H40M',
      servings: '6 porções',
      cuisine: 'Brasileira',
      categories: ['Prato principal'],
      keywords: ['frango', 'forno', 'batata'],
      ingredients: lines(
        '',
        '1 frango inteiro (cerca de 1,8 kg)',
        '1 kg de batata bolinha',
        '4 dentes de alho amassados',
        'Suco de 2 limões',
        '3 ramos de alecrim fresco',
        '4 colheres (sopa) de azeite',
        'Sal e pimenta-do-reino a gosto',
      ),
      instructions: lines(
        '',
        'Tempere o frango com o alho, o suco de limão, sal e pimenta. Deixe marinar por pelo menos 30 minutos.',
        'Preaqueça o forno a 200 °C. Cozinhe as batatas em água com sal por 10 minutos e escorra.',
        'Coloque o frango no centro da assadeira e as batatas em volta. Regue com o azeite e espalhe o alecrim.',
        'Cubra com papel-alumínio e asse por 40 minutos. Retire o papel e asse por mais 20 minutos, até dourar.',
      ),
      notes: [],
      nutrition: null,
      images: [
        'https://saborecasa.com.br/wp-content/uploads/2024/03/frango-assado.jpg',
        'https://saborecasa.com.br/wp-content/uploads/2024/03/frango-assado-1200x630.jpg',
      ],
      canonicalUrl: 'https://saborecasa.com.br/receitas/frango-assado-com-batatas/',
      siteName: 'Sabor & Casa',
      sources: ['json-ld', 'html'],
      warnings: [],
    });
  });

  it('tasty.html: Tasty Recipes: images as ImageObjects of several widths, groups as bold labels and sub-headings, notes', () => {
    expect(extractRecipe(fixture('tasty'), 'https://receitasdarenata.com/empadinha-de-frango/')).toEqual({
      title: 'Empadinha de frango',
      description: 'A massa podre mais fácil do mundo, com recheio cremoso de frango e requeijão.',
      author: 'Renata Lima',
      prepTime: 'PT30M',
      cookTime: 'PT25M',
      totalTime: 'PT55M',
      servings: '16 unidades',
      cuisine: 'Brasileira',
      categories: ['Salgados'],
      keywords: ['empada', 'empadinha de frango', 'salgado de festa'],
      ingredients: [
        ...lines(
          'Massa',
          '2 xícaras (chá) de farinha de trigo',
          '200 g de manteiga gelada',
          '1 gema',
          '1 pitada de sal',
        ),
        ...lines(
          'Recheio',
          '2 xícaras (chá) de frango cozido e desfiado',
          '1 tomate picado sem sementes',
          '1/2 cebola picada',
          '3 colheres (sopa) de requeijão cremoso',
          'Cheiro-verde a gosto',
        ),
        ...lines('Para pincelar', '1 gema para pincelar'),
      ],
      instructions: [
        ...lines(
          'Massa',
          'Em uma tigela, misture a farinha, a manteiga, a gema e o sal com as pontas dos dedos até formar uma massa que desgrude das mãos.',
          'Embrulhe em filme e leve à geladeira por 30 minutos.',
        ),
        ...lines(
          'Recheio e montagem',
          'Refogue a cebola e o tomate, junte o frango e o requeijão e finalize com o cheiro-verde. Deixe esfriar.',
          'Forre forminhas de empada com a massa, recheie e cubra com um disco de massa.',
          'Pincele com a gema e asse em forno preaquecido a 180 °C por 25 minutos.',
        ),
      ],
      notes: [
        'A manteiga precisa estar bem gelada para a massa ficar quebradiça.',
        'As empadinhas cruas podem ser congeladas por até 2 meses.',
      ],
      nutrition: { calories: 180, carbohydrates: 15, protein: 6, fat: 10.5, sodium: 300 },
      images: [
        'https://receitasdarenata.com/wp-content/uploads/2024/06/empadinha-1200x900.jpg',
        'https://receitasdarenata.com/wp-content/uploads/2024/06/empadinha-720x540.jpg',
        'https://receitasdarenata.com/wp-content/uploads/2024/06/empadinha-480x360.jpg',
      ],
      canonicalUrl: 'https://receitasdarenata.com/empadinha-de-frango/',
      siteName: 'Receitas da Renata',
      sources: ['json-ld', 'html'],
      warnings: [],
    });
  });

  it('microdata.html: microdata only: meta/time/span values, nested Person, HowToSection/HowToStep and NutritionInformation items', () => {
    expect(extractRecipe(fixture('microdata'), 'https://vovocida.com.br/receita/pudim-de-leite-condensado')).toEqual({
      title: 'Pudim de leite condensado',
      description:
        'Pudim lisinho, sem furinhos, feito em banho-maria. A receita que nunca falha nos almoços de domingo.',
      author: 'Dona Cida',
      prepTime: 'PT15M',
      cookTime: 'PT1H30M',
      totalTime: 'PT1H45M',
      servings: '8 porções',
      cuisine: 'Brasileira',
      categories: ['Sobremesas', 'Doces de geladeira'],
      keywords: ['pudim', 'sobremesa', 'leite condensado'],
      ingredients: [
        ...lines('Calda', '1 xícara (chá) de açúcar', '1/2 xícara (chá) de água'),
        ...lines('Pudim', '1 lata de leite condensado', 'A mesma medida da lata de leite', '3 ovos'),
      ],
      instructions: [
        ...lines(
          'Calda',
          'Em uma panela, derreta o açúcar em fogo baixo até virar um caramelo dourado.',
          'Junte a água com cuidado e mexa até dissolver os torrões. Despeje na forma de pudim e espalhe.',
        ),
        ...lines(
          'Pudim',
          'Bata no liquidificador o leite condensado, o leite e os ovos por 3 minutos.',
          'Despeje na forma caramelizada, cubra com papel-alumínio e asse em banho-maria a 180 °C por 1h30.',
          'Deixe esfriar e leve à geladeira por pelo menos 6 horas antes de desenformar.',
        ),
      ],
      notes: [
        'Para o pudim ficar sem furinhos, não bata demais e asse em forno baixo.',
        'Desenforme só depois de bem gelado.',
      ],
      nutrition: { calories: 290, carbohydrates: 48, protein: 7.5, fat: 7, sodium: 95 },
      images: ['https://vovocida.com.br/fotos/pudim-leite-condensado.jpg'],
      canonicalUrl: 'https://vovocida.com.br/receita/pudim-de-leite-condensado',
      siteName: 'Receitas da Vovó Cida',
      sources: ['microdata', 'html'],
      warnings: [],
    });
  });

  it('jsonld-sections.html: plain JSON-LD after a BreadcrumbList: HowToSection steps (one as an ItemList), header lines among the ingredients', () => {
    expect(
      extractRecipe(fixture('jsonld-sections'), 'https://www.receitasnestle.com.br/receitas/lasanha-a-bolonhesa'),
    ).toEqual({
      title: 'Lasanha à bolonhesa',
      description: 'Lasanha à bolonhesa com molho branco cremoso, perfeita para o almoço de domingo.',
      author: 'Receitas Nestlé',
      prepTime: 'PT50M',
      cookTime: 'PT40M',
      totalTime: 'PT1H30M',
      servings: '8 porções',
      cuisine: 'Italiana',
      categories: ['Massas', 'Prato principal'],
      keywords: ['lasanha', 'bolonhesa', 'molho branco'],
      ingredients: [
        ...lines(
          'Molho à bolonhesa',
          '2 colheres (sopa) de azeite',
          '1 cebola picada',
          '500 g de carne moída',
          '1 caixa de molho de tomate (520 g)',
        ),
        ...lines(
          'Molho branco',
          '2 colheres (sopa) de manteiga',
          '2 colheres (sopa) de farinha de trigo',
          '2 xícaras (chá) de leite',
          '1 caixinha de Creme de Leite NESTLÉ®',
        ),
        ...lines(
          'Montagem',
          '500 g de massa para lasanha pré-cozida',
          '300 g de presunto fatiado',
          '300 g de muçarela fatiada',
        ),
      ],
      instructions: [
        ...lines(
          'Molho à bolonhesa',
          'Em uma panela, aqueça o azeite e doure a cebola.',
          'Junte a carne moída e refogue até perder a cor rosada. Acrescente o molho de tomate e cozinhe por 10 minutos.',
        ),
        ...lines(
          'Molho branco',
          'Derreta a manteiga, junte a farinha e mexa por 1 minuto.',
          'Adicione o leite aos poucos, mexendo sempre, até engrossar. Desligue e misture o Creme de Leite.',
        ),
        ...lines(
          'Montagem',
          'Em um refratário, intercale camadas de molho à bolonhesa, massa, presunto, muçarela e molho branco.',
          'Termine com molho branco e leve ao forno preaquecido (200 °C) por 40 minutos.',
        ),
      ],
      notes: [],
      nutrition: { calories: 520, protein: 31, sodium: 1200 },
      images: ['https://www.receitasnestle.com.br/sites/default/files/srh_recipes/lasanha-bolonhesa.jpg'],
      canonicalUrl: null,
      siteName: 'Receitas Nestlé',
      sources: ['json-ld'],
      warnings: [],
    });
  });

  it('jsonld-string-steps.html: JSON-LD in a top-level array: instructions and ingredients as one string with line breaks', () => {
    expect(extractRecipe(fixture('jsonld-string-steps'), 'https://paneladabia.com/receitas/feijoada-light/')).toEqual({
      title: 'Feijoada light',
      // no description in the JSON-LD: the post's introduction
      description: 'Uma feijoada mais leve, com carnes magras, para o sábado sem culpa.',
      author: 'Bia Fernandes',
      prepTime: 'PT1H30M',
      cookTime: 'PT2H30M',
      totalTime: 'PT4H',
      servings: '4 porções',
      cuisine: null,
      categories: ['Prato principal', 'Feijões'],
      keywords: ['feijoada', 'light'],
      ingredients: lines(
        '',
        '500 g de feijão-preto',
        '300 g de lombo defumado em cubos',
        '2 linguiças de frango',
        '1 cebola picada',
        '4 dentes de alho',
        '2 folhas de louro',
      ),
      instructions: lines(
        '',
        'Deixe o feijão de molho na véspera e escorra.',
        'Cozinhe o feijão com o louro na pressão por 30 minutos.',
        'Doure o lombo e as linguiças, junte a cebola e o alho e refogue.',
        'Junte as carnes ao feijão e cozinhe em fogo baixo por 1 hora, até o caldo engrossar.',
      ),
      notes: [],
      nutrition: null,
      images: ['https://paneladabia.com/receitas/feijoada-light/img/feijoada-light.jpg'],
      canonicalUrl: null,
      siteName: 'Panela da Bia',
      sources: ['json-ld', 'html'],
      warnings: [],
    });
  });

  it('broken-json.html: malformed JSON-LD: comment wrapper, trailing commas, raw newlines and tabs, a control character, two objects, entity-encoded quotes, a truncated block', () => {
    expect(extractRecipe(fixture('broken-json'), 'https://cantinhodeminas.com.br/receitas/pao-de-queijo')).toEqual({
      title: 'Pão de queijo "de verdade"',
      description:
        'O pão de queijo da minha avó, com polvilho azedo e queijo canastra. Crocante por fora e macio por dentro.',
      author: 'Maria das Graças',
      prepTime: 'PT30M',
      cookTime: 'PT25M',
      totalTime: 'PT55M',
      servings: '40 unidades',
      cuisine: 'Mineira',
      categories: ['Lanches'],
      keywords: ['pão de queijo', 'polvilho', 'mineiro'],
      ingredients: lines(
        '',
        '500 g de polvilho azedo',
        '1 xícara (chá) de leite',
        '1/2 xícara (chá) de óleo',
        '1 colher (chá) de sal',
        '2 ovos',
        '250 g de queijo canastra ralado',
      ),
      instructions: lines(
        '',
        'Ferva o leite com o óleo e o sal e escalde o polvilho, mexendo bem.',
        'Quando amornar, junte os ovos um a um e sove até a massa ficar lisa.',
        'Acrescente o queijo e misture.',
        'Enrole bolinhas com as mãos untadas e asse a 180 °C por 25 minutos.',
      ),
      notes: [],
      nutrition: null,
      images: [
        'https://cantinhodeminas.com.br/fotos/pao-de-queijo.jpg',
        'https://cantinhodeminas.com.br/fotos/pao-de-queijo-quadrado.jpg',
      ],
      canonicalUrl: null,
      siteName: 'Cantinho de Minas',
      sources: ['json-ld'],
      warnings: ['O JSON-LD da página estava malformado e foi corrigido.', WARNINGS.jsonSkipped],
    });
  });

  it('no-structured-data.html: a blog post without structured data: headings, sub-headed groups, numbered paragraphs, labelled times', () => {
    expect(
      extractRecipe(
        fixture('no-structured-data'),
        'https://saboresdavo.blogspot.com/2023/08/torta-de-frango-de-liquidificador.html',
      ),
    ).toEqual({
      title: 'Torta de frango de liquidificador',
      description:
        'A torta de frango de liquidificador mais fácil e cremosa que você vai fazer. Massa batida, recheio caprichado.',
      author: 'Cláudia Menezes',
      prepTime: 'PT1H20M',
      cookTime: null,
      totalTime: null,
      servings: '12 pedaços',
      cuisine: null,
      categories: [],
      keywords: [],
      ingredients: [
        ...lines(
          'Massa',
          '3 ovos',
          '2 xícaras (chá) de leite',
          '1 xícara (chá) de óleo',
          '2 e 1/2 xícaras (chá) de farinha de trigo',
          '1 colher (sopa) de fermento em pó',
          'Sal a gosto',
        ),
        ...lines(
          'Recheio',
          '2 peitos de frango cozidos e desfiados',
          '1 cebola picada',
          '2 tomates picados',
          '1 lata de milho verde escorrido',
          '1/2 xícara (chá) de azeitonas picadas',
          'Cheiro-verde a gosto',
        ),
      ],
      instructions: [
        ...lines(
          'Recheio',
          'Em uma panela, refogue a cebola no azeite até murchar.',
          'Junte o frango, os tomates, o milho e as azeitonas. Tempere com sal e cheiro-verde e reserve.',
        ),
        ...lines(
          'Massa',
          'Bata no liquidificador os ovos, o leite, o óleo e o sal. Acrescente a farinha aos poucos e, por último, o fermento.',
          'Unte uma forma, despeje metade da massa, espalhe o recheio e cubra com o restante da massa.',
          'Asse em forno preaquecido a 180 °C por cerca de 40 minutos, até dourar.',
        ),
      ],
      notes: ['Polvilhe queijo parmesão por cima antes de assar.', 'Dá para trocar o frango por atum ou palmito.'],
      nutrition: null,
      images: ['https://blogger.googleusercontent.com/img/torta-frango-s1600.jpg'],
      canonicalUrl: 'https://saboresdavo.blogspot.com/2023/08/torta-de-frango-de-liquidificador.html',
      siteName: 'Sabores da Vó',
      sources: ['html'],
      warnings: [WARNINGS.listsFromText(true, true)],
    });
  });

  it('english-blog.html: an English blog: flat JSON-LD lines matched to the HTML groups despite small differences, Notes', () => {
    expect(
      extractRecipe(fixture('english-blog'), 'https://thecozyoven.com/brown-butter-chocolate-chip-cookies/'),
    ).toEqual({
      title: 'Brown Butter Chocolate Chip Cookies',
      description: 'Chewy brown butter chocolate chip cookies with crisp edges & a glossy vanilla glaze.',
      author: 'Emily Carter',
      prepTime: 'PT15M',
      cookTime: 'PT12M',
      totalTime: 'PT27M',
      servings: '24 cookies',
      cuisine: 'American',
      categories: ['Dessert', 'Cookies'],
      keywords: ['chocolate chip cookies', 'brown butter'],
      ingredients: [
        ...lines(
          'For the cookies',
          '1 cup (226g) unsalted butter',
          '2 1/4 cups (280g) all-purpose flour',
          '1 tsp baking soda',
          '1/2 tsp salt',
          '1 cup packed brown sugar',
          '1/2 cup granulated sugar',
          '2 large eggs, room temperature',
          '2 tsp vanilla extract',
          '2 cups semi-sweet chocolate chips',
        ),
        ...lines('For the glaze', '1 cup powdered sugar', '2 tbsp milk', '1/2 tsp vanilla extract'),
      ],
      instructions: lines(
        '',
        'Melt the butter in a saucepan over medium heat and cook, swirling, until golden brown and nutty. Let cool for 10 minutes.',
        'Whisk the flour, baking soda and salt in a bowl.',
        'Beat the browned butter with both sugars, then add the eggs and vanilla. Stir in the dry ingredients and the chocolate chips.',
        'Scoop 2-tablespoon balls onto lined baking sheets and bake at 350°F (175°C) for 11 to 12 minutes.',
        'Whisk the powdered sugar, milk and vanilla until smooth and drizzle over the cooled cookies.',
      ),
      notes: [
        'Chill the dough for 30 minutes if your kitchen is warm, or the cookies will spread too much.',
        'Baked cookies keep for 4 days in an airtight container.',
      ],
      nutrition: { calories: 210, carbohydrates: 28, protein: 2, fat: 10.5, fiber: 1, sodium: 95 },
      images: [
        'https://thecozyoven.com/wp-content/uploads/2024/02/brown-butter-cookies.jpg',
        'https://thecozyoven.com/wp-content/uploads/2024/02/brown-butter-cookies-og.jpg',
      ],
      canonicalUrl: 'https://thecozyoven.com/brown-butter-chocolate-chip-cookies/',
      siteName: 'The Cozy Oven',
      sources: ['json-ld', 'html'],
      warnings: [],
    });
  });

  it('own-site.html: the site’s own recipe page: flat recipeIngredient, HowToSection steps, sections from its <section> markup', () => {
    expect(extractRecipe(fixture('own-site'), 'https://receitasdamarina.com.br/recipes/42')).toEqual({
      title: 'Bolo de chocolate com brigadeiro',
      description:
        'Massa fofinha de chocolate e cobertura de brigadeiro cremoso: o bolo de aniversário que todo mundo pede.',
      author: 'Marina Duarte',
      prepTime: 'PT30M',
      cookTime: 'PT40M',
      totalTime: 'PT1H10M',
      servings: '20 pedaços',
      cuisine: 'Brasileira',
      categories: ['Bolos', 'Festas'],
      keywords: ['chocolate', 'brigadeiro', 'aniversário'],
      ingredients: [
        ...lines(
          'Massa',
          '3 ovos',
          '1 xícara (chá) de açúcar',
          '1/2 xícara (chá) de óleo',
          '1 xícara (chá) de água quente',
          '2 xícaras (chá) de farinha de trigo',
          '1/2 xícara (chá) de chocolate em pó 50%',
          '1 colher (sopa) de fermento químico em pó',
        ),
        ...lines(
          'Cobertura',
          '2 latas de leite condensado',
          '2 colheres (sopa) de manteiga',
          '4 colheres (sopa) de chocolate em pó 50%',
          '1 caixinha de creme de leite',
          'chocolate granulado a gosto',
        ),
      ],
      instructions: [
        ...lines('', 'Preaqueça o forno a 180 °C e unte uma forma redonda de 24 cm.'),
        ...lines(
          'Massa',
          'Bata os ovos com o açúcar até formar um creme claro.',
          'Junte o óleo e a água quente e, por fim, os secos peneirados. Asse por 40 minutos.',
        ),
        ...lines(
          'Cobertura',
          'Leve o leite condensado, a manteiga e o chocolate ao fogo baixo, mexendo até desgrudar da panela.',
          'Desligue, misture o creme de leite e espalhe sobre o bolo frio. Finalize com o granulado.',
        ),
      ],
      notes: [
        'Use chocolate em pó 50% cacau: o achocolatado deixa o bolo doce demais.',
        'O brigadeiro deve estar morno ao cobrir, para espalhar sem rasgar a massa.',
      ],
      nutrition: { calories: 380, carbohydrates: 52.5, protein: 6, fat: 17, fiber: 2.1, sodium: 120 },
      images: [
        'https://receitasdamarina.com.br/uploads/2024/05/bolo-brigadeiro-a1b2-original.jpg',
        'https://receitasdamarina.com.br/uploads/2024/05/bolo-brigadeiro-a1b2-1x1.jpg',
        'https://receitasdamarina.com.br/uploads/2024/05/bolo-brigadeiro-a1b2-4x3.jpg',
        'https://receitasdamarina.com.br/uploads/2024/05/bolo-brigadeiro-a1b2-16x9.jpg',
        'https://receitasdamarina.com.br/uploads/2024/05/bolo-brigadeiro-a1b2-share.jpg',
      ],
      canonicalUrl: 'https://receitasdamarina.com.br/recipes/42',
      siteName: 'Receitas da Marina',
      sources: ['json-ld', 'html'],
      warnings: [],
    });
  });
});

/** A page with these head and body contents. */
const page = (head: string, body: string): string =>
  `<!doctype html><html lang="pt-BR"><head><meta charset="utf-8">${head}</head><body>${body}</body></html>`;

/** A JSON-LD script with this value. */
const ld = (value: unknown): string => `<script type="application/ld+json">${JSON.stringify(value)}</script>`;

/** A fixture without its JSON-LD scripts (and its microdata), as a page that has none. */
const withoutStructuredData = (name: string): string =>
  fixture(name)
    .replace(/<script type="application\/ld\+json"[^>]*>[\s\S]*?<\/script>/g, '')
    .replace(/item(?:scope|prop|type)/g, 'data-x');

describe('pages without a recipe', () => {
  it.each([
    ['not-a-recipe', 'an article about food, with a BlogPosting and a list that is not one of ingredients'],
    ['not-found', 'a 404 page with a WebSite graph and a list of links'],
    ['blog-index', 'a category page whose ItemList names Recipes without ingredients or steps'],
  ])('%s.html → null (%s)', (name) => {
    expect(extractRecipe(fixture(name), 'https://www.cozinhadalu.com.br/x/')).toBeNull();
  });

  it.each([
    ['an empty page', ''],
    ['plain text', 'Nenhuma receita aqui.'],
    ['a holiday post', page('', '<h1>Minhas férias</h1><p>Fomos à praia.</p>')],
    ['ingredients without steps', page('', '<h2>Ingredientes</h2><ul><li>2 ovos</li><li>1 xícara de leite</li></ul>')],
    ['steps without ingredients', page('', '<h2>Modo de preparo</h2><ol><li>Misture tudo.</li><li>Asse.</li></ol>')],
    ['a Recipe without a name', page(ld({ '@type': 'Recipe', recipeIngredient: ['2 ovos'] }), '<p>Oi</p>')],
  ])('%s → null', (_label, html) => {
    expect(extractRecipe(html, null)).toBeNull();
  });

  it('ignores documents longer than MAX_HTML_LENGTH, and what is not a string', () => {
    const recipe = page(ld({ '@type': 'Recipe', name: 'Bolo', recipeIngredient: ['2 ovos'] }), '');
    expect(extractRecipe(recipe, null)).not.toBeNull();
    expect(extractRecipe(recipe + ' '.repeat(MAX_HTML_LENGTH), null)).toBeNull();
    expect(extractRecipe(undefined as unknown as string, null)).toBeNull();
    expect(extractRecipe(42 as unknown as string, {} as unknown as string)).toBeNull();
  });
});

describe('the HTML alone', () => {
  it.each([
    ['wprm', 'WP Recipe Maker groups'],
    ['tasty', 'Tasty Recipes boxes'],
    ['own-site', 'the site’s own <section>s'],
    ['microdata', 'headings and sub-headings'],
    ['english-blog', 'English headings'],
  ])('reads the lists of %s.html without its structured data (%s)', (name) => {
    const url = 'https://example.com/receita';
    const structured = extractRecipe(fixture(name), url)!;
    const html = extractRecipe(withoutStructuredData(name), url)!;
    expect(html.sources).toEqual(['html']);
    expect(html.warnings).toEqual([WARNINGS.listsFromText(true, true)]);
    // the same lines and sections as the structured reading, but the page's own spelling of the ingredients
    expect(html.instructions).toEqual(structured.instructions);
    expect(html.ingredients.map((line) => line.section)).toEqual(structured.ingredients.map((line) => line.section));
    expect(html.notes).toEqual(structured.notes);
  });

  it('reads the times and yield a WPRM card and this site’s details list show', () => {
    for (const [name, times] of [
      ['wprm', ['PT20M', 'PT40M', 'PT1H', '12 fatias']],
      ['own-site', ['PT30M', 'PT40M', 'PT1H10M', '20 pedaços']],
      ['microdata', ['PT15M', 'PT1H30M', 'PT1H45M', '8 porções']],
    ] as const) {
      const recipe = extractRecipe(withoutStructuredData(name), 'https://example.com/')!;
      expect([recipe.prepTime, recipe.cookTime, recipe.totalTime, recipe.servings]).toEqual(times);
    }
  });

  it('takes the title from og:title, else the h1, else <title>, without the site name after it', () => {
    const body = '<h2>Ingredientes</h2><ul><li>2 ovos</li></ul><h2>Preparo</h2><ol><li>Bata.</li></ol>';
    const read = (head: string, h1 = '') => extractRecipe(page(head, h1 + body), null)!.title;
    expect(
      read(
        '<meta property="og:title" content="Omelete | Blog da Vó"><meta property="og:site_name" content="Blog da Vó">',
      ),
    ).toBe('Omelete');
    expect(
      read(
        '<title>Omelete – Blog da Vó</title><meta property="og:site_name" content="blog da vo">',
        '<h1>Omelete simples</h1>',
      ),
    ).toBe('Omelete simples');
    expect(read('<title>Omelete – Blog da Vó</title><meta property="og:site_name" content="Blog da Vó">')).toBe(
      'Omelete',
    );
    expect(read('<title>Omelete - Dicas e receitas</title><meta property="og:site_name" content="Blog da Vó">')).toBe(
      'Omelete - Dicas e receitas',
    );
  });

  it('reads ingredients written as lines of a paragraph, and a "Modo de preparo:" label in bold', () => {
    const html = page(
      '',
      `<article><p>Receita da semana!</p><p><strong>Ingredientes:</strong></p>
       <p>2 xícaras de farinha<br>1 xícara de leite<br>&nbsp;3 ovos</p>
       <p><strong>Modo de preparo:</strong></p><p>Misture tudo e asse por 30 minutos.</p></article>
       <div id="comments"><h3>Comentários</h3><ol><li>Amei!</li></ol></div>`,
    );
    const recipe = extractRecipe(html, null)!;
    expect(recipe.ingredients).toEqual(lines('', '2 xícaras de farinha', '1 xícara de leite', '3 ovos'));
    expect(recipe.instructions).toEqual(lines('', 'Misture tudo e asse por 30 minutos.'));
  });

  it('reads "Ingredientes da massa" / "Ingredientes do recheio" headings as sections', () => {
    const html = page(
      '<meta property="og:title" content="Torta">',
      `<h2>Ingredientes da massa</h2><ul><li>2 xícaras de farinha</li></ul>
       <h2>Ingredientes do recheio</h2><ul><li>1 lata de palmito</li></ul>
       <h2>Modo de preparo da massa</h2><ol><li>Misture a farinha.</li></ol>
       <h2>Modo de preparo do recheio</h2><ol><li>Refogue o palmito.</li></ol>
       <aside><h2>Mais lidas</h2><ul><li>Bolo</li></ul></aside>`,
    );
    const recipe = extractRecipe(html, null)!;
    expect(recipe.ingredients).toEqual([
      ...lines('Massa', '2 xícaras de farinha'),
      ...lines('Recheio', '1 lata de palmito'),
    ]);
    expect(recipe.instructions).toEqual([
      ...lines('Massa', 'Misture a farinha.'),
      ...lines('Recheio', 'Refogue o palmito.'),
    ]);
  });

  it('reads list items all in bold, or ending with ":", as the names of the groups after them', () => {
    const html = page(
      '',
      `<h2>Ingredientes:</h2><ul><li><strong>Massa</strong></li><li>2 ovos</li><li>1 xícara de leite</li>
       <li>Recheio:</li><li>200 g de queijo</li></ul><h2>Modo de preparo</h2><ol><li>Misture.</li></ol>`,
    );
    expect(extractRecipe(html, null)!.ingredients).toEqual([
      ...lines('Massa', '2 ovos', '1 xícara de leite'),
      ...lines('Recheio', '200 g de queijo'),
    ]);
  });

  it('takes the first large picture of the article when there is no og:image', () => {
    const html = page(
      '',
      `<header><img src="/logo.png" width="600"></header><article><img src="/avatar.jpg" width="40">
       <img src="data:image/gif;base64,AAAA" data-lazy-src="/fotos/torta.jpg"><h2>Ingredientes</h2><ul><li>2 ovos</li></ul>
       <h2>Preparo</h2><ol><li>Bata.</li></ol></article>`,
    );
    expect(extractRecipe(html, 'https://blog.example/receita/torta')!.images).toEqual([
      'https://blog.example/fotos/torta.jpg',
    ]);
  });
});

describe('merging the sources', () => {
  const bolo = {
    '@context': 'https://schema.org',
    '@type': 'Recipe',
    name: 'Bolo de Fubá Cremoso',
    description: 'Um bolo de fubá com camada cremosa &amp; macia.',
    author: { '@type': 'Person', name: 'Dona Benta' },
    prepTime: 'PT15M',
    recipeYield: ['12', '12 fatias'],
    recipeCategory: ['BOLOS', 'Café da Manhã'],
    image: '/img/bolo.jpg',
    recipeIngredient: ['2 xícaras (chá) de leite', '1 e 1/2 xícara (chá) de fubá', '3 ovos', 'sal a gosto'],
    recipeInstructions: [
      { '@type': 'HowToStep', text: 'Bata tudo no liquidificador.' },
      { '@type': 'HowToStep', text: 'Asse por 45 minutos a 180 °C.' },
    ],
  };

  it('takes each field from JSON-LD first, then microdata, then the page', () => {
    const html = page(
      `${ld(bolo)}<meta property="og:site_name" content="Blog da Vó"><meta property="og:image" content="/img/bolo-og.jpg">`,
      `<div itemscope itemtype="http://schema.org/Recipe"><h1 itemprop="name">Bolo de fubá</h1>
       <time itemprop="cookTime" datetime="PT45M">45 min</time><meta itemprop="recipeCuisine" content="Brasileira">
       <span itemprop="prepTime">1 hora</span></div>`,
    );
    expect(extractRecipe(html, 'https://blog.example/receita/bolo')).toEqual({
      title: 'Bolo de Fubá Cremoso',
      description: 'Um bolo de fubá com camada cremosa & macia.',
      author: 'Dona Benta',
      prepTime: 'PT15M',
      cookTime: 'PT45M',
      totalTime: 'PT1H',
      servings: '12 fatias',
      cuisine: 'Brasileira',
      categories: ['BOLOS', 'Café da Manhã'],
      keywords: [],
      ingredients: lines('', '2 xícaras (chá) de leite', '1 e 1/2 xícara (chá) de fubá', '3 ovos', 'sal a gosto'),
      instructions: lines('', 'Bata tudo no liquidificador.', 'Asse por 45 minutos a 180 °C.'),
      notes: [],
      nutrition: null,
      images: ['https://blog.example/img/bolo.jpg', 'https://blog.example/img/bolo-og.jpg'],
      canonicalUrl: null,
      siteName: 'Blog da Vó',
      sources: ['json-ld', 'microdata', 'html'],
      warnings: [],
    });
  });

  it('makes URLs absolute against the canonical URL without a page address, and drops what stays relative', () => {
    const withCanonical = page(`${ld(bolo)}<link rel="canonical" href="https://blog.example/receita/bolo">`, '');
    expect(extractRecipe(withCanonical, null)!.images).toEqual(['https://blog.example/img/bolo.jpg']);
    expect(extractRecipe(page(ld(bolo), ''), null)!.images).toEqual([]);
    expect(extractRecipe(page(ld({ ...bolo, image: '//cdn.example/b.jpg' }), ''), null)!.images).toEqual([
      'https://cdn.example/b.jpg',
    ]);
  });

  it('imports the first of several recipes, and says so', () => {
    const html = page(ld([bolo, { ...bolo, name: 'Pão de queijo' }, { ...bolo, '@id': '#x' }]), '');
    const recipe = extractRecipe(html, null)!;
    expect(recipe.title).toBe('Bolo de Fubá Cremoso');
    expect(recipe.warnings).toEqual(['A página tem 2 receitas; foi importada a primeira (“Bolo de Fubá Cremoso”).']);
  });

  it('keeps the structured lines flat when the page’s groups say something else, and says so', () => {
    const html = page(
      ld(bolo),
      `<h2>Ingredientes</h2><h3>Massa</h3><ul><li>500 g de farinha</li><li>2 ovos</li></ul>
       <h3>Cobertura</h3><ul><li>1 lata de leite condensado</li></ul>`,
    );
    const recipe = extractRecipe(html, null)!;
    expect(recipe.ingredients.every((line) => line.section === '')).toBe(true);
    expect(recipe.warnings).toEqual([WARNINGS.ingredientGroupsMismatch]);
    expect(recipe.sources).toEqual(['json-ld']);
  });

  it('returns a named structured recipe without steps, and says the page has none', () => {
    const html = page(ld({ '@type': 'Recipe', name: 'Vinagrete', recipeIngredient: ['2 tomates', '1 cebola'] }), '');
    const recipe = extractRecipe(html, null)!;
    expect(recipe.ingredients).toEqual(lines('', '2 tomates', '1 cebola'));
    expect(recipe.instructions).toEqual([]);
    expect(recipe.warnings).toEqual([WARNINGS.noInstructions]);
  });

  it('fills steps missing from the JSON-LD from the page, and says they were read from the text', () => {
    const html = page(
      ld({ '@type': 'Recipe', name: 'Vinagrete', recipeIngredient: ['2 tomates', '1 cebola'] }),
      '<h2>Modo de fazer</h2><ol><li>Pique tudo.</li><li>Tempere.</li></ol>',
    );
    const recipe = extractRecipe(html, null)!;
    expect(recipe.instructions).toEqual(lines('', 'Pique tudo.', 'Tempere.'));
    expect(recipe.sources).toEqual(['json-ld', 'html']);
    expect(recipe.warnings).toEqual([WARNINGS.listsFromText(false, true)]);
  });

  it('still reads the other sources when every JSON-LD block is unreadable', () => {
    const html = page(
      '<script type="application/ld+json">{"@type": "Recipe", "name": </script>',
      `<div itemscope itemtype="https://schema.org/Recipe"><h1 itemprop="name">Pão de Queijo</h1>
       <ul><li itemprop="recipeIngredient">500 g de polvilho azedo</li><li itemprop="recipeIngredient">2 ovos</li></ul>
       <ol><li itemprop="recipeInstructions">Misture tudo.</li><li itemprop="recipeInstructions">Asse até dourar.</li></ol></div>`,
    );
    const recipe = extractRecipe(html, null)!;
    expect(recipe.title).toBe('Pão de Queijo');
    expect(recipe.ingredients).toEqual(lines('', '500 g de polvilho azedo', '2 ovos'));
    expect(recipe.instructions).toEqual(lines('', 'Misture tudo.', 'Asse até dourar.'));
    expect(recipe.sources).toEqual(['microdata']);
    expect(recipe.warnings).toEqual([WARNINGS.jsonSkipped]);
  });
});
