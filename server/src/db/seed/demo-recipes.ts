import type { DemoRecipe } from './demo.types';

export const DEMO_RECIPES: DemoRecipe[] = [
  {
    slug: 'pao-de-queijo-mineiro',
    title: 'Pão de Queijo Mineiro',
    description:
      'Casquinha crocante, miolo elástico e muito queijo meia cura: o pão de queijo da minha avó, com polvilho escaldado do jeito mineiro.',
    prepTime: 'PT30M',
    cookTime: 'PT30M',
    servings: '30 unidades',
    difficulty: 'MEDIUM',
    cuisine: 'Mineira',
    categories: ['Pães e Massas', 'Café da Manhã'],
    cravings: ['Queijo', 'Comida de Conforto', 'Salgadinho de Festa'],
    occasions: ['Café da Tarde', 'Dia a Dia', 'Festa de Aniversário'],
    ingredients: [
      { section: '', ingredientName: 'polvilho azedo', quantity: '500', unit: 'g' },
      { section: '', ingredientName: 'leite integral', quantity: '1', unit: 'xícara (chá)' },
      { section: '', ingredientName: 'óleo', quantity: '1/2', unit: 'xícara (chá)' },
      { section: '', ingredientName: 'sal', quantity: '1', unit: 'colher (chá)' },
      { section: '', ingredientName: 'ovos grandes', quantity: '2', unit: 'unidades' },
      { section: '', ingredientName: 'queijo meia cura ou canastra ralado', quantity: '250', unit: 'g' },
      { section: '', ingredientName: 'queijo parmesão ralado', quantity: '50', unit: 'g' },
    ],
    instructions: [
      {
        section: '',
        instructionText:
          'Coloque o polvilho em uma tigela grande. Em uma panela, leve o leite, o óleo e o sal ao fogo médio até ferver.',
      },
      {
        section: '',
        instructionText:
          'Despeje o líquido fervente sobre o polvilho aos poucos, mexendo com uma colher de pau até formar uma farofa úmida e sem pelotas. Deixe amornar por cerca de 10 minutos.',
      },
      {
        section: '',
        instructionText:
          'Acrescente os ovos, um de cada vez, misturando e sovando com as mãos até que cada um seja totalmente incorporado.',
      },
      {
        section: '',
        instructionText:
          'Junte os queijos e sove por mais 5 minutos, até obter uma massa lisa que desgruda das mãos. Se estiver muito seca, acrescente leite às colheradas.',
      },
      {
        section: '',
        instructionText:
          'Preaqueça o forno a 200 °C. Com as mãos untadas de óleo, modele bolinhas de 3 cm e distribua em uma assadeira, deixando espaço entre elas.',
      },
      {
        section: '',
        instructionText:
          'Asse por 25 a 30 minutos, até que estejam crescidos e bem dourados. Sirva quentinho, de preferência com um café passado na hora.',
      },
    ],
    notes: [
      'Para congelar, disponha as bolinhas cruas em uma assadeira, leve ao freezer por 2 horas e depois transfira para um saco próprio. Asse ainda congeladas, acrescentando uns 10 minutos ao tempo de forno.',
      'Na falta de queijo meia cura, use uma mistura de muçarela e parmesão. Fica gostoso, mas o sabor mineiro de verdade vem do queijo curado.',
    ],
    tags: ['pão de queijo', 'mineira', 'polvilho', 'sem glúten', 'lanche'],
    utensils: [
      { name: 'Tigela grande de vidro', link: 'https://www.amazon.com.br/s?k=tigela+de+vidro+grande' },
      { name: 'Assadeira antiaderente', link: 'https://www.amazon.com.br/s?k=assadeira+antiaderente' },
    ],
    commentBody:
      '<p>Se existe um cheiro que me leva direto para a cozinha da <strong>Vó Cida</strong>, em Divinópolis, é o de pão de queijo saindo do forno. Ela nunca mediu nada com balança: escaldava o polvilho “no olho”, sovava a massa na mesa de madeira e enrolava as bolinhas enquanto contava as novidades da cidade.</p><p>Demorei anos para transformar o jeito dela em medidas que funcionassem sempre, e o segredo está em dois detalhes: <em>escaldar o polvilho com o leite e o óleo bem quentes</em> e usar um queijo curado de verdade, que dá sabor e aquela casquinha dourada.</p><h2>Dicas para acertar de primeira</h2><ul><li>Polvilho azedo deixa o pão mais aerado e crocante; se quiser um miolo mais macio, use metade doce e metade azedo.</li><li>A massa pronta deve ser lisa e levemente pegajosa, nunca esfarelando.</li><li>Forno bem quente desde o início é o que faz o pão de queijo crescer.</li></ul><p>Faça uma fornada grande e congele o resto cru: assim você tem pão de queijo quentinho em qualquer tarde da semana.</p>',
    nutrition: { calories: 92, carbohydrates: 11, protein: 2.6, fat: 4.4, fiber: 0, sodium: 120 },
    daysAgo: 168,
    art: { vessel: 'pieces', colors: ['#e8b96a', '#f4e3b5', '#c98a3d'], background: '#a9764f' },
  },
  {
    slug: 'brigadeiro-tradicional',
    title: 'Brigadeiro Tradicional',
    description:
      'O docinho mais amado do Brasil, com ponto de enrolar perfeito e muito chocolate granulado. Impossível comer um só!',
    prepTime: 'PT20M',
    cookTime: 'PT15M',
    servings: '25 unidades',
    difficulty: 'EASY',
    cuisine: 'Brasileira',
    categories: ['Doces e Sobremesas'],
    cravings: ['Chocolate'],
    occasions: ['Festa de Aniversário', 'Páscoa'],
    ingredients: [
      { section: '', ingredientName: 'leite condensado', quantity: '1', unit: 'lata (395 g)' },
      { section: '', ingredientName: 'chocolate em pó 50% cacau', quantity: '4', unit: 'colheres (sopa)' },
      { section: '', ingredientName: 'manteiga sem sal', quantity: '1', unit: 'colher (sopa)' },
      { section: '', ingredientName: 'chocolate granulado', quantity: '150', unit: 'g' },
      { section: '', ingredientName: 'manteiga para untar as mãos', quantity: '', unit: 'a gosto' },
    ],
    instructions: [
      {
        section: '',
        instructionText:
          'Em uma panela de fundo grosso, misture o leite condensado, o chocolate em pó e a manteiga antes de ligar o fogo, até dissolver todo o chocolate.',
      },
      {
        section: '',
        instructionText:
          'Leve ao fogo médio-baixo, mexendo sem parar com uma espátula de silicone, por 10 a 12 minutos.',
      },
      {
        section: '',
        instructionText:
          'O ponto certo é quando, ao inclinar a panela, a massa desliza inteira e desgruda do fundo. Desligue o fogo.',
      },
      {
        section: '',
        instructionText:
          'Transfira para um prato untado com manteiga, cubra com filme plástico encostando na superfície e deixe esfriar completamente, por cerca de 2 horas.',
      },
      {
        section: '',
        instructionText:
          'Com as mãos untadas, enrole bolinhas de 15 g, passe no chocolate granulado e coloque em forminhas de papel nº 4.',
      },
    ],
    notes: [
      'Quer brigadeiro de colher? Desligue o fogo com 6 a 7 minutos de cozimento, quando a massa ainda estiver bem cremosa.',
      'Os brigadeiros duram 3 dias em temperatura ambiente, bem fechados, ou até 5 dias na geladeira.',
    ],
    tags: ['brigadeiro', 'docinho', 'chocolate', 'festa', 'leite condensado'],
    utensils: [
      { name: 'Panela de fundo grosso', link: 'https://www.amazon.com.br/s?k=panela+fundo+grosso' },
      { name: 'Espátula de silicone', link: 'https://www.amazon.com.br/s?k=espatula+de+silicone' },
      { name: 'Forminhas de papel nº 4', link: null },
    ],
    commentBody:
      '<p>Não existe festa de aniversário brasileira sem brigadeiro. É o primeiro docinho a sumir da mesa e, convenhamos, metade dele já foi comida direto da panela antes mesmo de enrolar.</p><p>Conta a história que o doce ganhou esse nome nos anos 1940, durante a campanha do <em>brigadeiro</em> Eduardo Gomes à presidência, quando as apoiadoras vendiam o docinho para arrecadar fundos. Ele perdeu a eleição, mas o brigadeiro ganhou o país.</p><p>O meu segredo é simples: <strong>fogo baixo, paciência e um bom chocolate em pó</strong>. Nada de aumentar a chama para acabar logo, porque o leite condensado queima no fundo e o doce fica com gosto amargo.</p>',
    nutrition: { calories: 72, carbohydrates: 11, protein: 1.4, fat: 2.6, fiber: 0.3, sodium: 24 },
    daysAgo: 161,
    art: { vessel: 'pieces', colors: ['#4a2a1c', '#6b3e26', '#d94f70'], background: '#e8b4a8' },
  },
  {
    slug: 'moqueca-baiana-de-peixe',
    title: 'Moqueca Baiana de Peixe',
    description:
      'Postas de peixe cozidas em camadas de tomate, pimentões e coentro, com leite de coco e azeite de dendê. Um pedacinho de Salvador na sua panela.',
    prepTime: 'PT30M',
    cookTime: 'PT30M',
    servings: '6 porções',
    difficulty: 'MEDIUM',
    cuisine: 'Baiana',
    categories: ['Pratos Principais', 'Comida Nordestina'],
    cravings: ['Apimentado', 'Comida de Conforto'],
    occasions: ['Almoço de Domingo', 'Páscoa'],
    ingredients: [
      {
        section: 'Marinada',
        ingredientName: 'peixe branco firme em postas (robalo, badejo ou cação)',
        quantity: '1',
        unit: 'kg',
      },
      { section: 'Marinada', ingredientName: 'suco de limão', quantity: '2', unit: 'unidades' },
      { section: 'Marinada', ingredientName: 'alho amassado', quantity: '4', unit: 'dentes' },
      { section: 'Marinada', ingredientName: 'sal', quantity: '', unit: 'a gosto' },
      { section: 'Marinada', ingredientName: 'pimenta-do-reino', quantity: '', unit: 'a gosto' },
      { section: 'Moqueca', ingredientName: 'cebolas em rodelas', quantity: '2', unit: 'unidades' },
      { section: 'Moqueca', ingredientName: 'tomates maduros em rodelas', quantity: '3', unit: 'unidades' },
      { section: 'Moqueca', ingredientName: 'pimentão vermelho em tiras', quantity: '1', unit: 'unidade' },
      { section: 'Moqueca', ingredientName: 'pimentão amarelo em tiras', quantity: '1', unit: 'unidade' },
      { section: 'Moqueca', ingredientName: 'coentro picado', quantity: '1', unit: 'maço' },
      { section: 'Moqueca', ingredientName: 'cebolinha picada', quantity: '1/2', unit: 'maço' },
      { section: 'Moqueca', ingredientName: 'pimenta dedo-de-moça sem sementes', quantity: '1', unit: 'unidade' },
      { section: 'Moqueca', ingredientName: 'leite de coco', quantity: '200', unit: 'ml' },
      { section: 'Moqueca', ingredientName: 'azeite de dendê', quantity: '3', unit: 'colheres (sopa)' },
    ],
    instructions: [
      {
        section: 'Marinada',
        instructionText:
          'Tempere as postas de peixe com o suco de limão, o alho, sal e pimenta-do-reino. Cubra e deixe na geladeira por 30 minutos.',
      },
      {
        section: 'Moqueca',
        instructionText:
          'Em uma panela larga, de preferência de barro, regue um fio de dendê e forme uma camada com metade da cebola, do tomate e dos pimentões.',
      },
      {
        section: 'Moqueca',
        instructionText:
          'Arrume as postas de peixe por cima, sem sobrepor, e cubra com o restante dos legumes, a pimenta, metade do coentro e a cebolinha.',
      },
      {
        section: 'Moqueca',
        instructionText:
          'Regue com o leite de coco e o restante do dendê. Tampe e cozinhe em fogo médio por 15 minutos, sem mexer.',
      },
      {
        section: 'Moqueca',
        instructionText:
          'Em vez de usar a colher, chacoalhe a panela com cuidado para o caldo circular. Destampe, acerte o sal e cozinhe por mais 5 a 10 minutos para o caldo apurar.',
      },
      {
        section: 'Moqueca',
        instructionText:
          'Finalize com o coentro restante e sirva na própria panela, com arroz branco, farofa de dendê e pirão.',
      },
    ],
    notes: [
      'Não mexa a moqueca com colher: o peixe desmancha. Chacoalhar a panela é o truque das baianas.',
      'Para uma moqueca mista, acrescente 500 g de camarões limpos nos últimos 5 minutos de cozimento.',
    ],
    tags: ['moqueca', 'peixe', 'dendê', 'leite de coco', 'baiana'],
    utensils: [
      { name: 'Panela de barro', link: 'https://www.amazon.com.br/s?k=panela+de+barro+capixaba' },
      { name: 'Faca de chef', link: 'https://www.amazon.com.br/s?k=faca+do+chef' },
    ],
    commentBody:
      '<p>A primeira moqueca que comi de verdade foi em uma barraca na praia de Itapuã, em Salvador, servida borbulhando na panela de barro. Voltei para casa determinada a reproduzir aquele caldo alaranjado, perfumado de coentro e dendê.</p><p>A moqueca baiana se diferencia da capixaba justamente por levar <strong>leite de coco e azeite de dendê</strong>, herança da culinária afro-brasileira. O resultado é um caldo mais encorpado, levemente adocicado e muito aromático.</p><h2>Qual peixe usar?</h2><p>Prefira peixes de carne branca e firme, como robalo, badejo, cação ou pescada amarela, cortados em postas grossas. Eles aguentam o cozimento sem virar farelo. E não esqueça do <em>pirão</em>: é só engrossar um pouco do caldo com farinha de mandioca.</p>',
    nutrition: { calories: 385, carbohydrates: 10, protein: 36, fat: 22, fiber: 2.5, sodium: 520 },
    daysAgo: 155,
    art: { vessel: 'bowl', colors: ['#e07a2e', '#f2c14e', '#3f8f3a'], background: '#c96f4a' },
  },
  {
    slug: 'feijoada-completa',
    title: 'Feijoada Completa',
    description:
      'Feijão-preto cozido lentamente com carnes salgadas e defumadas, do jeitinho que pede um sábado com a família reunida.',
    prepTime: 'PT40M',
    cookTime: 'PT3H',
    servings: '10 porções',
    difficulty: 'HARD',
    cuisine: 'Brasileira',
    categories: ['Pratos Principais'],
    cravings: ['Comida de Conforto'],
    occasions: ['Almoço de Domingo'],
    ingredients: [
      { section: 'Carnes', ingredientName: 'carne-seca', quantity: '500', unit: 'g' },
      { section: 'Carnes', ingredientName: 'costelinha de porco salgada', quantity: '500', unit: 'g' },
      { section: 'Carnes', ingredientName: 'lombo de porco salgado', quantity: '300', unit: 'g' },
      { section: 'Carnes', ingredientName: 'pé e orelha de porco salgados (opcional)', quantity: '300', unit: 'g' },
      { section: 'Carnes', ingredientName: 'paio em rodelas', quantity: '300', unit: 'g' },
      { section: 'Carnes', ingredientName: 'linguiça calabresa em rodelas', quantity: '300', unit: 'g' },
      { section: 'Carnes', ingredientName: 'bacon em cubos', quantity: '200', unit: 'g' },
      { section: 'Feijão e tempero', ingredientName: 'feijão-preto', quantity: '1', unit: 'kg' },
      { section: 'Feijão e tempero', ingredientName: 'folhas de louro', quantity: '4', unit: 'unidades' },
      { section: 'Feijão e tempero', ingredientName: 'óleo', quantity: '2', unit: 'colheres (sopa)' },
      { section: 'Feijão e tempero', ingredientName: 'cebolas picadas', quantity: '2', unit: 'unidades' },
      { section: 'Feijão e tempero', ingredientName: 'alho picado', quantity: '6', unit: 'dentes' },
      { section: 'Feijão e tempero', ingredientName: 'pimenta-do-reino', quantity: '', unit: 'a gosto' },
      { section: 'Feijão e tempero', ingredientName: 'sal', quantity: '', unit: 'a gosto' },
    ],
    instructions: [
      {
        section: 'Carnes',
        instructionText:
          'Na véspera, corte as carnes salgadas em pedaços e deixe de molho em água na geladeira por 12 a 24 horas, trocando a água pelo menos 4 vezes. Deixe também o feijão de molho em outra tigela.',
      },
      {
        section: 'Carnes',
        instructionText:
          'No dia, afervente as carnes salgadas em água por 10 minutos e descarte a água. Isso tira o excesso de sal e de gordura.',
      },
      {
        section: 'Feijão e tempero',
        instructionText:
          'Em um caldeirão grande, coloque o feijão escorrido, o louro, a carne-seca, a costelinha, o pé e a orelha. Cubra com água até 4 dedos acima e cozinhe em fogo médio por cerca de 1 hora, completando com água quente se necessário.',
      },
      {
        section: 'Feijão e tempero',
        instructionText:
          'Acrescente o lombo, o paio e a calabresa e cozinhe por mais 40 minutos, até o feijão estar macio e as carnes bem cozidas.',
      },
      {
        section: 'Feijão e tempero',
        instructionText:
          'Em uma frigideira, doure o bacon no óleo, junte a cebola e o alho e refogue até dourar. Adicione duas conchas de feijão, amasse bem e devolva tudo ao caldeirão.',
      },
      {
        section: 'Feijão e tempero',
        instructionText:
          'Cozinhe em fogo baixo por mais 20 minutos para o caldo engrossar. Prove e acerte o sal e a pimenta só no final.',
      },
      {
        section: 'Feijão e tempero',
        instructionText: 'Sirva com arroz branco, couve refogada, farofa, torresmo e gomos de laranja.',
      },
    ],
    notes: [
      'A feijoada fica ainda mais saborosa no dia seguinte. Se puder, prepare na véspera e apenas reaqueça.',
      'Congela muito bem por até 3 meses, em potes bem fechados.',
      'Para uma versão mais leve, dispense o pé e a orelha e aumente a quantidade de lombo.',
    ],
    tags: ['feijoada', 'feijão-preto', 'carnes', 'sábado', 'tradicional'],
    utensils: [
      { name: 'Caldeirão de 10 litros', link: 'https://www.amazon.com.br/s?k=caldeirao+10+litros' },
      { name: 'Concha de inox', link: null },
    ],
    commentBody:
      '<p>Feijoada, para mim, é sinônimo de casa cheia. Lá em casa ela sempre foi prato de sábado: meu pai acordava cedo para separar as carnes, e o cheiro de louro tomava conta do apartamento antes do meio-dia.</p><p>Ela dá trabalho, não vou mentir, mas é um trabalho gostoso e quase todo passivo. O que importa mesmo é <strong>dessalgar bem as carnes na véspera</strong> e ter paciência para deixar o feijão apurar em fogo baixo.</p><h2>Os acompanhamentos obrigatórios</h2><ul><li>Arroz branco soltinho</li><li>Couve cortada bem fininha e refogada no alho</li><li>Farofa e torresmo</li><li>Laranja em gomos, que ajuda na digestão</li></ul><p>E, claro, uma caipirinha bem gelada para acompanhar. Depois, é só aceitar a soneca da tarde.</p>',
    nutrition: { calories: 650, carbohydrates: 45, protein: 45, fat: 32, fiber: 14, sodium: 1480 },
    daysAgo: 149,
    art: { vessel: 'pan', colors: ['#2b1b17', '#8c3b2a', '#3f7d3a'], background: '#d9a441' },
  },
  {
    slug: 'bolo-de-cenoura-com-cobertura-de-chocolate',
    title: 'Bolo de Cenoura com Cobertura de Chocolate',
    description:
      'Massa fofinha e bem laranja, feita no liquidificador, com uma cobertura cremosa de brigadeiro que escorre pelas laterais.',
    prepTime: 'PT20M',
    cookTime: 'PT45M',
    servings: '1 forma retangular de 20 x 30 cm',
    difficulty: 'EASY',
    cuisine: 'Brasileira',
    categories: ['Bolos e Tortas', 'Café da Manhã'],
    cravings: ['Chocolate', 'Comida de Conforto'],
    occasions: ['Café da Tarde', 'Festa de Aniversário', 'Páscoa'],
    ingredients: [
      { section: 'Massa', ingredientName: 'cenouras médias descascadas e picadas', quantity: '3', unit: 'unidades' },
      { section: 'Massa', ingredientName: 'ovos', quantity: '4', unit: 'unidades' },
      { section: 'Massa', ingredientName: 'óleo', quantity: '1', unit: 'xícara (chá)' },
      { section: 'Massa', ingredientName: 'açúcar', quantity: '2', unit: 'xícaras (chá)' },
      { section: 'Massa', ingredientName: 'farinha de trigo', quantity: '2 e 1/2', unit: 'xícaras (chá)' },
      { section: 'Massa', ingredientName: 'fermento químico em pó', quantity: '1', unit: 'colher (sopa)' },
      { section: 'Cobertura', ingredientName: 'leite condensado', quantity: '1', unit: 'lata (395 g)' },
      { section: 'Cobertura', ingredientName: 'chocolate em pó 50% cacau', quantity: '4', unit: 'colheres (sopa)' },
      { section: 'Cobertura', ingredientName: 'manteiga', quantity: '1', unit: 'colher (sopa)' },
      { section: 'Cobertura', ingredientName: 'creme de leite', quantity: '1', unit: 'caixinha (200 g)' },
      { section: 'Cobertura', ingredientName: 'chocolate granulado (opcional)', quantity: '', unit: 'a gosto' },
    ],
    instructions: [
      {
        section: 'Massa',
        instructionText: 'Preaqueça o forno a 180 °C e unte com manteiga e farinha uma forma retangular de 20 x 30 cm.',
      },
      {
        section: 'Massa',
        instructionText:
          'No liquidificador, bata a cenoura, os ovos e o óleo por cerca de 3 minutos, até obter um creme bem liso.',
      },
      {
        section: 'Massa',
        instructionText:
          'Transfira para uma tigela e acrescente o açúcar e a farinha peneirada, misturando com um batedor de arame até ficar homogêneo. Por último, incorpore o fermento delicadamente.',
      },
      {
        section: 'Massa',
        instructionText:
          'Despeje na forma e asse por 40 a 45 minutos, até que um palito espetado no centro saia limpo.',
      },
      {
        section: 'Cobertura',
        instructionText:
          'Em uma panela, misture o leite condensado, o chocolate em pó e a manteiga. Cozinhe em fogo baixo, mexendo sempre, por 5 a 7 minutos, até engrossar levemente.',
      },
      {
        section: 'Cobertura',
        instructionText:
          'Desligue o fogo e misture o creme de leite. Faça furinhos no bolo ainda morno com um garfo e espalhe a cobertura. Finalize com granulado, se quiser.',
      },
    ],
    notes: [
      'Escolha cenouras bem laranjas: são elas que dão a cor intensa ao bolo.',
      'Em forma redonda com furo central de 24 cm, asse por cerca de 50 minutos.',
      'Guarde coberto em temperatura ambiente por até 3 dias.',
    ],
    tags: ['bolo', 'cenoura', 'chocolate', 'liquidificador', 'café da tarde'],
    utensils: [
      { name: 'Liquidificador', link: 'https://www.amazon.com.br/s?k=liquidificador' },
      { name: 'Forma retangular 20 x 30 cm', link: 'https://www.amazon.com.br/s?k=forma+retangular+20x30' },
      { name: 'Batedor de arame', link: null },
    ],
    commentBody:
      '<p>Esse é o bolo da minha infância. Minha mãe fazia toda quarta-feira, e eu sempre ganhava o direito de raspar a panela da cobertura. Até hoje acho que é o melhor pedaço.</p><p>O bolo de cenoura com chocolate é uma invenção brasileira de coração: simples, barato e feito no liquidificador em poucos minutos. A cenoura deixa a massa úmida e com uma cor linda, e a cobertura de brigadeiro mole transforma tudo em festa.</p><p><strong>Dica de ouro:</strong> fure o bolo ainda morno antes de espalhar a cobertura. Ela penetra na massa e cada pedaço fica molhadinho. Se sobrar, o que é raro, ele fica ainda melhor no dia seguinte.</p>',
    nutrition: { calories: 450, carbohydrates: 62, protein: 7, fat: 20, fiber: 1.5, sodium: 180 },
    daysAgo: 143,
    art: { vessel: 'cake', colors: ['#e8892d', '#4a2a1c', '#f3e0b5'], background: '#f3e7d3' },
  },
  {
    slug: 'coxinha-de-frango',
    title: 'Coxinha de Frango',
    description:
      'Massa macia feita com o caldo do frango, recheio bem temperado e casquinha dourada e crocante. A rainha dos salgadinhos de festa.',
    prepTime: 'PT1H30M',
    cookTime: 'PT1H',
    servings: '40 unidades',
    difficulty: 'HARD',
    cuisine: 'Paulista',
    categories: ['Salgados e Petiscos'],
    cravings: ['Salgadinho de Festa', 'Crocante'],
    occasions: ['Festa de Aniversário'],
    ingredients: [
      { section: 'Recheio', ingredientName: 'peito de frango', quantity: '500', unit: 'g' },
      { section: 'Recheio', ingredientName: 'água', quantity: '1', unit: 'litro' },
      { section: 'Recheio', ingredientName: 'folha de louro', quantity: '1', unit: 'unidade' },
      { section: 'Recheio', ingredientName: 'óleo', quantity: '1', unit: 'colher (sopa)' },
      { section: 'Recheio', ingredientName: 'cebola picada', quantity: '1', unit: 'unidade' },
      { section: 'Recheio', ingredientName: 'alho picado', quantity: '2', unit: 'dentes' },
      { section: 'Recheio', ingredientName: 'cheiro-verde picado', quantity: '1/2', unit: 'xícara (chá)' },
      { section: 'Recheio', ingredientName: 'sal', quantity: '', unit: 'a gosto' },
      { section: 'Recheio', ingredientName: 'pimenta-do-reino', quantity: '', unit: 'a gosto' },
      { section: 'Massa', ingredientName: 'caldo do cozimento do frango', quantity: '2', unit: 'xícaras (chá)' },
      { section: 'Massa', ingredientName: 'leite', quantity: '1', unit: 'xícara (chá)' },
      { section: 'Massa', ingredientName: 'manteiga', quantity: '2', unit: 'colheres (sopa)' },
      { section: 'Massa', ingredientName: 'farinha de trigo', quantity: '3', unit: 'xícaras (chá)' },
      { section: 'Massa', ingredientName: 'sal', quantity: '', unit: 'a gosto' },
      { section: 'Empanar e fritar', ingredientName: 'ovos batidos', quantity: '2', unit: 'unidades' },
      { section: 'Empanar e fritar', ingredientName: 'farinha de rosca', quantity: '2', unit: 'xícaras (chá)' },
      { section: 'Empanar e fritar', ingredientName: 'óleo para fritar', quantity: '', unit: 'a gosto' },
    ],
    instructions: [
      {
        section: 'Recheio',
        instructionText:
          'Cozinhe o frango na água com o louro e uma pitada de sal por 25 minutos. Coe e reserve o caldo. Desfie o frango bem fininho.',
      },
      {
        section: 'Recheio',
        instructionText:
          'Refogue a cebola e o alho no óleo, junte o frango desfiado, tempere com sal e pimenta e refogue por 5 minutos. Desligue, misture o cheiro-verde e deixe esfriar.',
      },
      {
        section: 'Massa',
        instructionText:
          'Em uma panela, leve ao fogo o caldo reservado, o leite, a manteiga e o sal. Quando ferver, despeje a farinha de uma vez só.',
      },
      {
        section: 'Massa',
        instructionText:
          'Mexa vigorosamente em fogo baixo por 3 a 5 minutos, até a massa desgrudar do fundo da panela. Transfira para uma bancada untada e sove ainda morna até ficar lisa.',
      },
      {
        section: 'Empanar e fritar',
        instructionText:
          'Pegue porções de 30 g de massa, abra na palma da mão, coloque uma colher de chá cheia de recheio e feche, modelando no formato de gota.',
      },
      {
        section: 'Empanar e fritar',
        instructionText: 'Passe cada coxinha no ovo batido e depois na farinha de rosca, cobrindo bem.',
      },
      {
        section: 'Empanar e fritar',
        instructionText:
          'Frite em óleo a 170 °C, poucas unidades por vez, por 3 a 4 minutos, até dourar. Escorra em papel-toalha e sirva quente.',
      },
    ],
    notes: [
      'Dá para congelar as coxinhas já empanadas e cruas por até 3 meses. Frite direto do freezer, em óleo um pouco menos quente.',
      'Quer a versão com requeijão? Coloque uma colherzinha de requeijão cremoso bem gelado junto com o recheio.',
      'Na airfryer, borrife óleo e asse a 200 °C por 12 a 15 minutos, virando na metade do tempo.',
    ],
    tags: ['coxinha', 'salgadinho', 'frango', 'festa', 'frituras'],
    utensils: [
      { name: 'Panela de fundo grosso', link: 'https://www.amazon.com.br/s?k=panela+fundo+grosso' },
      { name: 'Termômetro culinário', link: 'https://www.amazon.com.br/s?k=termometro+culinario' },
      { name: 'Escumadeira', link: null },
    ],
    commentBody:
      '<p>Coxinha é o salgado que define uma festa brasileira. Pode ter o bolo mais lindo do mundo, mas se faltar coxinha alguém vai reclamar. E a coxinha feita em casa, com massa de caldo de frango, não tem comparação com as de padaria.</p><p>Dizem que ela surgiu no interior de São Paulo, no fim do século XIX, como uma forma de aproveitar as coxas de frango, e que o formato de gota imitava justamente a coxa. Lenda ou não, o formato pegou.</p><h2>Os segredos de uma boa coxinha</h2><ul><li><strong>Massa com caldo do cozimento:</strong> dá sabor de verdade.</li><li><strong>Recheio frio:</strong> recheio quente amolece a massa e abre na fritura.</li><li><strong>Óleo na temperatura certa:</strong> frio demais encharca, quente demais queima por fora.</li></ul><p>Reserve uma tarde, chame alguém para ajudar a enrolar e congele metade. Você vai agradecer no próximo aniversário.</p>',
    nutrition: { calories: 110, carbohydrates: 12, protein: 6, fat: 4.5, fiber: 0.5, sodium: 180 },
    daysAgo: 137,
    art: { vessel: 'pieces', colors: ['#c77a2e', '#e3a552', '#6a9c3f'], background: '#d98f8f' },
  },
  {
    slug: 'escondidinho-de-carne-seca',
    title: 'Escondidinho de Carne-Seca',
    description:
      'Carne-seca desfiada e refogada na manteiga de garrafa, escondida sob um purê de mandioca cremoso e gratinada com queijo coalho.',
    prepTime: 'PT40M',
    cookTime: 'PT1H',
    servings: '6 porções',
    difficulty: 'MEDIUM',
    cuisine: 'Nordestina',
    categories: ['Pratos Principais', 'Comida Nordestina'],
    cravings: ['Cremoso', 'Queijo', 'Comida de Conforto'],
    occasions: ['Almoço de Domingo', 'Dia a Dia'],
    ingredients: [
      { section: 'Recheio', ingredientName: 'carne-seca dessalgada', quantity: '500', unit: 'g' },
      { section: 'Recheio', ingredientName: 'manteiga de garrafa', quantity: '2', unit: 'colheres (sopa)' },
      { section: 'Recheio', ingredientName: 'cebola picada', quantity: '1', unit: 'unidade' },
      { section: 'Recheio', ingredientName: 'alho picado', quantity: '3', unit: 'dentes' },
      { section: 'Recheio', ingredientName: 'tomate sem sementes picado', quantity: '1', unit: 'unidade' },
      { section: 'Recheio', ingredientName: 'cheiro-verde picado', quantity: '3', unit: 'colheres (sopa)' },
      { section: 'Purê de mandioca', ingredientName: 'mandioca descascada', quantity: '1', unit: 'kg' },
      { section: 'Purê de mandioca', ingredientName: 'manteiga', quantity: '2', unit: 'colheres (sopa)' },
      { section: 'Purê de mandioca', ingredientName: 'leite quente', quantity: '1', unit: 'xícara (chá)' },
      { section: 'Purê de mandioca', ingredientName: 'requeijão cremoso', quantity: '1/2', unit: 'xícara (chá)' },
      { section: 'Purê de mandioca', ingredientName: 'sal', quantity: '', unit: 'a gosto' },
      { section: 'Cobertura', ingredientName: 'queijo coalho ralado', quantity: '150', unit: 'g' },
      { section: 'Cobertura', ingredientName: 'queijo parmesão ralado', quantity: '2', unit: 'colheres (sopa)' },
    ],
    instructions: [
      {
        section: 'Recheio',
        instructionText:
          'Corte a carne-seca em cubos e deixe de molho na geladeira por 12 a 24 horas, trocando a água 4 vezes. Cozinhe na panela de pressão com água por 30 minutos e desfie.',
      },
      {
        section: 'Recheio',
        instructionText:
          'Aqueça a manteiga de garrafa, refogue a cebola e o alho, junte o tomate e a carne desfiada e deixe dourar por 5 minutos. Finalize com o cheiro-verde.',
      },
      {
        section: 'Purê de mandioca',
        instructionText:
          'Cozinhe a mandioca em água com sal por cerca de 30 minutos, até ficar bem macia. Escorra e retire a fibra central.',
      },
      {
        section: 'Purê de mandioca',
        instructionText:
          'Amasse a mandioca ainda quente com a manteiga. Volte ao fogo baixo e acrescente o leite aos poucos e o requeijão, mexendo até obter um purê liso e cremoso. Acerte o sal.',
      },
      {
        section: 'Cobertura',
        instructionText:
          'Preaqueça o forno a 200 °C. Em um refratário de 20 x 30 cm, espalhe metade do purê, cubra com a carne-seca e finalize com o restante do purê.',
      },
      {
        section: 'Cobertura',
        instructionText:
          'Polvilhe o queijo coalho e o parmesão e leve ao forno por 20 a 25 minutos, até gratinar. Sirva bem quente.',
      },
    ],
    notes: [
      'Sem tempo para dessalgar? Procure carne-seca já dessalgada e congelada, vendida em muitos supermercados.',
      'O escondidinho montado pode ser congelado por até 2 meses. Asse direto do freezer, coberto com papel-alumínio nos primeiros 30 minutos.',
    ],
    tags: ['escondidinho', 'carne-seca', 'mandioca', 'gratinado', 'nordestina'],
    utensils: [
      { name: 'Panela de pressão', link: 'https://www.amazon.com.br/s?k=panela+de+pressao' },
      { name: 'Refratário de vidro 20 x 30 cm', link: 'https://www.amazon.com.br/s?k=refratario+de+vidro' },
      { name: 'Espremedor de batatas', link: null },
    ],
    commentBody:
      '<p>Meu marido, o Rafa, é cearense, e foi na casa da mãe dele, em Fortaleza, que eu entendi o que é um escondidinho de verdade. A dona Socorro faz com macaxeira colhida no quintal de uma prima e manteiga de garrafa que ela mesma compra no mercado São Sebastião.</p><p>O nome não podia ser mais bem escolhido: a carne fica <em>escondidinha</em> debaixo do purê, e a graça é atravessar a camada de queijo gratinado com a colher até encontrar o recheio.</p><p>O que faz diferença aqui é a <strong>manteiga de garrafa</strong>, que dá aquele sabor tostado típico do sertão. Se não encontrar, use manteiga comum com um fio de óleo, mas vale a pena procurar.</p>',
    nutrition: { calories: 520, carbohydrates: 48, protein: 32, fat: 22, fiber: 3, sodium: 980 },
    daysAgo: 131,
    art: { vessel: 'pan', colors: ['#f1d9a0', '#8a4b2d', '#4f8a3c'], background: '#a9b89a' },
  },
  {
    slug: 'pudim-de-leite-condensado',
    title: 'Pudim de Leite Condensado',
    description:
      'Lisinho, sem furinhos e com uma calda de caramelo brilhante. O pudim clássico que não pode faltar no almoço de domingo.',
    prepTime: 'PT20M',
    cookTime: 'PT1H30M',
    servings: '1 forma de pudim de 22 cm',
    difficulty: 'MEDIUM',
    cuisine: 'Brasileira',
    categories: ['Doces e Sobremesas'],
    cravings: ['Cremoso'],
    occasions: ['Almoço de Domingo', 'Natal'],
    ingredients: [
      { section: 'Calda', ingredientName: 'açúcar', quantity: '1', unit: 'xícara (chá)' },
      { section: 'Calda', ingredientName: 'água quente', quantity: '1/3', unit: 'xícara (chá)' },
      { section: 'Pudim', ingredientName: 'leite condensado', quantity: '1', unit: 'lata (395 g)' },
      { section: 'Pudim', ingredientName: 'leite integral', quantity: '1', unit: 'medida da lata' },
      { section: 'Pudim', ingredientName: 'ovos', quantity: '3', unit: 'unidades' },
    ],
    instructions: [
      {
        section: 'Calda',
        instructionText:
          'Coloque o açúcar na forma de pudim e leve direto ao fogo baixo, mexendo com uma colher de pau, até derreter e ficar cor de âmbar.',
      },
      {
        section: 'Calda',
        instructionText:
          'Com cuidado, acrescente a água quente, mexa até dissolver os cristais e gire a forma para espalhar a calda pelo fundo e pelas laterais. Reserve.',
      },
      {
        section: 'Pudim',
        instructionText:
          'Preaqueça o forno a 180 °C. No liquidificador, bata o leite condensado, o leite e os ovos por apenas 1 minuto. Passe por uma peneira.',
      },
      {
        section: 'Pudim',
        instructionText:
          'Despeje na forma caramelizada, cubra com papel-alumínio e coloque dentro de uma assadeira maior com água quente até a metade da altura da forma.',
      },
      {
        section: 'Pudim',
        instructionText:
          'Asse em banho-maria por 1 hora e 20 minutos a 1 hora e 30 minutos, até que o centro esteja firme e um palito saia limpo.',
      },
      {
        section: 'Pudim',
        instructionText:
          'Deixe esfriar e leve à geladeira por pelo menos 6 horas. Para desenformar, passe uma faca nas bordas, aqueça rapidamente o fundo da forma no fogo e vire sobre um prato.',
      },
    ],
    notes: [
      'Bater pouco e coar a mistura é o que garante um pudim liso, sem furinhos.',
      'A calda passa do ponto rapidamente: assim que ficar cor de âmbar, retire do fogo para não amargar.',
    ],
    tags: ['pudim', 'leite condensado', 'sobremesa', 'banho-maria', 'caramelo'],
    utensils: [
      { name: 'Forma de pudim com furo central', link: 'https://www.amazon.com.br/s?k=forma+de+pudim' },
      { name: 'Peneira de inox', link: 'https://www.amazon.com.br/s?k=peneira+de+inox' },
    ],
    commentBody:
      '<p>Tem sobremesa mais brasileira que pudim de leite condensado? Na casa da minha avó ele aparecia em todo almoço de domingo, tremendo em cima da mesa, e a disputa era pelo pedaço com mais calda.</p><p>Muita gente tem medo de fazer pudim por causa dos furinhos ou da calda que endurece. A verdade é que os dois problemas têm solução simples: <strong>bater a mistura por pouco tempo</strong>, para não incorporar ar, e <strong>assar em banho-maria com o forno moderado</strong>.</p><p>Minha dica extra é preparar o pudim na véspera. A geladeira faz milagres: ele firma, a calda fica fluida e desenformar vira uma alegria, não um momento de tensão.</p>',
    nutrition: { calories: 280, carbohydrates: 46, protein: 7, fat: 7.5, fiber: 0, sodium: 100 },
    daysAgo: 126,
    art: { vessel: 'cake', colors: ['#e9c27a', '#9b4a1c', '#f7e7c2'], background: '#a7c4d8' },
  },
  {
    slug: 'quindim',
    title: 'Quindim',
    description:
      'Gemas, açúcar e coco fresco se transformam em um docinho amarelo e brilhante, com base de coco dourada. Uma joia da doçaria brasileira.',
    prepTime: 'PT25M',
    cookTime: 'PT50M',
    servings: '12 unidades',
    difficulty: 'HARD',
    cuisine: 'Brasileira',
    categories: ['Doces e Sobremesas'],
    cravings: ['Cremoso'],
    occasions: ['Festa de Aniversário', 'Almoço de Domingo'],
    ingredients: [
      { section: '', ingredientName: 'gemas', quantity: '12', unit: 'unidades' },
      { section: '', ingredientName: 'açúcar', quantity: '250', unit: 'g' },
      { section: '', ingredientName: 'coco fresco ralado fino', quantity: '100', unit: 'g' },
      { section: '', ingredientName: 'manteiga derretida', quantity: '2', unit: 'colheres (sopa)' },
      { section: '', ingredientName: 'manteiga e açúcar para untar', quantity: '', unit: 'a gosto' },
    ],
    instructions: [
      {
        section: '',
        instructionText:
          'Preaqueça o forno a 180 °C. Unte 12 forminhas de quindim (ou de empada) com manteiga e polvilhe açúcar, retirando o excesso.',
      },
      {
        section: '',
        instructionText:
          'Passe as gemas por uma peneira fina para retirar a película que envolve cada uma. Esse passo evita o cheiro forte de ovo.',
      },
      {
        section: '',
        instructionText:
          'Misture delicadamente as gemas com o açúcar, a manteiga e o coco, usando uma colher, sem bater, para não formar bolhas. Deixe descansar por 15 minutos.',
      },
      {
        section: '',
        instructionText:
          'Distribua a mistura nas forminhas, preenchendo três quartos da altura, e coloque-as em uma assadeira com água quente até a metade das forminhas.',
      },
      {
        section: '',
        instructionText: 'Asse em banho-maria por 40 a 50 minutos, até que a superfície esteja firme e dourada.',
      },
      {
        section: '',
        instructionText:
          'Deixe amornar, passe uma faquinha nas bordas e desenforme. Leve à geladeira por 2 horas antes de servir.',
      },
    ],
    notes: [
      'Use as claras que sobraram para fazer o merengue da torta de limão ou suspiros.',
      'Se usar coco seco, hidrate antes com 3 colheres (sopa) de leite morno por 10 minutos.',
    ],
    tags: ['quindim', 'gemas', 'coco', 'doce de festa', 'doçaria'],
    utensils: [
      { name: 'Forminhas de quindim', link: 'https://www.amazon.com.br/s?k=forminhas+de+quindim' },
      { name: 'Peneira fina', link: null },
    ],
    commentBody:
      '<p>O quindim é filho direto da doçaria conventual portuguesa, aquela que usava gemas em abundância porque as claras serviam para engomar roupas. No Brasil, a receita ganhou o coco, fruta que sobrava por aqui, e virou um dos doces mais bonitos da nossa mesa.</p><p>Confesso que errei muitas fornadas até acertar. O quindim é delicado: <strong>não pode bater a massa</strong>, precisa de banho-maria e pede paciência na hora de desenformar. Mas quando aquele amarelo brilhante aparece no prato, com a base de coco douradinha, toda a espera vale a pena.</p><p>Aqui em casa ele é presença garantida nos aniversários, em forminhas douradas de papel. Faça e me conte se não é o docinho mais elegante da festa.</p>',
    nutrition: { calories: 210, carbohydrates: 24, protein: 3.5, fat: 11.5, fiber: 1.2, sodium: 20 },
    daysAgo: 120,
    art: { vessel: 'pieces', colors: ['#f5b800', '#f9d55c', '#f6efe0'], background: '#bfd8c6' },
  },
  {
    slug: 'farofa-crocante-de-bacon',
    title: 'Farofa Crocante de Bacon',
    description:
      'Farinha de mandioca tostada na manteiga com bacon, cebola e ovos mexidos. O acompanhamento que salva qualquer churrasco.',
    prepTime: 'PT10M',
    cookTime: 'PT20M',
    servings: '8 porções',
    difficulty: 'EASY',
    cuisine: 'Brasileira',
    categories: ['Acompanhamentos e Saladas'],
    cravings: ['Crocante'],
    occasions: ['Churrasco', 'Natal'],
    ingredients: [
      { section: '', ingredientName: 'bacon em cubinhos', quantity: '150', unit: 'g' },
      { section: '', ingredientName: 'manteiga', quantity: '3', unit: 'colheres (sopa)' },
      { section: '', ingredientName: 'cebola picada', quantity: '1', unit: 'unidade' },
      { section: '', ingredientName: 'alho picado', quantity: '2', unit: 'dentes' },
      { section: '', ingredientName: 'ovos', quantity: '2', unit: 'unidades' },
      { section: '', ingredientName: 'farinha de mandioca flocada', quantity: '2', unit: 'xícaras (chá)' },
      { section: '', ingredientName: 'cheiro-verde picado', quantity: '1/2', unit: 'xícara (chá)' },
      { section: '', ingredientName: 'sal', quantity: '', unit: 'a gosto' },
    ],
    instructions: [
      {
        section: '',
        instructionText:
          'Em uma frigideira grande, frite o bacon sem óleo em fogo médio por cerca de 8 minutos, até ficar dourado e crocante.',
      },
      {
        section: '',
        instructionText:
          'Junte a manteiga e a cebola e refogue até ficar transparente. Acrescente o alho e refogue por mais 1 minuto.',
      },
      {
        section: '',
        instructionText: 'Quebre os ovos na frigideira e mexa até que estejam cozidos e bem soltinhos.',
      },
      {
        section: '',
        instructionText:
          'Adicione a farinha aos poucos, mexendo sem parar por 5 minutos, até que ela fique dourada e perfumada.',
      },
      {
        section: '',
        instructionText: 'Acerte o sal, desligue o fogo e misture o cheiro-verde. Sirva em seguida.',
      },
    ],
    notes: [
      'A farinha flocada deixa a farofa mais crocante, mas a farinha de mandioca torrada comum também funciona.',
      'Para uma versão de Natal, acrescente banana-da-terra em cubos dourada na manteiga e um punhado de uvas-passas.',
    ],
    tags: ['farofa', 'bacon', 'mandioca', 'churrasco', 'acompanhamento'],
    utensils: [{ name: 'Frigideira grande de ferro', link: 'https://www.amazon.com.br/s?k=frigideira+de+ferro' }],
    commentBody:
      '<p>Farofa é daquelas receitas que cada família faz de um jeito e jura que o seu é o melhor. A minha é esta: bacon bem crocante, manteiga, ovo mexido e farinha tostada até ficar perfumada.</p><p>Ela nasceu da farinha de mandioca, herança indígena que está presente em praticamente todas as regiões do país. É acompanhamento de feijoada, de churrasco, de frango assado e, para muita gente, de absolutamente tudo.</p><p>O <strong>segredo é não ter pressa</strong> na hora de tostar a farinha. Mexa sempre, em fogo médio, até sentir aquele cheirinho de castanha. E prove antes de salgar, porque o bacon já traz bastante sal.</p>',
    nutrition: null,
    daysAgo: 114,
    art: { vessel: 'bowl', colors: ['#d9b26f', '#a0462e', '#4f8a3c'], background: '#d9a441' },
  },
  {
    slug: 'vinagrete',
    title: 'Vinagrete',
    description:
      'Tomate, cebola roxa e pimentão em cubinhos temperados com azeite e vinagre. Fresquinho, colorido e indispensável no churrasco.',
    prepTime: 'PT15M',
    cookTime: 'PT0M',
    servings: '6 porções',
    difficulty: 'EASY',
    cuisine: 'Brasileira',
    categories: ['Acompanhamentos e Saladas'],
    cravings: ['Refrescante', 'Apimentado'],
    occasions: ['Churrasco', 'Dia a Dia'],
    ingredients: [
      { section: '', ingredientName: 'tomates firmes sem sementes em cubinhos', quantity: '3', unit: 'unidades' },
      { section: '', ingredientName: 'cebola roxa em cubinhos', quantity: '1', unit: 'unidade' },
      { section: '', ingredientName: 'pimentão verde em cubinhos', quantity: '1/2', unit: 'unidade' },
      { section: '', ingredientName: 'salsinha e cebolinha picadas', quantity: '1/2', unit: 'xícara (chá)' },
      { section: '', ingredientName: 'pimenta dedo-de-moça picada (opcional)', quantity: '1', unit: 'unidade' },
      { section: '', ingredientName: 'vinagre de vinho branco', quantity: '1/4', unit: 'xícara (chá)' },
      { section: '', ingredientName: 'azeite de oliva', quantity: '1/4', unit: 'xícara (chá)' },
      { section: '', ingredientName: 'sal', quantity: '', unit: 'a gosto' },
    ],
    instructions: [
      {
        section: '',
        instructionText:
          'Deixe a cebola picada de molho em água gelada por 10 minutos para suavizar o ardido. Escorra bem.',
      },
      {
        section: '',
        instructionText:
          'Em uma tigela, junte o tomate, a cebola, o pimentão, a pimenta e o cheiro-verde, todos cortados em cubinhos do mesmo tamanho.',
      },
      {
        section: '',
        instructionText: 'Tempere com o vinagre, o azeite e sal a gosto e misture delicadamente.',
      },
      {
        section: '',
        instructionText:
          'Cubra e leve à geladeira por pelo menos 20 minutos antes de servir, para os sabores se misturarem.',
      },
    ],
    notes: [
      'Prepare no máximo algumas horas antes: depois de um dia o tomate solta muita água e perde a textura.',
      'Quer um toque diferente? Troque metade do vinagre por suco de limão.',
    ],
    tags: ['vinagrete', 'molho', 'tomate', 'churrasco', 'sem cozimento'],
    utensils: [
      { name: 'Tábua de corte', link: 'https://www.amazon.com.br/s?k=tabua+de+corte' },
      { name: 'Faca de legumes', link: null },
    ],
    commentBody:
      '<p>Churrasco sem vinagrete parece que está faltando alguma coisa. Ele corta a gordura da carne, dá frescor ao pão com linguiça e deixa a farofa ainda mais gostosa.</p><p>Apesar do nome francês, o nosso vinagrete é muito brasileiro: é parente do molho à campanha gaúcho e aparece em toda mesa de churrasco, do Sul ao Nordeste. O que muda de casa para casa é o tempero: tem quem coloque limão, quem use pimentão amarelo, quem não abra mão da pimenta.</p><p>A minha dica é <strong>cortar tudo bem miudinho e do mesmo tamanho</strong>. Parece preciosismo, mas faz toda a diferença na hora de servir com a colher.</p>',
    nutrition: null,
    daysAgo: 109,
    art: { vessel: 'bowl', colors: ['#d7322a', '#7a3f82', '#4e9a3a'], background: '#f3e7d3' },
  },
  {
    slug: 'caldo-verde',
    title: 'Caldo Verde',
    description:
      'Creme de batata aveludado com tirinhas de couve e rodelas de calabresa douradas. Abraço em forma de sopa para as noites frias.',
    prepTime: 'PT15M',
    cookTime: 'PT40M',
    servings: '6 porções',
    difficulty: 'EASY',
    cuisine: null,
    categories: ['Sopas e Caldos'],
    cravings: ['Comida de Conforto'],
    occasions: ['Dia a Dia', 'Festa Junina'],
    ingredients: [
      { section: '', ingredientName: 'batatas descascadas em cubos', quantity: '1', unit: 'kg' },
      { section: '', ingredientName: 'linguiça calabresa em rodelas finas', quantity: '250', unit: 'g' },
      { section: '', ingredientName: 'azeite de oliva', quantity: '3', unit: 'colheres (sopa)' },
      { section: '', ingredientName: 'cebola picada', quantity: '1', unit: 'unidade' },
      { section: '', ingredientName: 'alho picado', quantity: '3', unit: 'dentes' },
      { section: '', ingredientName: 'água', quantity: '1 e 1/2', unit: 'litro' },
      { section: '', ingredientName: 'couve cortada em tiras bem finas', quantity: '1', unit: 'maço' },
      { section: '', ingredientName: 'sal', quantity: '', unit: 'a gosto' },
      { section: '', ingredientName: 'pimenta-do-reino', quantity: '', unit: 'a gosto' },
    ],
    instructions: [
      {
        section: '',
        instructionText:
          'Em uma panela grande, doure a calabresa em 1 colher (sopa) de azeite. Retire com uma escumadeira e reserve.',
      },
      {
        section: '',
        instructionText:
          'Na mesma panela, acrescente o restante do azeite e refogue a cebola e o alho até ficarem macios.',
      },
      {
        section: '',
        instructionText:
          'Junte as batatas, a água e um pouco de sal. Cozinhe em fogo médio por 20 a 25 minutos, até as batatas desmancharem.',
      },
      {
        section: '',
        instructionText:
          'Bata tudo com um mixer de mão (ou no liquidificador, em partes e com cuidado) até obter um creme liso.',
      },
      {
        section: '',
        instructionText:
          'Volte o creme ao fogo, junte a calabresa e deixe ferver por 5 minutos. Acerte o sal e a pimenta.',
      },
      {
        section: '',
        instructionText:
          'Acrescente a couve e cozinhe por apenas 2 a 3 minutos, para ela continuar verdinha. Sirva com um fio de azeite.',
      },
    ],
    notes: [
      'Peça para cortarem a couve na feira ou no mercado, bem fininha, como para feijoada: economiza um tempão.',
      'O creme de batata pode ser congelado por até 3 meses. Acrescente a couve só na hora de servir.',
    ],
    tags: ['caldo verde', 'sopa', 'couve', 'calabresa', 'inverno'],
    utensils: [
      { name: 'Mixer de mão', link: 'https://www.amazon.com.br/s?k=mixer+de+mao' },
      { name: 'Panela grande de inox', link: null },
    ],
    commentBody:
      '<p>O caldo verde veio do Minho, no norte de Portugal, mas se sentiu tão em casa por aqui que virou figurinha carimbada das festas juninas e dos jantares de inverno brasileiros.</p><p>A receita original leva só batata, couve, azeite e um pedacinho de chouriço. A versão que a gente faz no Brasil costuma trocar o chouriço pela <strong>linguiça calabresa</strong>, que é fácil de encontrar e deixa o caldo defumado e saboroso.</p><p>É uma das sopas mais baratas e rápidas que conheço. Numa noite fria, com um pãozinho torrado ao lado, não precisa de mais nada.</p>',
    nutrition: { calories: 290, carbohydrates: 32, protein: 10, fat: 14, fiber: 4, sodium: 620 },
    daysAgo: 103,
    art: { vessel: 'bowl', colors: ['#e6d9a8', '#3f7d3a', '#a8432f'], background: '#a7c4d8' },
  },
  {
    slug: 'canjica-cremosa',
    title: 'Canjica Cremosa com Amendoim',
    description:
      'Milho branco cozido lentamente no leite com leite condensado, leite de coco, amendoim e canela. O doce mais aconchegante do arraiá.',
    prepTime: 'PT10M',
    cookTime: 'PT1H',
    servings: '10 porções',
    difficulty: 'EASY',
    cuisine: 'Mineira',
    categories: ['Doces e Sobremesas'],
    cravings: ['Cremoso', 'Comida de Conforto'],
    occasions: ['Festa Junina'],
    ingredients: [
      { section: '', ingredientName: 'milho branco para canjica', quantity: '500', unit: 'g' },
      { section: '', ingredientName: 'paus de canela', quantity: '2', unit: 'unidades' },
      { section: '', ingredientName: 'leite integral', quantity: '1', unit: 'litro' },
      { section: '', ingredientName: 'leite condensado', quantity: '1', unit: 'lata (395 g)' },
      { section: '', ingredientName: 'leite de coco', quantity: '200', unit: 'ml' },
      { section: '', ingredientName: 'amendoim torrado e moído', quantity: '1/2', unit: 'xícara (chá)' },
      { section: '', ingredientName: 'coco ralado', quantity: '50', unit: 'g' },
      { section: '', ingredientName: 'canela em pó para polvilhar', quantity: '', unit: 'a gosto' },
    ],
    instructions: [
      {
        section: '',
        instructionText: 'Na noite anterior, deixe o milho de molho em bastante água por pelo menos 8 horas.',
      },
      {
        section: '',
        instructionText:
          'Escorra o milho, coloque na panela de pressão com os paus de canela e água até cobrir 3 dedos acima. Cozinhe por 40 minutos após pegar pressão, até os grãos ficarem macios.',
      },
      {
        section: '',
        instructionText:
          'Espere a pressão sair, retire o excesso de água, deixando os grãos apenas úmidos, e descarte a canela.',
      },
      {
        section: '',
        instructionText:
          'Acrescente o leite, o leite condensado, o leite de coco e o amendoim. Cozinhe em fogo baixo, mexendo de vez em quando, por 15 a 20 minutos, até formar um creme.',
      },
      {
        section: '',
        instructionText: 'Desligue, misture o coco ralado e sirva quente ou gelada, polvilhada com canela em pó.',
      },
    ],
    notes: [
      'Sem panela de pressão, cozinhe o milho em panela comum por cerca de 2 horas, completando com água quente.',
      'Ao esfriar, a canjica engrossa bastante. Para reaquecer, acrescente um pouco de leite.',
    ],
    tags: ['canjica', 'festa junina', 'milho branco', 'amendoim', 'doce de colher'],
    utensils: [
      { name: 'Panela de pressão', link: 'https://www.amazon.com.br/s?k=panela+de+pressao' },
      { name: 'Colher de pau', link: null },
    ],
    commentBody:
      '<p>Em Minas e em São Paulo chamamos de canjica; no Nordeste, o nome é <em>mungunzá</em>, e canjica é outra coisa, um creme de milho verde. Confusões à parte, esse doce de milho branco é a alma de qualquer festa junina que se preze.</p><p>Lembro de ver a Vó Cida mexendo um caldeirão enorme no fogão a lenha enquanto a fogueira era montada no quintal. A canjica dela levava amendoim torrado na hora, socado no pilão, e aquele perfume de canela se espalhava pela casa.</p><p>A minha versão é mais prática, com panela de pressão, mas mantém o que importa: <strong>fogo baixo no final</strong>, para o leite engrossar devagar e a canjica ficar bem cremosa.</p>',
    nutrition: { calories: 380, carbohydrates: 58, protein: 10, fat: 12, fiber: 3, sodium: 90 },
    daysAgo: 97,
    art: { vessel: 'bowl', colors: ['#f3ead2', '#e2cf9f', '#8b5a2b'], background: '#c96f4a' },
  },
  {
    slug: 'bolo-de-milho-verde',
    title: 'Bolo de Milho Verde de Liquidificador',
    description:
      'Bolo úmido e perfumado, feito com milho verde, fubá e coco, que fica pronto para o forno em 10 minutos.',
    prepTime: 'PT15M',
    cookTime: 'PT50M',
    servings: '1 forma com furo de 24 cm',
    difficulty: 'EASY',
    cuisine: 'Brasileira',
    categories: ['Bolos e Tortas', 'Café da Manhã'],
    cravings: ['Comida de Conforto'],
    occasions: ['Festa Junina', 'Café da Tarde'],
    ingredients: [
      { section: '', ingredientName: 'milho verde em lata escorrido', quantity: '2', unit: 'latas' },
      { section: '', ingredientName: 'ovos', quantity: '3', unit: 'unidades' },
      { section: '', ingredientName: 'leite', quantity: '1', unit: 'xícara (chá)' },
      { section: '', ingredientName: 'óleo', quantity: '1/2', unit: 'xícara (chá)' },
      { section: '', ingredientName: 'açúcar', quantity: '1 e 1/2', unit: 'xícara (chá)' },
      { section: '', ingredientName: 'fubá', quantity: '1', unit: 'xícara (chá)' },
      { section: '', ingredientName: 'farinha de trigo', quantity: '2', unit: 'colheres (sopa)' },
      { section: '', ingredientName: 'coco ralado', quantity: '50', unit: 'g' },
      { section: '', ingredientName: 'fermento químico em pó', quantity: '1', unit: 'colher (sopa)' },
      { section: '', ingredientName: 'sal', quantity: '1', unit: 'pitada' },
    ],
    instructions: [
      {
        section: '',
        instructionText:
          'Preaqueça o forno a 180 °C. Unte com manteiga uma forma com furo central de 24 cm e polvilhe fubá.',
      },
      {
        section: '',
        instructionText:
          'No liquidificador, bata o milho, os ovos, o leite e o óleo por 3 minutos, até o milho ficar bem triturado.',
      },
      {
        section: '',
        instructionText: 'Acrescente o açúcar, o fubá, a farinha, o coco e o sal e bata por mais 1 minuto.',
      },
      {
        section: '',
        instructionText: 'Adicione o fermento e pulse rapidamente, apenas para incorporar.',
      },
      {
        section: '',
        instructionText: 'Despeje na forma e asse por 45 a 50 minutos, até dourar e o palito sair limpo.',
      },
      {
        section: '',
        instructionText: 'Espere amornar por 15 minutos antes de desenformar: a massa é úmida e precisa firmar.',
      },
    ],
    notes: [
      'Com milho fresco, use os grãos de 4 espigas. O bolo fica ainda mais perfumado.',
      'Quer uma versão cremosa, tipo bolo de milho de vó? Substitua o leite por 200 ml de leite de coco.',
    ],
    tags: ['bolo de milho', 'milho verde', 'fubá', 'festa junina', 'liquidificador'],
    utensils: [
      { name: 'Forma com furo central de 24 cm', link: 'https://www.amazon.com.br/s?k=forma+com+furo+24cm' },
      { name: 'Liquidificador', link: 'https://www.amazon.com.br/s?k=liquidificador' },
    ],
    commentBody:
      '<p>Junho chegou e a casa já pede bolo de milho. Esse é o que eu faço desde a época da faculdade, quando descobri que dava para ter um bolo de festa junina com duas latinhas de milho e um liquidificador.</p><p>O milho é base da alimentação brasileira há séculos, herança dos povos indígenas, e nas festas de São João ele aparece de todas as formas: pamonha, curau, canjica, pipoca e, claro, bolo.</p><p>O resultado é um bolo <strong>úmido, levemente rústico e muito perfumado</strong>. Sirva ainda morno, com um cafezinho, e veja a forma esvaziar em minutos.</p>',
    nutrition: { calories: 290, carbohydrates: 45, protein: 5, fat: 10.5, fiber: 2, sodium: 180 },
    daysAgo: 92,
    art: { vessel: 'cake', colors: ['#f2cd5c', '#e0a83a', '#9bb35a'], background: '#a9b89a' },
  },
  {
    slug: 'tapioca-de-queijo-coalho-com-coco',
    title: 'Tapioca de Queijo Coalho com Coco',
    description:
      'Disco macio de goma de tapioca recheado com queijo coalho derretido e coco ralado. Café da manhã nordestino em 10 minutos.',
    prepTime: 'PT5M',
    cookTime: 'PT10M',
    servings: '2 tapiocas',
    difficulty: 'EASY',
    cuisine: 'Nordestina',
    categories: ['Café da Manhã', 'Comida Nordestina'],
    cravings: ['Queijo'],
    occasions: ['Dia a Dia', 'Café da Tarde'],
    ingredients: [
      { section: 'Massa', ingredientName: 'goma de tapioca hidratada', quantity: '1', unit: 'xícara (chá)' },
      { section: 'Recheio', ingredientName: 'queijo coalho ralado', quantity: '100', unit: 'g' },
      { section: 'Recheio', ingredientName: 'coco ralado fresco', quantity: '2', unit: 'colheres (sopa)' },
      { section: 'Recheio', ingredientName: 'manteiga de garrafa', quantity: '1', unit: 'colher (sopa)' },
    ],
    instructions: [
      {
        section: 'Massa',
        instructionText:
          'Passe a goma por uma peneira para soltar os grumos, até ficar com textura de farinha fina e úmida.',
      },
      {
        section: 'Massa',
        instructionText:
          'Aqueça uma frigideira antiaderente de 20 cm em fogo médio, sem untar. Peneire metade da goma diretamente na frigideira, formando uma camada uniforme.',
      },
      {
        section: 'Massa',
        instructionText: 'Cozinhe por 1 a 2 minutos, até os grãos se unirem e a borda começar a soltar.',
      },
      {
        section: 'Recheio',
        instructionText: 'Espalhe metade do queijo coalho e do coco sobre uma das metades do disco e dobre ao meio.',
      },
      {
        section: 'Recheio',
        instructionText:
          'Deixe mais 1 minuto de cada lado, até o queijo derreter. Pincele com manteiga de garrafa e sirva. Repita com o restante.',
      },
    ],
    notes: [
      'Para hidratar a goma em casa, misture 500 g de polvilho doce com cerca de 150 ml de água e uma pitada de sal, esfarelando com as mãos até ficar úmido. Passe pela peneira e guarde na geladeira por até 5 dias.',
      'Outros recheios queridos: carne de sol desfiada, banana com canela ou manteiga com leite condensado.',
    ],
    tags: ['tapioca', 'queijo coalho', 'sem glúten', 'café da manhã', 'rápida'],
    utensils: [
      { name: 'Frigideira antiaderente de 20 cm', link: 'https://www.amazon.com.br/s?k=frigideira+antiaderente+20cm' },
      { name: 'Peneira', link: null },
    ],
    commentBody:
      '<p>A tapioca é uma das heranças indígenas mais gostosas da nossa cozinha: a goma extraída da mandioca vira, em um minuto na frigideira, um disco macio e levemente elástico. Em Olinda e em Fortaleza ela é vendida em barraquinhas, feita na hora na chapa.</p><p>Quando o Rafa e eu começamos a namorar, ele me apresentou a tapioca de queijo coalho com coco, e eu nunca mais quis outra. É salgadinha, levemente adocicada pelo coco e fica perfeita com um fio de manteiga de garrafa.</p><p><strong>O truque está em peneirar a goma</strong> direto na frigideira quente, sem untar e sem pressionar. Ela se une sozinha, como mágica.</p>',
    nutrition: { calories: 330, carbohydrates: 45, protein: 11, fat: 12, fiber: 0.8, sodium: 450 },
    daysAgo: 86,
    art: { vessel: 'plate', colors: ['#f7f2e6', '#f0c15a', '#e9e1cf'], background: '#d9a441' },
  },
  {
    slug: 'acai-na-tigela',
    title: 'Açaí na Tigela',
    description:
      'Creme de açaí bem grosso, batido com banana congelada e xarope de guaraná, coberto com granola, frutas e leite em pó.',
    prepTime: 'PT10M',
    cookTime: 'PT0M',
    servings: '2 tigelas',
    difficulty: 'EASY',
    cuisine: null,
    categories: ['Café da Manhã'],
    cravings: ['Refrescante', 'Cremoso'],
    occasions: ['Dia a Dia'],
    ingredients: [
      { section: 'Creme', ingredientName: 'polpa de açaí congelada sem açúcar', quantity: '400', unit: 'g' },
      { section: 'Creme', ingredientName: 'banana congelada em rodelas', quantity: '1', unit: 'unidade' },
      { section: 'Creme', ingredientName: 'xarope de guaraná', quantity: '4', unit: 'colheres (sopa)' },
      { section: 'Cobertura', ingredientName: 'granola', quantity: '1/2', unit: 'xícara (chá)' },
      { section: 'Cobertura', ingredientName: 'banana em rodelas', quantity: '1', unit: 'unidade' },
      { section: 'Cobertura', ingredientName: 'morangos fatiados', quantity: '6', unit: 'unidades' },
      { section: 'Cobertura', ingredientName: 'leite em pó', quantity: '2', unit: 'colheres (sopa)' },
      { section: 'Cobertura', ingredientName: 'mel', quantity: '', unit: 'a gosto' },
    ],
    instructions: [
      {
        section: 'Creme',
        instructionText: 'Retire a polpa do freezer 5 minutos antes e quebre em pedaços ainda dentro da embalagem.',
      },
      {
        section: 'Creme',
        instructionText: 'No liquidificador ou processador, coloque a polpa, a banana congelada e o xarope de guaraná.',
      },
      {
        section: 'Creme',
        instructionText:
          'Bata em pulsos, parando para empurrar a mistura com uma espátula, até obter um creme liso e bem grosso. Só acrescente um pouquinho de água se o aparelho realmente travar.',
      },
      {
        section: 'Cobertura',
        instructionText:
          'Distribua o creme em duas tigelas geladas e cubra com a granola, a banana, os morangos, o leite em pó e um fio de mel. Sirva imediatamente.',
      },
    ],
    notes: [
      'Gele as tigelas no freezer por 15 minutos antes de servir: o açaí demora mais para derreter.',
      'Sem xarope de guaraná, use 2 colheres (sopa) de mel ou de melado de cana.',
    ],
    tags: ['açaí', 'tigela', 'granola', 'frutas', 'verão'],
    utensils: [
      { name: 'Liquidificador de alta potência', link: 'https://www.amazon.com.br/s?k=liquidificador+alta+potencia' },
      { name: 'Tigelas de cerâmica', link: null },
    ],
    commentBody:
      '<p>No Pará, o açaí é comida de todo dia: batido fresquinho, sem açúcar, servido com farinha d’água e peixe frito no almoço. Foi no Rio de Janeiro, nos anos 1980, que ele virou esse creme gelado e doce que conquistou academias, praias e o país inteiro.</p><p>As duas versões merecem respeito, e a da tigela é a que eu faço nas manhãs de calor. O segredo de um açaí <strong>grosso de verdade</strong>, como o das lanchonetes, é usar a fruta bem congelada e quase nenhum líquido.</p><h2>Minhas coberturas preferidas</h2><ul><li>Granola crocante e banana</li><li>Morango e leite em pó</li><li>Paçoca esfarelada, para os dias de gula</li></ul>',
    nutrition: { calories: 420, carbohydrates: 70, protein: 6, fat: 14, fiber: 9, sodium: 40 },
    daysAgo: 81,
    art: { vessel: 'bowl', colors: ['#4b1a3f', '#f2e3b3', '#d63a3a'], background: '#bfd8c6' },
  },
  {
    slug: 'caipirinha-de-limao',
    title: 'Caipirinha de Limão',
    description:
      'O drinque brasileiro mais famoso do mundo: limão taiti, açúcar, cachaça e muito gelo. Simples, perfumado e refrescante.',
    prepTime: 'PT5M',
    cookTime: 'PT0M',
    servings: '1 copo',
    difficulty: 'EASY',
    cuisine: 'Brasileira',
    categories: ['Bebidas'],
    cravings: ['Refrescante'],
    occasions: ['Churrasco', 'Almoço de Domingo'],
    ingredients: [
      { section: '', ingredientName: 'limão taiti', quantity: '1', unit: 'unidade' },
      { section: '', ingredientName: 'açúcar', quantity: '2', unit: 'colheres (sopa)' },
      { section: '', ingredientName: 'cachaça prata', quantity: '60', unit: 'ml' },
      { section: '', ingredientName: 'gelo em cubos', quantity: '', unit: 'a gosto' },
    ],
    instructions: [
      {
        section: '',
        instructionText:
          'Lave bem o limão, corte as pontas e divida ao meio no sentido do comprimento. Retire a parte branca central, que amarga o drinque.',
      },
      {
        section: '',
        instructionText: 'Corte cada metade em 4 pedaços e coloque em um copo baixo com o açúcar.',
      },
      {
        section: '',
        instructionText:
          'Macere com um socador, pressionando apenas o suficiente para extrair o suco, sem esmagar a casca.',
      },
      {
        section: '',
        instructionText: 'Complete o copo com gelo, adicione a cachaça e mexa bem com uma colher longa. Sirva na hora.',
      },
    ],
    notes: [
      'Troque a cachaça por vodca e você terá uma caipiroska; com saquê, vira sakerita.',
      'Para uma caipirinha de frutas, use morango, maracujá ou tangerina no lugar de parte do limão.',
      'Aprecie com moderação e nunca dirija depois de beber.',
    ],
    tags: ['caipirinha', 'cachaça', 'drinque', 'limão', 'churrasco'],
    utensils: [
      { name: 'Socador de caipirinha', link: 'https://www.amazon.com.br/s?k=socador+de+caipirinha' },
      { name: 'Copo baixo de vidro', link: null },
    ],
    commentBody:
      '<p>A caipirinha nasceu no interior de São Paulo, e uma das histórias mais contadas é que, no começo do século XX, uma mistura de limão, alho e mel com cachaça era usada como remédio caseiro para gripe. Com o tempo, o alho saiu, o açúcar entrou e o remédio virou o drinque nacional.</p><p>Parece simples, e é, mas há detalhes que separam uma caipirinha comum de uma memorável: <strong>tirar o miolo branco do limão</strong>, macerar com delicadeza e usar uma cachaça de qualidade.</p><p>Aqui em casa ela aparece em todo churrasco de fim de semana. Só não esqueça: se beber, não dirija, e tenha sempre uma limonada gelada para quem prefere sem álcool.</p>',
    nutrition: null,
    daysAgo: 75,
    art: { vessel: 'glass', colors: ['#e8f2c8', '#7cb342', '#f7f7f0'], background: '#d9a441' },
  },
  {
    slug: 'limonada-suica',
    title: 'Limonada Suíça',
    description:
      'Limão batido com casca, coado e misturado ao leite condensado: uma limonada cremosa, geladinha e sem amargor.',
    prepTime: 'PT10M',
    cookTime: 'PT0M',
    servings: '4 copos',
    difficulty: 'EASY',
    cuisine: null,
    categories: ['Bebidas'],
    cravings: ['Refrescante', 'Cremoso'],
    occasions: ['Churrasco', 'Dia a Dia'],
    ingredients: [
      { section: '', ingredientName: 'limões taiti', quantity: '4', unit: 'unidades' },
      { section: '', ingredientName: 'água gelada', quantity: '1', unit: 'litro' },
      { section: '', ingredientName: 'açúcar', quantity: '3', unit: 'colheres (sopa)' },
      { section: '', ingredientName: 'leite condensado', quantity: '1/2', unit: 'lata (395 g)' },
      { section: '', ingredientName: 'gelo em cubos', quantity: '', unit: 'a gosto' },
    ],
    instructions: [
      {
        section: '',
        instructionText:
          'Lave bem os limões com uma escovinha. Corte as pontas, divida em quatro e retire o miolo branco do centro.',
      },
      {
        section: '',
        instructionText:
          'Coloque os limões no liquidificador com a água gelada e o açúcar e pulse 3 a 4 vezes, por cerca de 5 segundos cada. Não bata demais, senão a limonada amarga.',
      },
      {
        section: '',
        instructionText: 'Coe imediatamente em uma peneira fina, pressionando o bagaço com uma colher.',
      },
      {
        section: '',
        instructionText:
          'Lave o copo do liquidificador, volte o suco coado e bata com o leite condensado por 10 segundos.',
      },
      { section: '', instructionText: 'Sirva na hora, em copos com bastante gelo.' },
    ],
    notes: [
      'A limonada suíça deve ser servida logo após o preparo: com o tempo, os óleos da casca deixam a bebida amarga.',
      'Para uma versão sem leite condensado, bata com 4 colheres (sopa) de açúcar e sirva com gelo e hortelã.',
    ],
    tags: ['limonada', 'limão', 'leite condensado', 'sem álcool', 'verão'],
    utensils: [
      { name: 'Liquidificador', link: 'https://www.amazon.com.br/s?k=liquidificador' },
      { name: 'Peneira fina', link: 'https://www.amazon.com.br/s?k=peneira+fina+inox' },
      { name: 'Jarra de vidro', link: null },
    ],
    commentBody:
      '<p>Ninguém sabe explicar direito por que ela se chama limonada suíça, já que na Suíça ninguém conhece essa bebida. O nome é mistério, mas o sucesso é garantido: em qualquer restaurante por quilo do Brasil tem uma jarra dela gelando.</p><p>A graça está em bater o limão com casca, que dá um perfume incrível, e no toque de leite condensado, que deixa a limonada cremosa e bem docinha. O único cuidado é <strong>bater rapidinho e coar logo</strong>, para ela não amargar.</p><p>É a bebida que eu faço para a criançada nos churrascos de domingo, e os adultos sempre roubam um copo.</p>',
    nutrition: { calories: 190, carbohydrates: 38, protein: 3.5, fat: 3, fiber: 0.5, sodium: 50 },
    daysAgo: 70,
    art: { vessel: 'glass', colors: ['#e4efc0', '#b5d36a', '#5e9c3a'], background: '#e8b4a8' },
  },
  {
    slug: 'pastel-de-feira',
    title: 'Pastel de Feira',
    description:
      'Massa fininha e cheia de bolhas, recheios de carne e de queijo e aquela crocância de domingo na feira. Feito em casa, do jeito paulistano.',
    prepTime: 'PT1H',
    cookTime: 'PT30M',
    servings: '16 pastéis',
    difficulty: 'HARD',
    cuisine: 'Paulista',
    categories: ['Salgados e Petiscos', 'Pães e Massas'],
    cravings: ['Crocante', 'Queijo', 'Salgadinho de Festa'],
    occasions: ['Dia a Dia', 'Festa de Aniversário'],
    ingredients: [
      { section: 'Massa', ingredientName: 'farinha de trigo', quantity: '500', unit: 'g' },
      { section: 'Massa', ingredientName: 'sal', quantity: '1', unit: 'colher (chá)' },
      { section: 'Massa', ingredientName: 'óleo', quantity: '3', unit: 'colheres (sopa)' },
      { section: 'Massa', ingredientName: 'cachaça', quantity: '1', unit: 'colher (sopa)' },
      { section: 'Massa', ingredientName: 'água morna', quantity: '1', unit: 'xícara (chá)' },
      { section: 'Recheio de carne', ingredientName: 'carne moída', quantity: '500', unit: 'g' },
      { section: 'Recheio de carne', ingredientName: 'cebola picada', quantity: '1', unit: 'unidade' },
      { section: 'Recheio de carne', ingredientName: 'alho picado', quantity: '2', unit: 'dentes' },
      {
        section: 'Recheio de carne',
        ingredientName: 'azeitonas verdes picadas',
        quantity: '1/2',
        unit: 'xícara (chá)',
      },
      { section: 'Recheio de carne', ingredientName: 'ovos cozidos picados', quantity: '2', unit: 'unidades' },
      { section: 'Recheio de carne', ingredientName: 'cheiro-verde picado', quantity: '3', unit: 'colheres (sopa)' },
      { section: 'Recheio de carne', ingredientName: 'sal', quantity: '', unit: 'a gosto' },
      { section: 'Recheio de carne', ingredientName: 'pimenta-do-reino', quantity: '', unit: 'a gosto' },
      { section: 'Recheio de queijo', ingredientName: 'muçarela ralada', quantity: '300', unit: 'g' },
      { section: 'Recheio de queijo', ingredientName: 'orégano', quantity: '1', unit: 'colher (chá)' },
      { section: 'Fritura', ingredientName: 'óleo para fritar', quantity: '', unit: 'a gosto' },
    ],
    instructions: [
      {
        section: 'Massa',
        instructionText:
          'Em uma tigela, misture a farinha e o sal. Acrescente o óleo e a cachaça e vá adicionando a água morna aos poucos, misturando com as mãos.',
      },
      {
        section: 'Massa',
        instructionText:
          'Sove por cerca de 10 minutos, até obter uma massa lisa, elástica e que não grude nas mãos. Embale em filme plástico e deixe descansar por 30 minutos.',
      },
      {
        section: 'Recheio de carne',
        instructionText:
          'Refogue a cebola e o alho em um fio de óleo, junte a carne moída e cozinhe até secar toda a água. Tempere com sal e pimenta, desligue e misture as azeitonas, os ovos e o cheiro-verde. Deixe esfriar completamente.',
      },
      {
        section: 'Recheio de queijo',
        instructionText: 'Misture a muçarela com o orégano e reserve na geladeira até a hora de montar.',
      },
      {
        section: 'Fritura',
        instructionText:
          'Divida a massa em 4 partes e abra cada uma com o rolo, em superfície enfarinhada, até ficar bem fina, com cerca de 1 mm. Corte retângulos de 12 x 24 cm.',
      },
      {
        section: 'Fritura',
        instructionText:
          'Coloque 2 colheres (sopa) de recheio em uma das metades, dobre, retire o ar e feche bem as bordas apertando com um garfo.',
      },
      {
        section: 'Fritura',
        instructionText:
          'Frite em óleo bem quente, a 180 °C, jogando óleo por cima com a escumadeira para formar bolhas, por cerca de 2 minutos de cada lado. Escorra em papel-toalha e sirva em seguida.',
      },
    ],
    notes: [
      'A cachaça é o segredo das bolhinhas e da crocância: o álcool evapora rápido na fritura e deixa a massa sequinha.',
      'O recheio precisa estar totalmente frio, senão o vapor estufa o pastel e ele pode abrir no óleo.',
      'Sem tempo para a massa? Use massa de pastel em rolo pronta, que dá ótimo resultado.',
    ],
    tags: ['pastel', 'feira', 'fritura', 'carne moída', 'queijo'],
    utensils: [
      { name: 'Rolo de massa', link: 'https://www.amazon.com.br/s?k=rolo+de+massa' },
      { name: 'Cortador de massa', link: 'https://www.amazon.com.br/s?k=carretilha+cortador+de+massa' },
      { name: 'Termômetro culinário', link: 'https://www.amazon.com.br/s?k=termometro+culinario' },
    ],
    commentBody:
      '<p>Quando me mudei para São Paulo, aprendi rápido o ritual de domingo de qualquer paulistano: ir à feira, comprar as frutas da semana e terminar o passeio com um pastel quentinho e um copo de caldo de cana.</p><p>O pastel de feira é fruto da imigração: dizem que os chineses e, depois, os japoneses adaptaram seus bolinhos fritos aos ingredientes daqui, e as barracas se espalharam pela cidade a partir dos anos 1940.</p><h2>Como conseguir as bolhas</h2><ul><li>Massa bem fininha, quase transparente.</li><li>Um pouquinho de cachaça na massa.</li><li>Óleo quente e regado por cima do pastel durante a fritura.</li></ul><p>É trabalhoso, mas é uma farra fazer em família. Cada um escolhe o recheio e fica de olho na panela esperando a sua vez.</p>',
    nutrition: { calories: 260, carbohydrates: 25, protein: 11, fat: 13, fiber: 1, sodium: 350 },
    daysAgo: 64,
    art: { vessel: 'pieces', colors: ['#e3b461', '#c98b3a', '#6b8f3f'], background: '#a7c4d8' },
  },
  {
    slug: 'empadao-de-frango',
    title: 'Empadão de Frango',
    description:
      'Massa podre amanteigada que derrete na boca e um recheio cremoso de frango com palmito e azeitonas. Perfeito para o almoço de domingo.',
    prepTime: 'PT50M',
    cookTime: 'PT45M',
    servings: '8 porções',
    difficulty: 'MEDIUM',
    cuisine: 'Brasileira',
    categories: ['Pratos Principais', 'Pães e Massas'],
    cravings: ['Comida de Conforto', 'Cremoso'],
    occasions: ['Almoço de Domingo', 'Natal'],
    ingredients: [
      { section: 'Massa', ingredientName: 'farinha de trigo', quantity: '3', unit: 'xícaras (chá)' },
      { section: 'Massa', ingredientName: 'manteiga gelada em cubos', quantity: '200', unit: 'g' },
      { section: 'Massa', ingredientName: 'ovo', quantity: '1', unit: 'unidade' },
      { section: 'Massa', ingredientName: 'sal', quantity: '1', unit: 'colher (chá)' },
      { section: 'Massa', ingredientName: 'água gelada', quantity: '3', unit: 'colheres (sopa)' },
      { section: 'Massa', ingredientName: 'gema para pincelar', quantity: '1', unit: 'unidade' },
      { section: 'Recheio', ingredientName: 'peito de frango cozido e desfiado', quantity: '600', unit: 'g' },
      { section: 'Recheio', ingredientName: 'azeite de oliva', quantity: '2', unit: 'colheres (sopa)' },
      { section: 'Recheio', ingredientName: 'cebola picada', quantity: '1', unit: 'unidade' },
      { section: 'Recheio', ingredientName: 'alho picado', quantity: '2', unit: 'dentes' },
      {
        section: 'Recheio',
        ingredientName: 'tomates sem pele e sem sementes picados',
        quantity: '2',
        unit: 'unidades',
      },
      { section: 'Recheio', ingredientName: 'palmito picado', quantity: '300', unit: 'g' },
      { section: 'Recheio', ingredientName: 'azeitonas verdes fatiadas', quantity: '1/2', unit: 'xícara (chá)' },
      { section: 'Recheio', ingredientName: 'caldo do cozimento do frango', quantity: '1', unit: 'xícara (chá)' },
      { section: 'Recheio', ingredientName: 'leite', quantity: '1', unit: 'xícara (chá)' },
      { section: 'Recheio', ingredientName: 'amido de milho', quantity: '2', unit: 'colheres (sopa)' },
      { section: 'Recheio', ingredientName: 'requeijão cremoso', quantity: '200', unit: 'g' },
      { section: 'Recheio', ingredientName: 'cheiro-verde picado', quantity: '3', unit: 'colheres (sopa)' },
      { section: 'Recheio', ingredientName: 'sal', quantity: '', unit: 'a gosto' },
    ],
    instructions: [
      {
        section: 'Massa',
        instructionText:
          'Em uma tigela, misture a farinha e o sal. Junte a manteiga e trabalhe com as pontas dos dedos até formar uma farofa grossa.',
      },
      {
        section: 'Massa',
        instructionText:
          'Acrescente o ovo e a água gelada aos poucos, apenas até a massa se unir, sem sovar. Embale em filme plástico e leve à geladeira por 30 minutos.',
      },
      {
        section: 'Recheio',
        instructionText:
          'Refogue a cebola e o alho no azeite, junte o tomate e cozinhe por 3 minutos. Acrescente o frango, o palmito e as azeitonas.',
      },
      {
        section: 'Recheio',
        instructionText:
          'Dissolva o amido de milho no leite frio com o caldo, despeje na panela e mexa até formar um creme espesso. Desligue, misture o requeijão e o cheiro-verde, acerte o sal e deixe esfriar.',
      },
      {
        section: 'Massa',
        instructionText:
          'Preaqueça o forno a 180 °C. Abra dois terços da massa entre dois plásticos e forre o fundo e as laterais de uma forma de fundo removível de 24 cm.',
      },
      {
        section: 'Massa',
        instructionText:
          'Coloque o recheio frio, cubra com o restante da massa aberta, feche bem as bordas e faça alguns furinhos com um garfo. Pincele com a gema.',
      },
      {
        section: 'Massa',
        instructionText:
          'Asse por 40 a 45 minutos, até a massa ficar bem dourada. Espere 15 minutos antes de desenformar e cortar.',
      },
    ],
    notes: [
      'Recheio frio é fundamental: recheio quente derrete a manteiga da massa e deixa o fundo mole.',
      'O empadão assado dura 3 dias na geladeira e pode ser congelado em fatias por até 2 meses.',
    ],
    tags: ['empadão', 'frango', 'massa podre', 'palmito', 'forno'],
    utensils: [
      { name: 'Forma de fundo removível de 24 cm', link: 'https://www.amazon.com.br/s?k=forma+fundo+removivel+24cm' },
      { name: 'Rolo de massa', link: 'https://www.amazon.com.br/s?k=rolo+de+massa' },
      { name: 'Pincel de silicone', link: null },
    ],
    commentBody:
      '<p>Empadão é comida de mãe. É aquele prato que chega inteiro, dourado e cheiroso à mesa, e que a gente corta em fatias generosas enquanto o recheio cremoso escorre pelo prato.</p><p>A receita é uma versão grande das empadinhas, que chegaram ao Brasil com os portugueses e ganharam recheios bem nossos, como palmito, frango desfiado e requeijão. Cada região tem o seu: em Goiás, por exemplo, o empadão goiano leva guariroba, linguiça e queijo.</p><p>O que faz esta massa ser tão especial é a <strong>manteiga bem gelada</strong> e o cuidado de não sovar. Assim ela fica <em>podre</em>, como dizem as avós: quebradiça, amanteigada e derretendo na boca.</p>',
    nutrition: { calories: 520, carbohydrates: 38, protein: 28, fat: 29, fiber: 2, sodium: 720 },
    daysAgo: 59,
    art: { vessel: 'pan', colors: ['#d9a04e', '#f2dca6', '#5b8c3a'], background: '#f3e7d3' },
  },
  {
    slug: 'torta-de-limao',
    title: 'Torta de Limão com Merengue',
    description:
      'Base crocante de biscoito, recheio azedinho e cremoso de limão e um merengue suíço alto e maçaricado. Sobremesa de festa sem erro.',
    prepTime: 'PT40M',
    cookTime: 'PT20M',
    servings: '1 forma de 24 cm',
    difficulty: 'MEDIUM',
    cuisine: 'Brasileira',
    categories: ['Bolos e Tortas', 'Doces e Sobremesas'],
    cravings: ['Refrescante', 'Cremoso'],
    occasions: ['Festa de Aniversário', 'Almoço de Domingo', 'Natal'],
    ingredients: [
      { section: 'Base', ingredientName: 'biscoito de maisena', quantity: '200', unit: 'g' },
      { section: 'Base', ingredientName: 'manteiga derretida', quantity: '100', unit: 'g' },
      { section: 'Recheio', ingredientName: 'leite condensado', quantity: '1', unit: 'lata (395 g)' },
      { section: 'Recheio', ingredientName: 'creme de leite', quantity: '1', unit: 'caixinha (200 g)' },
      { section: 'Recheio', ingredientName: 'suco de limão taiti', quantity: '1/2', unit: 'xícara (chá)' },
      { section: 'Recheio', ingredientName: 'raspas de limão', quantity: '1', unit: 'unidade' },
      { section: 'Cobertura', ingredientName: 'claras', quantity: '3', unit: 'unidades' },
      { section: 'Cobertura', ingredientName: 'açúcar', quantity: '150', unit: 'g' },
    ],
    instructions: [
      {
        section: 'Base',
        instructionText:
          'Preaqueça o forno a 180 °C. Triture os biscoitos no processador até virar uma farofa fina e misture com a manteiga derretida.',
      },
      {
        section: 'Base',
        instructionText:
          'Forre o fundo e as laterais de uma forma de fundo removível de 24 cm, pressionando bem com o fundo de um copo. Asse por 10 a 12 minutos e deixe esfriar.',
      },
      {
        section: 'Recheio',
        instructionText:
          'Em uma tigela, misture o leite condensado e o creme de leite. Acrescente o suco de limão aos poucos, mexendo sempre: o creme vai engrossar. Junte as raspas.',
      },
      {
        section: 'Recheio',
        instructionText: 'Despeje o recheio sobre a base fria e leve à geladeira enquanto prepara o merengue.',
      },
      {
        section: 'Cobertura',
        instructionText:
          'Em uma tigela refratária, misture as claras e o açúcar e leve ao banho-maria, mexendo sem parar, até o açúcar dissolver e a mistura ficar bem quente ao toque, por volta de 60 °C.',
      },
      {
        section: 'Cobertura',
        instructionText:
          'Transfira para a batedeira e bata em velocidade alta por 8 a 10 minutos, até formar picos firmes e brilhantes.',
      },
      {
        section: 'Cobertura',
        instructionText:
          'Espalhe o merengue sobre o recheio formando ondinhas e doure com um maçarico ou no forno a 200 °C por 3 a 5 minutos. Leve à geladeira por pelo menos 3 horas antes de servir.',
      },
    ],
    notes: [
      'Esprema os limões na hora e use raspas só da parte verde da casca: a parte branca amarga.',
      'O merengue suíço é estável e não "chora" na geladeira, por isso a torta pode ser feita na véspera.',
    ],
    tags: ['torta de limão', 'merengue', 'sobremesa gelada', 'limão', 'festa'],
    utensils: [
      { name: 'Forma de fundo removível de 24 cm', link: 'https://www.amazon.com.br/s?k=forma+fundo+removivel+24cm' },
      { name: 'Batedeira', link: 'https://www.amazon.com.br/s?k=batedeira+planetaria' },
      { name: 'Maçarico culinário', link: 'https://www.amazon.com.br/s?k=macarico+culinario' },
    ],
    commentBody:
      '<p>Se tem uma sobremesa que nunca sobra nas festas lá de casa, é a torta de limão. Ela é gelada, azedinha na medida certa e tem aquele merengue alto e tostadinho que faz todo mundo tirar foto antes de cortar.</p><p>A versão brasileira é bem diferente da <em>lemon pie</em> americana: em vez de um creme cozido com ovos, usamos o velho truque do <strong>leite condensado com suco de limão</strong>, que engrossa sozinho, sem ir ao fogo. É química de cozinha pura e funciona sempre.</p><h2>Por que merengue suíço?</h2><p>Porque as claras são aquecidas com o açúcar antes de bater. O merengue fica mais firme, brilhante e seguro para comer, e não solta aquelas gotinhas de calda na geladeira.</p>',
    nutrition: { calories: 390, carbohydrates: 55, protein: 6.5, fat: 17, fiber: 0.6, sodium: 190 },
    daysAgo: 53,
    art: { vessel: 'cake', colors: ['#f5efc8', '#dfe89a', '#6aa84f'], background: '#a7c4d8' },
  },
  {
    slug: 'cuscuz-paulista',
    title: 'Cuscuz Paulista de Sardinha',
    description:
      'Farinha de milho cozida em um molho de tomate com sardinha, palmito e ervilha, moldada e decorada com ovos e tomate. Lindo e saboroso.',
    prepTime: 'PT30M',
    cookTime: 'PT25M',
    servings: '10 porções',
    difficulty: 'MEDIUM',
    cuisine: 'Paulista',
    categories: ['Pratos Principais'],
    cravings: ['Comida de Conforto'],
    occasions: ['Páscoa', 'Almoço de Domingo'],
    ingredients: [
      { section: 'Decoração', ingredientName: 'ovos cozidos em rodelas', quantity: '3', unit: 'unidades' },
      { section: 'Decoração', ingredientName: 'tomate em rodelas finas', quantity: '1', unit: 'unidade' },
      { section: 'Decoração', ingredientName: 'sardinhas em óleo inteiras', quantity: '1', unit: 'lata (125 g)' },
      { section: 'Decoração', ingredientName: 'ervilhas escorridas', quantity: '2', unit: 'colheres (sopa)' },
      { section: 'Cuscuz', ingredientName: 'azeite de oliva', quantity: '1/2', unit: 'xícara (chá)' },
      { section: 'Cuscuz', ingredientName: 'cebola picada', quantity: '1', unit: 'unidade' },
      { section: 'Cuscuz', ingredientName: 'alho picado', quantity: '3', unit: 'dentes' },
      { section: 'Cuscuz', ingredientName: 'tomates picados', quantity: '3', unit: 'unidades' },
      { section: 'Cuscuz', ingredientName: 'molho de tomate', quantity: '1', unit: 'xícara (chá)' },
      { section: 'Cuscuz', ingredientName: 'sardinhas em óleo desfiadas', quantity: '1', unit: 'lata (125 g)' },
      { section: 'Cuscuz', ingredientName: 'palmito picado', quantity: '300', unit: 'g' },
      { section: 'Cuscuz', ingredientName: 'ervilhas escorridas', quantity: '1', unit: 'lata (170 g)' },
      { section: 'Cuscuz', ingredientName: 'azeitonas verdes picadas', quantity: '1/2', unit: 'xícara (chá)' },
      { section: 'Cuscuz', ingredientName: 'água quente', quantity: '2', unit: 'xícaras (chá)' },
      { section: 'Cuscuz', ingredientName: 'farinha de milho flocada', quantity: '3', unit: 'xícaras (chá)' },
      { section: 'Cuscuz', ingredientName: 'farinha de mandioca crua', quantity: '1/2', unit: 'xícara (chá)' },
      { section: 'Cuscuz', ingredientName: 'cheiro-verde picado', quantity: '1/2', unit: 'xícara (chá)' },
      { section: 'Cuscuz', ingredientName: 'sal', quantity: '', unit: 'a gosto' },
      { section: 'Cuscuz', ingredientName: 'pimenta-do-reino', quantity: '', unit: 'a gosto' },
    ],
    instructions: [
      {
        section: 'Decoração',
        instructionText:
          'Unte com azeite uma forma com furo central de 24 cm. Arrume no fundo e nas laterais as rodelas de ovo e de tomate, as sardinhas inteiras e as ervilhas, formando um desenho bonito.',
      },
      {
        section: 'Cuscuz',
        instructionText:
          'Em uma panela grande, aqueça o azeite e refogue a cebola e o alho. Junte o tomate picado e o molho e cozinhe por 5 minutos.',
      },
      {
        section: 'Cuscuz',
        instructionText:
          'Acrescente a sardinha desfiada, o palmito, as ervilhas e as azeitonas. Adicione a água quente, deixe ferver e tempere com sal e pimenta.',
      },
      {
        section: 'Cuscuz',
        instructionText:
          'Abaixe o fogo e junte as farinhas aos poucos, mexendo sem parar, até a massa desgrudar da panela. Ela deve ficar úmida e macia, não seca. Misture o cheiro-verde.',
      },
      {
        section: 'Cuscuz',
        instructionText:
          'Transfira para a forma decorada, pressionando com as costas de uma colher para não deixar espaços, com cuidado para não deslocar a decoração.',
      },
      {
        section: 'Cuscuz',
        instructionText:
          'Deixe descansar por 15 minutos e desenforme em um prato. Sirva morno ou em temperatura ambiente.',
      },
    ],
    notes: [
      'Pode trocar a sardinha por frango desfiado ou camarão refogado.',
      'Se a massa ficar seca demais, acrescente um pouco de água quente antes de colocar na forma; se ficar mole, mais farinha de milho.',
    ],
    tags: ['cuscuz paulista', 'sardinha', 'farinha de milho', 'palmito', 'páscoa'],
    utensils: [
      { name: 'Forma com furo central de 24 cm', link: 'https://www.amazon.com.br/s?k=forma+com+furo+24cm' },
      { name: 'Panela grande', link: null },
    ],
    commentBody:
      '<p>O cuscuz paulista é um daqueles pratos que encantam pela aparência: quando desenformado, revela um mosaico de ovos, tomates e sardinhas que parece coisa de confeitaria. E é tudo feito com ingredientes simples de despensa.</p><p>Ele descende do cuscuz que os tropeiros levavam nas viagens pelo interior, cozido com o que houvesse à mão. Em São Paulo, ganhou molho de tomate, peixe e palmito e virou prato de festa, especialmente na <strong>Semana Santa</strong>, quando muitas famílias evitam carne vermelha.</p><p>Foi a dona Neide, minha vizinha paulistana de muitos anos, quem me ensinou a caprichar na decoração. Não tenha pressa nessa etapa: é ela que faz o prato brilhar na mesa.</p>',
    nutrition: { calories: 340, carbohydrates: 38, protein: 14, fat: 15, fiber: 4, sodium: 650 },
    daysAgo: 48,
    art: { vessel: 'plate', colors: ['#e89a3c', '#c0392b', '#4e8d3a'], background: '#f2dc9b' },
  },
  {
    slug: 'galinhada-goiana',
    title: 'Galinhada Goiana',
    description:
      'Arroz amarelinho cozido junto com o frango bem dourado, milho e cheiro-verde. Prato único, farto e cheio de sabor do Cerrado.',
    prepTime: 'PT30M',
    cookTime: 'PT50M',
    servings: '6 porções',
    difficulty: 'MEDIUM',
    cuisine: 'Goiana',
    categories: ['Pratos Principais'],
    cravings: ['Comida de Conforto'],
    occasions: ['Almoço de Domingo', 'Festa Junina'],
    ingredients: [
      { section: 'Frango', ingredientName: 'coxas e sobrecoxas de frango', quantity: '1', unit: 'kg' },
      { section: 'Frango', ingredientName: 'suco de limão', quantity: '1', unit: 'unidade' },
      { section: 'Frango', ingredientName: 'alho amassado', quantity: '4', unit: 'dentes' },
      { section: 'Frango', ingredientName: 'sal', quantity: '', unit: 'a gosto' },
      { section: 'Frango', ingredientName: 'pimenta-do-reino', quantity: '', unit: 'a gosto' },
      { section: 'Arroz', ingredientName: 'óleo', quantity: '3', unit: 'colheres (sopa)' },
      { section: 'Arroz', ingredientName: 'cebola picada', quantity: '1', unit: 'unidade' },
      { section: 'Arroz', ingredientName: 'pimentão vermelho picado', quantity: '1/2', unit: 'unidade' },
      { section: 'Arroz', ingredientName: 'tomates picados', quantity: '2', unit: 'unidades' },
      { section: 'Arroz', ingredientName: 'açafrão-da-terra (cúrcuma)', quantity: '1', unit: 'colher (chá)' },
      { section: 'Arroz', ingredientName: 'arroz branco', quantity: '2', unit: 'xícaras (chá)' },
      { section: 'Arroz', ingredientName: 'água fervente', quantity: '4', unit: 'xícaras (chá)' },
      { section: 'Arroz', ingredientName: 'milho verde', quantity: '1', unit: 'xícara (chá)' },
      { section: 'Arroz', ingredientName: 'cheiro-verde picado', quantity: '1/2', unit: 'xícara (chá)' },
    ],
    instructions: [
      {
        section: 'Frango',
        instructionText: 'Tempere o frango com o limão, o alho, sal e pimenta-do-reino e deixe marinar por 30 minutos.',
      },
      {
        section: 'Frango',
        instructionText:
          'Em uma panela grande e larga, de preferência de ferro, aqueça o óleo e doure o frango aos poucos, virando até ficar bem moreno por todos os lados, cerca de 15 minutos.',
      },
      {
        section: 'Arroz',
        instructionText:
          'Junte a cebola, o pimentão e o tomate e refogue, raspando o fundo da panela para soltar os queimadinhos, que dão sabor.',
      },
      {
        section: 'Arroz',
        instructionText:
          'Acrescente o açafrão e o arroz e refogue por 2 minutos. Adicione a água fervente, acerte o sal e deixe levantar fervura.',
      },
      {
        section: 'Arroz',
        instructionText:
          'Abaixe o fogo, tampe parcialmente e cozinhe por cerca de 20 minutos, até o arroz ficar macio. Na metade do tempo, junte o milho.',
      },
      {
        section: 'Arroz',
        instructionText:
          'Desligue o fogo com o arroz ainda úmido, misture o cheiro-verde, tampe e deixe descansar por 5 minutos antes de servir.',
      },
    ],
    notes: [
      'Para a versão goiana raiz, acrescente 6 pequis junto com o arroz. Atenção: pequi se rói com cuidado, nunca se morde, por causa dos espinhos.',
      'Coxa e sobrecoxa com osso e pele dão muito mais sabor que o peito.',
    ],
    tags: ['galinhada', 'frango', 'arroz', 'goiana', 'panela única'],
    utensils: [{ name: 'Panela de ferro', link: 'https://www.amazon.com.br/s?k=panela+de+ferro+fundido' }],
    commentBody:
      '<p>Galinhada é comida de roça, de fim de semana, de panela grande no meio da mesa. Em Goiás, ela é quase um patrimônio, e muita gente não abre mão do pequi, o fruto do Cerrado de perfume inconfundível.</p><p>A primeira vez que comi foi numa festa junina em Pirenópolis, servida em pratinhos de papel ao lado da fogueira. Fiquei impressionada com a quantidade de sabor que cabia em um prato tão simples.</p><p>O grande segredo está em <strong>dourar muito bem o frango</strong> antes de colocar o arroz. Aqueles pedacinhos grudados no fundo da panela se dissolvem no refogado e dão cor e profundidade ao prato. O açafrão-da-terra completa com o tom amarelinho característico.</p>',
    nutrition: { calories: 560, carbohydrates: 60, protein: 35, fat: 19, fiber: 2.5, sodium: 560 },
    daysAgo: 42,
    art: { vessel: 'pan', colors: ['#e8b83a', '#a8622f', '#4c8b3b'], background: '#c96f4a' },
  },
  {
    slug: 'bobo-de-camarao',
    title: 'Bobó de Camarão',
    description:
      'Camarões refogados em um creme aveludado de mandioca com leite de coco e dendê. Um clássico baiano para os dias de festa.',
    prepTime: 'PT40M',
    cookTime: 'PT50M',
    servings: '6 porções',
    difficulty: 'HARD',
    cuisine: 'Baiana',
    categories: ['Pratos Principais', 'Comida Nordestina'],
    cravings: ['Cremoso', 'Apimentado'],
    occasions: ['Almoço de Domingo', 'Natal'],
    ingredients: [
      { section: 'Creme de mandioca', ingredientName: 'mandioca descascada em pedaços', quantity: '1', unit: 'kg' },
      { section: 'Creme de mandioca', ingredientName: 'leite de coco', quantity: '200', unit: 'ml' },
      {
        section: 'Creme de mandioca',
        ingredientName: 'água do cozimento da mandioca',
        quantity: '1',
        unit: 'xícara (chá)',
      },
      { section: 'Camarão', ingredientName: 'camarão médio limpo', quantity: '1', unit: 'kg' },
      { section: 'Camarão', ingredientName: 'suco de limão', quantity: '1', unit: 'unidade' },
      { section: 'Camarão', ingredientName: 'alho amassado', quantity: '3', unit: 'dentes' },
      { section: 'Camarão', ingredientName: 'azeite de oliva', quantity: '2', unit: 'colheres (sopa)' },
      { section: 'Camarão', ingredientName: 'azeite de dendê', quantity: '3', unit: 'colheres (sopa)' },
      { section: 'Camarão', ingredientName: 'cebola picada', quantity: '1', unit: 'unidade' },
      { section: 'Camarão', ingredientName: 'pimentão vermelho picado', quantity: '1', unit: 'unidade' },
      { section: 'Camarão', ingredientName: 'tomates sem sementes picados', quantity: '3', unit: 'unidades' },
      { section: 'Camarão', ingredientName: 'pimenta dedo-de-moça picada', quantity: '1', unit: 'unidade' },
      { section: 'Camarão', ingredientName: 'leite de coco', quantity: '200', unit: 'ml' },
      { section: 'Camarão', ingredientName: 'coentro picado', quantity: '1', unit: 'maço' },
      { section: 'Camarão', ingredientName: 'sal', quantity: '', unit: 'a gosto' },
      { section: 'Camarão', ingredientName: 'pimenta-do-reino', quantity: '', unit: 'a gosto' },
    ],
    instructions: [
      {
        section: 'Creme de mandioca',
        instructionText:
          'Cozinhe a mandioca em água sem sal por cerca de 30 minutos, até ficar bem macia e começar a desmanchar. Escorra, reservando 1 xícara da água, e retire as fibras centrais.',
      },
      {
        section: 'Creme de mandioca',
        instructionText:
          'Bata a mandioca no liquidificador com 200 ml de leite de coco e a água reservada até obter um creme liso e espesso. Reserve.',
      },
      {
        section: 'Camarão',
        instructionText:
          'Tempere os camarões com o limão, o alho, sal e pimenta-do-reino e deixe descansar por 15 minutos.',
      },
      {
        section: 'Camarão',
        instructionText:
          'Em uma panela grande, aqueça o azeite e 2 colheres (sopa) de dendê. Refogue a cebola, o pimentão, o tomate e a pimenta por 5 minutos, até murcharem.',
      },
      {
        section: 'Camarão',
        instructionText:
          'Junte os camarões e cozinhe por apenas 2 a 3 minutos, até ficarem rosados. Camarão cozido demais fica borrachudo.',
      },
      {
        section: 'Camarão',
        instructionText:
          'Acrescente o creme de mandioca e o restante do leite de coco e cozinhe em fogo baixo por 5 a 8 minutos, mexendo com delicadeza, até encorpar.',
      },
      {
        section: 'Camarão',
        instructionText:
          'Acerte o sal, finalize com o coentro e o restante do dendê e sirva com arroz branco e farofa de dendê.',
      },
    ],
    notes: [
      'Para um caldo ainda mais saboroso, cozinhe as cascas e as cabeças dos camarões em 2 xícaras de água por 15 minutos e use esse caldo no lugar da água da mandioca.',
      'Quem não gosta de coentro pode usar salsinha, mas o sabor baiano de verdade pede coentro.',
    ],
    tags: ['bobó', 'camarão', 'mandioca', 'dendê', 'baiana'],
    utensils: [
      { name: 'Liquidificador', link: 'https://www.amazon.com.br/s?k=liquidificador' },
      { name: 'Panela de barro', link: 'https://www.amazon.com.br/s?k=panela+de+barro' },
    ],
    commentBody:
      '<p>O bobó de camarão é uma das pérolas da cozinha baiana, com raízes na África Ocidental, onde se preparavam purês de inhame temperados com dendê. Na Bahia, o inhame deu lugar à mandioca, e nasceu esse creme dourado e perfumado.</p><p>Aprendi a fazer com a dona Lúcia, uma baiana de Cachoeira que cozinhava para uma pousada onde me hospedei. Ela dizia que bobó bom é aquele em que a mandioca vira veludo e o camarão continua macio. Parece simples, mas exige atenção ao ponto de cada etapa.</p><h2>Para servir como na Bahia</h2><ul><li>Arroz branco bem soltinho</li><li>Farofa de dendê</li><li>Molho de pimenta à parte, para quem gosta de mais ardor</li></ul>',
    nutrition: { calories: 480, carbohydrates: 42, protein: 30, fat: 21, fiber: 3, sodium: 620 },
    daysAgo: 37,
    art: { vessel: 'bowl', colors: ['#f0a43a', '#f26b4a', '#3f8f3a'], background: '#e9dfcc' },
  },
  {
    slug: 'pe-de-moleque-crocante',
    title: 'Pé de Moleque Crocante',
    description:
      'Amendoim torrado envolvido em caramelo dourado, em pedaços crocantes que derretem na boca. O doce mais querido do arraiá.',
    prepTime: 'PT10M',
    cookTime: 'PT25M',
    servings: '20 pedaços',
    difficulty: 'MEDIUM',
    cuisine: 'Brasileira',
    categories: ['Doces e Sobremesas'],
    cravings: ['Crocante'],
    occasions: ['Festa Junina'],
    ingredients: [
      { section: '', ingredientName: 'açúcar', quantity: '2', unit: 'xícaras (chá)' },
      { section: '', ingredientName: 'água', quantity: '1/2', unit: 'xícara (chá)' },
      { section: '', ingredientName: 'amendoim torrado sem pele', quantity: '500', unit: 'g' },
      { section: '', ingredientName: 'manteiga', quantity: '1', unit: 'colher (sopa)' },
      { section: '', ingredientName: 'bicarbonato de sódio', quantity: '1', unit: 'colher (chá)' },
    ],
    instructions: [
      {
        section: '',
        instructionText:
          'Unte com manteiga uma assadeira ou uma pedra de mármore e deixe tudo à mão antes de começar: o processo final é muito rápido.',
      },
      {
        section: '',
        instructionText:
          'Em uma panela de fundo grosso, coloque o açúcar e a água e leve ao fogo médio, sem mexer, até formar um caramelo dourado-claro, cerca de 12 minutos.',
      },
      {
        section: '',
        instructionText:
          'Junte o amendoim e mexa com uma colher de pau por 2 a 3 minutos, até todos os grãos ficarem envolvidos no caramelo.',
      },
      {
        section: '',
        instructionText:
          'Desligue o fogo, acrescente a manteiga e o bicarbonato e misture rapidamente: a mistura vai espumar e clarear.',
      },
      {
        section: '',
        instructionText:
          'Despeje imediatamente na superfície untada e espalhe com uma espátula até ficar com cerca de 1,5 cm de altura.',
      },
      {
        section: '',
        instructionText:
          'Ainda morno, corte em quadrados com uma faca untada. Deixe esfriar completamente antes de separar os pedaços.',
      },
    ],
    notes: [
      'Cuidado: o caramelo passa de 150 °C. Mantenha as crianças longe do fogão nessa etapa.',
      'Guarde em pote bem fechado, em lugar seco, por até 15 dias. A umidade deixa o doce grudento.',
    ],
    tags: ['pé de moleque', 'amendoim', 'festa junina', 'caramelo', 'doce caseiro'],
    utensils: [
      { name: 'Panela de fundo grosso', link: 'https://www.amazon.com.br/s?k=panela+fundo+grosso' },
      { name: 'Espátula de metal', link: null },
    ],
    commentBody:
      '<p>O nome é curioso e tem várias explicações. A mais bonita diz que as doceiras de antigamente, ao verem a molecada roubar os doces que esfriavam na janela, gritavam: <em>“Pede, moleque!”</em>. De tanto repetir, o doce ganhou o nome.</p><p>Outra versão conta que o aspecto irregular, cheio de amendoins aparentes, lembrava o calçamento das ruas de pedra, chamado de pé de moleque. Seja qual for a origem, é o doce que mais combina com fogueira, quentão e bandeirinha.</p><p>A minha versão é a crocante, de caramelo, que quebra com um estalo. <strong>Atenção total ao fogo</strong>: o caramelo muda de dourado para queimado em segundos.</p>',
    nutrition: { calories: 190, carbohydrates: 22, protein: 6, fat: 10, fiber: 2, sodium: 40 },
    daysAgo: 31,
    art: { vessel: 'pieces', colors: ['#b5742e', '#d9a45a', '#7a4a22'], background: '#a9b89a' },
  },
  {
    slug: 'mousse-de-maracuja',
    title: 'Mousse de Maracujá',
    description:
      'Três ingredientes batidos no liquidificador e uma calda de maracujá com sementes por cima. Aerada, azedinha e pronta em 15 minutos.',
    prepTime: 'PT15M',
    cookTime: 'PT5M',
    servings: '8 porções',
    difficulty: 'EASY',
    cuisine: 'Brasileira',
    categories: ['Doces e Sobremesas'],
    cravings: ['Cremoso', 'Refrescante'],
    occasions: ['Almoço de Domingo', 'Natal'],
    ingredients: [
      { section: 'Mousse', ingredientName: 'leite condensado', quantity: '1', unit: 'lata (395 g)' },
      { section: 'Mousse', ingredientName: 'creme de leite', quantity: '1', unit: 'caixinha (200 g)' },
      { section: 'Mousse', ingredientName: 'suco concentrado de maracujá', quantity: '1', unit: 'medida da lata' },
      { section: 'Calda', ingredientName: 'polpa de maracujá com sementes', quantity: '2', unit: 'unidades' },
      { section: 'Calda', ingredientName: 'açúcar', quantity: '3', unit: 'colheres (sopa)' },
      { section: 'Calda', ingredientName: 'água', quantity: '2', unit: 'colheres (sopa)' },
    ],
    instructions: [
      {
        section: 'Mousse',
        instructionText:
          'No liquidificador, bata o leite condensado, o creme de leite e o suco de maracujá por cerca de 3 minutos, até a mistura engrossar e ficar aerada.',
      },
      {
        section: 'Mousse',
        instructionText: 'Distribua em taças ou em uma travessa de vidro e leve à geladeira por pelo menos 3 horas.',
      },
      {
        section: 'Calda',
        instructionText:
          'Em uma panela pequena, leve a polpa com sementes, o açúcar e a água ao fogo baixo e cozinhe por 5 minutos, até formar uma calda levemente espessa. Deixe esfriar.',
      },
      {
        section: 'Calda',
        instructionText: 'Na hora de servir, cubra a mousse com a calda fria.',
      },
    ],
    notes: [
      'Para uma mousse mais firme, que pode ser desenformada, acrescente 1 envelope de gelatina incolor hidratada e dissolvida conforme a embalagem.',
      'Use suco concentrado ou polpa pura coada, sem água: é a acidez da fruta que faz a mousse engrossar.',
    ],
    tags: ['mousse', 'maracujá', 'sobremesa rápida', 'liquidificador', 'sem forno'],
    utensils: [
      { name: 'Liquidificador', link: 'https://www.amazon.com.br/s?k=liquidificador' },
      { name: 'Taças de sobremesa', link: 'https://www.amazon.com.br/s?k=tacas+de+sobremesa' },
    ],
    commentBody:
      '<p>Essa é a sobremesa de emergência oficial das famílias brasileiras. Chegou visita de surpresa? Em 15 minutos a mousse de maracujá está na geladeira, e ninguém precisa saber que foi tão fácil.</p><p>A mágica acontece graças à acidez do maracujá, que reage com as proteínas do leite condensado e do creme de leite e faz a mistura engrossar sozinha. Por isso é importante usar <strong>suco concentrado, sem água</strong>.</p><p>A calda com sementes é opcional, mas eu adoro: ela dá um contraste crocante e deixa a sobremesa muito mais bonita. Sirva bem gelada, em tacinhas individuais.</p>',
    nutrition: { calories: 260, carbohydrates: 36, protein: 5, fat: 11, fiber: 0.8, sodium: 80 },
    daysAgo: 26,
    art: { vessel: 'jar', colors: ['#f6d36b', '#f2b02c', '#3b2a1a'], background: '#c9bfdc' },
  },
  {
    slug: 'salpicao-de-frango',
    title: 'Salpicão de Frango',
    description:
      'Frango desfiado com legumes, maçã e um molho cremoso de maionese, finalizado com muita batata palha. Estrela das ceias de fim de ano.',
    prepTime: 'PT40M',
    cookTime: 'PT25M',
    servings: '10 porções',
    difficulty: 'MEDIUM',
    cuisine: 'Brasileira',
    categories: ['Acompanhamentos e Saladas'],
    cravings: ['Cremoso', 'Crocante'],
    occasions: ['Natal', 'Churrasco'],
    ingredients: [
      { section: 'Salada', ingredientName: 'peito de frango', quantity: '600', unit: 'g' },
      { section: 'Salada', ingredientName: 'folha de louro', quantity: '1', unit: 'unidade' },
      { section: 'Salada', ingredientName: 'cenouras raladas', quantity: '2', unit: 'unidades' },
      { section: 'Salada', ingredientName: 'maçã verde em cubinhos', quantity: '1', unit: 'unidade' },
      { section: 'Salada', ingredientName: 'talos de salsão picados', quantity: '2', unit: 'unidades' },
      { section: 'Salada', ingredientName: 'milho verde escorrido', quantity: '1', unit: 'lata (170 g)' },
      { section: 'Salada', ingredientName: 'azeitonas verdes fatiadas', quantity: '1/2', unit: 'xícara (chá)' },
      { section: 'Salada', ingredientName: 'uvas-passas (opcional)', quantity: '1/2', unit: 'xícara (chá)' },
      { section: 'Salada', ingredientName: 'cheiro-verde picado', quantity: '1/2', unit: 'xícara (chá)' },
      { section: 'Molho', ingredientName: 'maionese', quantity: '1', unit: 'xícara (chá)' },
      { section: 'Molho', ingredientName: 'creme de leite', quantity: '1', unit: 'caixinha (200 g)' },
      { section: 'Molho', ingredientName: 'suco de limão', quantity: '2', unit: 'colheres (sopa)' },
      { section: 'Molho', ingredientName: 'sal', quantity: '', unit: 'a gosto' },
      { section: 'Molho', ingredientName: 'pimenta-do-reino', quantity: '', unit: 'a gosto' },
      { section: 'Finalização', ingredientName: 'batata palha', quantity: '150', unit: 'g' },
    ],
    instructions: [
      {
        section: 'Salada',
        instructionText:
          'Cozinhe o frango em água com o louro e uma pitada de sal por 20 a 25 minutos. Deixe esfriar no próprio caldo e desfie em lascas finas.',
      },
      {
        section: 'Salada',
        instructionText:
          'Em uma tigela grande, misture o frango, a cenoura, a maçã, o salsão, o milho, as azeitonas, as passas e o cheiro-verde.',
      },
      {
        section: 'Molho',
        instructionText: 'À parte, misture a maionese, o creme de leite e o suco de limão. Tempere com sal e pimenta.',
      },
      {
        section: 'Molho',
        instructionText: 'Junte o molho à salada, misture bem e leve à geladeira por pelo menos 1 hora.',
      },
      {
        section: 'Finalização',
        instructionText:
          'Na hora de servir, transfira para uma travessa e cubra com a batata palha, para ela continuar crocante.',
      },
    ],
    notes: [
      'Misture a maçã com um pouco de suco de limão logo depois de cortar, para ela não escurecer.',
      'O salpicão sem a batata palha dura até 2 dias na geladeira.',
    ],
    tags: ['salpicão', 'frango', 'salada', 'natal', 'batata palha'],
    utensils: [
      { name: 'Tigela grande', link: 'https://www.amazon.com.br/s?k=tigela+grande+inox' },
      { name: 'Ralador', link: null },
    ],
    commentBody:
      '<p>Pode ter peru, tender e bacalhau, mas o prato mais disputado da ceia lá de casa é o salpicão. Minha tia Regina é a responsável por ele há mais de vinte anos, e ninguém ousa tirar o cargo dela.</p><p>O nome vem do português <em>salpicar</em>, e a versão brasileira é uma salada fria e cremosa, bem diferente do salpicão português, que é um embutido. Cada família tem a sua polêmica: <strong>uva-passa ou não? Maçã ou abacaxi?</strong> Aqui eu deixo as passas como opcionais para manter a paz na ceia.</p><p>É uma ótima receita para adiantar na véspera. Só deixe a batata palha para o último minuto, senão ela murcha.</p>',
    nutrition: { calories: 360, carbohydrates: 18, protein: 17, fat: 24, fiber: 2, sodium: 520 },
    daysAgo: 20,
    art: { vessel: 'plate', colors: ['#f2e6c0', '#e98a2f', '#d8a33a'], background: '#8f9a5b' },
  },
  {
    slug: 'caldinho-de-feijao',
    title: 'Caldinho de Feijão',
    description:
      'Feijão-preto batido e apurado com bacon, calabresa e pimenta, servido em copinhos com torresminho. Petisco de boteco e de arraiá.',
    prepTime: 'PT20M',
    cookTime: 'PT1H',
    servings: '8 porções',
    difficulty: 'MEDIUM',
    cuisine: 'Pernambucana',
    categories: ['Sopas e Caldos', 'Salgados e Petiscos'],
    cravings: ['Comida de Conforto', 'Apimentado'],
    occasions: ['Festa Junina', 'Dia a Dia'],
    ingredients: [
      { section: '', ingredientName: 'feijão-preto', quantity: '500', unit: 'g' },
      { section: '', ingredientName: 'folhas de louro', quantity: '2', unit: 'unidades' },
      { section: '', ingredientName: 'água', quantity: '1 e 1/2', unit: 'litro' },
      { section: '', ingredientName: 'bacon em cubinhos', quantity: '150', unit: 'g' },
      { section: '', ingredientName: 'linguiça calabresa picadinha', quantity: '150', unit: 'g' },
      { section: '', ingredientName: 'cebola picada', quantity: '1', unit: 'unidade' },
      { section: '', ingredientName: 'alho picado', quantity: '4', unit: 'dentes' },
      { section: '', ingredientName: 'pimenta dedo-de-moça picada', quantity: '1', unit: 'unidade' },
      { section: '', ingredientName: 'cebolinha picada', quantity: '3', unit: 'colheres (sopa)' },
      { section: '', ingredientName: 'sal', quantity: '', unit: 'a gosto' },
      { section: '', ingredientName: 'pimenta-do-reino', quantity: '', unit: 'a gosto' },
    ],
    instructions: [
      {
        section: '',
        instructionText: 'Deixe o feijão de molho em água por 8 horas. Escorra e descarte a água.',
      },
      {
        section: '',
        instructionText:
          'Cozinhe o feijão com o louro e a água na panela de pressão por 30 minutos depois que pegar pressão, até ficar bem macio.',
      },
      {
        section: '',
        instructionText:
          'Retire o louro e bata o feijão com o caldo no liquidificador, em partes, até obter um creme liso.',
      },
      {
        section: '',
        instructionText:
          'Em uma panela, doure o bacon e a calabresa até ficarem crocantes. Reserve metade para decorar.',
      },
      {
        section: '',
        instructionText:
          'Na mesma panela, refogue a cebola, o alho e a pimenta. Junte o feijão batido e cozinhe em fogo baixo por 10 a 15 minutos, mexendo, até encorpar. Acerte o sal e a pimenta-do-reino.',
      },
      {
        section: '',
        instructionText:
          'Sirva bem quente em copinhos ou cumbucas, finalizando com o bacon e a calabresa reservados e a cebolinha.',
      },
    ],
    notes: [
      'Se o caldo engrossar demais ao esfriar, acrescente um pouco de água quente ao reaquecer.',
      'Congela muito bem por até 3 meses, sem a finalização crocante.',
    ],
    tags: ['caldinho', 'feijão', 'boteco', 'petisco', 'inverno'],
    utensils: [
      { name: 'Panela de pressão', link: 'https://www.amazon.com.br/s?k=panela+de+pressao' },
      { name: 'Copinhos de caldo', link: 'https://www.amazon.com.br/s?k=copinho+de+caldo' },
    ],
    commentBody:
      '<p>Caldinho de feijão é coisa de Recife: nos bares da cidade, ele chega em copinho de vidro, fumegante, com uma colherzinha espetada e um pouco de pimenta por cima. Combina com o fim de tarde, com roda de conversa e com o frio de junho.</p><p>Em casa ele virou a nossa entrada oficial das festas juninas. Enquanto a canjica termina no fogão, os copinhos de caldinho vão passando de mão em mão e esquentando todo mundo.</p><p>O segredo é <strong>bater o feijão bem liso</strong> e deixar apurar no refogado de bacon e calabresa. A pimenta dedo-de-moça dá um calor gostoso sem roubar o sabor do feijão.</p>',
    nutrition: { calories: 310, carbohydrates: 30, protein: 17, fat: 13, fiber: 9, sodium: 560 },
    daysAgo: 15,
    art: { vessel: 'bowl', colors: ['#3a2420', '#a0462e', '#5a9a3f'], background: '#d9a441' },
  },
  {
    slug: 'arroz-carreteiro',
    title: 'Arroz Carreteiro',
    description:
      'Arroz cozido com charque dourado na banha, cebola e cheiro-verde. O prato dos tropeiros gaúchos, rústico e cheio de sabor.',
    prepTime: 'PT20M',
    cookTime: 'PT40M',
    servings: '6 porções',
    difficulty: 'MEDIUM',
    cuisine: 'Gaúcha',
    categories: ['Pratos Principais'],
    cravings: ['Comida de Conforto'],
    occasions: ['Churrasco', 'Dia a Dia'],
    ingredients: [
      { section: '', ingredientName: 'charque ou carne-seca dessalgada em cubos', quantity: '500', unit: 'g' },
      { section: '', ingredientName: 'banha de porco ou óleo', quantity: '2', unit: 'colheres (sopa)' },
      { section: '', ingredientName: 'cebola picada', quantity: '1', unit: 'unidade' },
      { section: '', ingredientName: 'alho picado', quantity: '3', unit: 'dentes' },
      { section: '', ingredientName: 'tomate picado', quantity: '1', unit: 'unidade' },
      { section: '', ingredientName: 'arroz branco', quantity: '2', unit: 'xícaras (chá)' },
      { section: '', ingredientName: 'água fervente', quantity: '4', unit: 'xícaras (chá)' },
      { section: '', ingredientName: 'cheiro-verde picado', quantity: '1/2', unit: 'xícara (chá)' },
      { section: '', ingredientName: 'sal', quantity: '', unit: 'a gosto' },
      { section: '', ingredientName: 'pimenta-do-reino', quantity: '', unit: 'a gosto' },
    ],
    instructions: [
      {
        section: '',
        instructionText:
          'Na véspera, deixe o charque de molho na geladeira por 12 horas, trocando a água 3 ou 4 vezes. No dia, afervente por 10 minutos, escorra e corte em cubinhos.',
      },
      {
        section: '',
        instructionText:
          'Em uma panela de ferro, aqueça a banha e frite o charque em fogo médio por cerca de 10 minutos, até dourar bem.',
      },
      {
        section: '',
        instructionText: 'Junte a cebola e o alho e refogue até dourar. Acrescente o tomate e cozinhe por 2 minutos.',
      },
      {
        section: '',
        instructionText: 'Adicione o arroz e refogue por 2 minutos, mexendo para envolver os grãos na gordura.',
      },
      {
        section: '',
        instructionText:
          'Cubra com a água fervente, prove antes de salgar (o charque já tem sal) e tempere com pimenta. Tampe e cozinhe em fogo baixo por 18 a 20 minutos.',
      },
      {
        section: '',
        instructionText:
          'Quando a água secar e o arroz estiver macio, desligue, misture o cheiro-verde e deixe descansar tampado por 5 minutos.',
      },
    ],
    notes: [
      'É a melhor forma de aproveitar as sobras do churrasco: pique a picanha ou a costela assada e pule a etapa de dessalgar.',
      'Sirva com salada verde e um vinagrete bem fresquinho.',
    ],
    tags: ['carreteiro', 'charque', 'arroz', 'gaúcha', 'sobras de churrasco'],
    utensils: [{ name: 'Panela de ferro', link: 'https://www.amazon.com.br/s?k=panela+de+ferro+fundido' }],
    commentBody:
      '<p>O arroz carreteiro nasceu na estrada. Os carreteiros, que transportavam mercadorias em carros de boi pelos pampas gaúchos, levavam ingredientes que aguentavam dias de viagem sem estragar: arroz e charque. À noite, acampados, cozinhavam tudo junto numa panela de ferro sobre o fogo.</p><p>Hoje ele é presença garantida na mesa do Rio Grande do Sul, e muita gente faz justamente no dia seguinte ao churrasco, com as carnes que sobraram. É <strong>simples, barato e muito saboroso</strong>.</p><p>Eu gosto de deixar o charque dourar sem pressa, até ficar com as bordinhas tostadas. É ali que mora o sabor do prato.</p>',
    nutrition: { calories: 470, carbohydrates: 55, protein: 28, fat: 14, fiber: 1.5, sodium: 1100 },
    daysAgo: 9,
    art: { vessel: 'pan', colors: ['#e9dcc0', '#8b3e24', '#4f8a3c'], background: '#a7c4d8' },
  },
  {
    slug: 'baiao-de-dois',
    title: 'Baião de Dois',
    description:
      'Arroz e feijão-de-corda cozidos juntos com carne de sol, bacon, queijo coalho e coentro. O casamento perfeito da cozinha cearense.',
    prepTime: 'PT20M',
    cookTime: 'PT1H',
    servings: '8 porções',
    difficulty: 'MEDIUM',
    cuisine: 'Nordestina',
    categories: ['Pratos Principais', 'Comida Nordestina'],
    cravings: ['Queijo', 'Comida de Conforto'],
    occasions: ['Almoço de Domingo', 'Festa Junina'],
    ingredients: [
      { section: '', ingredientName: 'feijão-de-corda', quantity: '2', unit: 'xícaras (chá)' },
      { section: '', ingredientName: 'carne de sol dessalgada em cubos', quantity: '300', unit: 'g' },
      { section: '', ingredientName: 'bacon em cubos', quantity: '150', unit: 'g' },
      { section: '', ingredientName: 'linguiça calabresa em cubos', quantity: '150', unit: 'g' },
      { section: '', ingredientName: 'manteiga de garrafa', quantity: '3', unit: 'colheres (sopa)' },
      { section: '', ingredientName: 'cebola picada', quantity: '1', unit: 'unidade' },
      { section: '', ingredientName: 'alho picado', quantity: '4', unit: 'dentes' },
      { section: '', ingredientName: 'pimentão verde picado', quantity: '1/2', unit: 'unidade' },
      { section: '', ingredientName: 'arroz branco', quantity: '2', unit: 'xícaras (chá)' },
      { section: '', ingredientName: 'queijo coalho em cubos', quantity: '250', unit: 'g' },
      { section: '', ingredientName: 'coentro picado', quantity: '1/2', unit: 'maço' },
      { section: '', ingredientName: 'cebolinha picada', quantity: '3', unit: 'colheres (sopa)' },
      { section: '', ingredientName: 'sal', quantity: '', unit: 'a gosto' },
    ],
    instructions: [
      {
        section: '',
        instructionText:
          'Cozinhe o feijão-de-corda em bastante água, sem sal, por 20 a 25 minutos, até ficar macio mas ainda inteiro. Escorra, reservando 4 xícaras (chá) do caldo quente.',
      },
      {
        section: '',
        instructionText:
          'Em uma panela grande, aqueça 2 colheres (sopa) de manteiga de garrafa e doure o bacon, a calabresa e a carne de sol por cerca de 10 minutos.',
      },
      {
        section: '',
        instructionText: 'Junte a cebola, o alho e o pimentão e refogue até murcharem.',
      },
      {
        section: '',
        instructionText:
          'Acrescente o arroz e refogue por 2 minutos. Adicione o feijão e o caldo reservado, acerte o sal e deixe ferver.',
      },
      {
        section: '',
        instructionText:
          'Tampe e cozinhe em fogo baixo por cerca de 20 minutos, até o arroz ficar macio e o caldo quase todo absorvido.',
      },
      {
        section: '',
        instructionText:
          'Desligue, misture o queijo coalho, o coentro, a cebolinha e o restante da manteiga de garrafa. Tampe por 5 minutos para o queijo amolecer e sirva.',
      },
    ],
    notes: [
      'Não encontrou feijão-de-corda? Use feijão-fradinho, que tem textura parecida.',
      'O baião deve ficar úmido, quase cremoso. Se secar antes do arroz cozinhar, acrescente um pouco de água quente.',
    ],
    tags: ['baião de dois', 'feijão-de-corda', 'queijo coalho', 'cearense', 'carne de sol'],
    utensils: [
      { name: 'Panela grande de ferro', link: 'https://www.amazon.com.br/s?k=panela+de+ferro+fundido' },
      { name: 'Colher de pau', link: null },
    ],
    commentBody:
      '<p>Baião de dois é o prato que mais me lembra o Ceará e a família do Rafa. Na casa da dona Socorro ele aparece em todo almoço de domingo, numa panela enorme, com queijo coalho derretendo por cima e uma garrafinha de manteiga da terra ao lado.</p><p>O nome vem do ritmo nordestino, o baião, imortalizado por Luiz Gonzaga e Humberto Teixeira, e brinca com a dupla inseparável do prato: <strong>arroz e feijão cozidos juntos</strong>, dançando na mesma panela.</p><h2>O que não pode faltar</h2><ul><li>Feijão-de-corda, o verdadeiro</li><li>Queijo coalho, de preferência de boa procedência</li><li>Manteiga de garrafa e coentro fresco</li></ul><p>Com isso na panela, é só chamar a família e colocar um forró para tocar.</p>',
    nutrition: { calories: 560, carbohydrates: 55, protein: 28, fat: 25, fiber: 6, sodium: 980 },
    daysAgo: 2,
    art: { vessel: 'pan', colors: ['#c9a878', '#f1dca0', '#3f8f3a'], background: '#b5654a' },
  },
];
