// pt-BR words for generated recipe catalogues and the searches readers type into them, shared by the benchmarks and
// the catalogue fixture. Deterministic: the same seed gives the same catalogue on every run.

/** mulberry32: tiny, fast and good enough to make the corpus identical on every run. */
export function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export const list = (text: string): string[] => text.split(',').map((s) => s.trim());

export const INGREDIENTS = list(
  'frango, peito de frango, coxa de frango, sobrecoxa, carne moída, patinho, acém, alcatra, picanha, fraldinha, ' +
    'costela bovina, cupim, músculo, maminha, contrafilé, filé mignon, lombo suíno, pernil, costelinha de porco, ' +
    'bacon, linguiça calabresa, linguiça toscana, paio, presunto, peito de peru, salame, salsicha, carne-seca, ' +
    'carne de sol, charque, peixe, tilápia, pescada, bacalhau, salmão, atum, sardinha, merluza, robalo, camarão, ' +
    'lula, polvo, mexilhão, siri, caranguejo, ovos, ovo caipira, claras, gemas, leite, leite integral, ' +
    'leite desnatado, leite condensado, creme de leite, creme de leite fresco, manteiga, margarina, iogurte natural, ' +
    'requeijão, catupiry, cream cheese, queijo minas, queijo minas meia-cura ralado, queijo coalho, queijo parmesão, ' +
    'queijo muçarela, queijo prato, queijo gorgonzola, ricota, cottage, nata, doce de leite, leite em pó, ' +
    'leite de coco, coco ralado, manteiga de garrafa, farinha de trigo, farinha de trigo integral, ' +
    'farinha de mandioca, farinha de milho, fubá, amido de milho, polvilho doce, polvilho azedo, goma de tapioca, ' +
    'tapioca granulada, aveia em flocos, farelo de aveia, farinha de rosca, arroz, arroz integral, arroz arbóreo, ' +
    'feijão carioca, feijão preto, feijão-de-corda, feijão branco, lentilha, grão-de-bico, ervilha, milho verde, ' +
    'milho de pipoca, canjica, trigo para quibe, cuscuz marroquino, flocão de milho, macarrão, espaguete, penne, ' +
    'talharim, massa de lasanha, massa de pastel, massa folhada, fermento químico, fermento biológico, ' +
    'bicarbonato de sódio, gelatina incolor, gelatina de morango, açúcar, açúcar mascavo, açúcar demerara, ' +
    'açúcar de confeiteiro, mel, melado de cana, rapadura, chocolate em pó, cacau em pó, chocolate meio amargo, ' +
    'chocolate ao leite, chocolate branco, granulado, achocolatado, essência de baunilha, glucose de milho, cebola, ' +
    'cebola roxa, alho, alho-poró, tomates, tomate-cereja, pimentão vermelho, pimentão verde, pimentão amarelo, ' +
    'cenouras, batatas, batata-doce, mandioca, aipim, macaxeira, mandioquinha, batata-baroa, abóbora, ' +
    'abóbora cabotiá, jerimum, abobrinha, berinjela, chuchu, quiabo, maxixe, jiló, couve, couve-flor, brócolis, ' +
    'repolho, alface, rúcula, agrião, espinafre, acelga, vagem, beterraba, pepino, rabanete, nabo, inhame, cará, ' +
    'palmito, cogumelos, champignon, shimeji, aspargos, milho, salsão, aipo, gengibre, cheiro-verde, salsinha, ' +
    'cebolinha, coentro, manjericão, hortelã, alecrim, tomilho, orégano, louro, sálvia, jambu, taioba, ' +
    'ora-pro-nóbis, banana, banana-da-terra, maçãs, maçã verde, pera, uvas, uva-passa, laranja, limões, ' +
    'limão siciliano, tangerina, mexerica, abacaxi, manga, mamão, maracujá, goiaba, goiabada, morangos, amora, ' +
    'mirtilo, framboesa, melancia, melão, kiwi, caqui, figo, pêssego, ameixa, ameixa seca, damasco, tâmara, coco, ' +
    'açaí, cupuaçu, graviola, cajá, caju, acerola, jabuticaba, pitanga, umbu, bacuri, buriti, pequi, cacau, ' +
    'carambola, lichia, romã, abacate, fruta-do-conde, castanha-do-pará, castanha de caju, amendoim, nozes, ' +
    'amêndoas, avelã, pistache, gergelim, linhaça, chia, semente de abóbora, pinhão, baru, sal, sal grosso, ' +
    'pimenta-do-reino, pimenta calabresa, pimenta dedo-de-moça, pimenta biquinho, páprica, páprica defumada, ' +
    'cominho, açafrão-da-terra, colorau, noz-moscada, canela em pau, canela em pó, cravo-da-índia, erva-doce, ' +
    'anis-estrelado, curry, azeite, azeite de dendê, óleo de soja, óleo de coco, vinagre, vinagre de maçã, ' +
    'molho de soja, molho inglês, molho de tomate, extrato de tomate, mostarda, maionese, ketchup, ' +
    'caldo de galinha, caldo de legumes, vinho branco, vinho tinto, cachaça, cerveja, café, chá-mate, água, ' +
    'água de coco, tucupi, azeitonas, alcaparras, picles, pão francês, pão de forma, pão de sal, torradas, ' +
    'bolacha maisena, biscoito de polvilho, bolacha recheada, suspiro, chantili, sorvete de creme, marshmallow, ' +
    'paçoca, doce de abóbora, geleia de morango, tahine, missô, kani, nori, tofu, proteína de soja',
);
export const DISHES = list(
  'Bolo, Torta, Pão, Pudim, Mousse, Brigadeiro, Moqueca, Feijoada, Escondidinho, Empadão, Coxinha, Pastel, ' +
    'Quiche, Risoto, Farofa, Cuscuz, Salada, Sopa, Caldo, Creme, Suflê, Panqueca, Lasanha, Nhoque, Strogonoff, ' +
    'Bobó, Vatapá, Baião de dois, Arroz, Galinhada, Picadinho, Bife, Quibe, Esfiha, Biscoito, Cookies, Brownie, ' +
    'Cheesecake, Pavê, Sorvete, Geladinho, Suco, Vitamina, Bolinho, Croquete, Omelete, Tapioca, Cuca, Rocambole, ' +
    'Quindim, Cocada, Canjica, Curau, Pamonha, Beijinho, Bombons, Trufas, Pé de moleque, Pão de queijo, Torta salgada',
);
export const QUALIFIERS = list(
  'cremoso, fit, da vovó, mineiro, de liquidificador, de travessa, caseiro, fácil, sem glúten, vegano, ' +
    'de panela de pressão, na airfryer, de festa junina, gelado, recheado, integral, light, tradicional',
);
export const TAGS = list(
  'fácil, rápido, sem glúten, sem lactose, vegano, vegetariano, low carb, fit, festa junina, natal, páscoa, ' +
    'lanche, café da manhã, almoço de domingo, jantar, marmita, econômico, para congelar, airfryer, ' +
    'panela de pressão, micro-ondas, forno, sobremesa gelada, comida de boteco, receita de família, criança',
);
export const CUISINES = list(
  'Mineira, Baiana, Nordestina, Gaúcha, Paraense, Paulista, Italiana, Japonesa, Árabe, Portuguesa',
);
export const DESCRIPTION_WORDS = list(
  'receita, perfeita, para, o, a, de, com, fica, muito, macio, crocante, sabor, família, domingo, tarde, café, ' +
    'simples, deliciosa, rende, porções, minutos, forno, panela, servir, quente, gelado, textura, aroma, tempero, ' +
    'especial, infância, vovó, festa, lanche, casa, ingredientes, toque, cobertura, recheio, massa',
);

export const SYNONYM_QUERIES = list(
  'aipim, macaxeira, jerimum, mexerica, bergamota, charque, carne de sol, carne seca, batata baroa, biscoito, ' +
    'pão de sal, cacetinho, milho verde, pimento, vina, negrinho, salsão, beiju, mungunzá, batata-salsa',
);
export const ACCENTLESS_QUERIES = list(
  'pao de queijo, acai na tigela, feijao tropeiro, pure de batata, limao siciliano, maca verde, pudim de leite, ' +
    'pao frances, acucar mascavo, feijao preto, moqueca de camarao, file mignon, pao de mel, mousse de maracuja',
);
export const LONG_QUERIES = list(
  'bolo de cenoura com cobertura de chocolate, receita de frango com catupiry e milho verde, ' +
    'torta salgada de frango com requeijão cremoso, escondidinho de carne seca com aipim e queijo coalho',
);

const stripAccents = (text: string): string => text.normalize('NFD').replace(/[\u0300-\u036f]/g, '');

export type QueryKind = 'word' | 'two words' | 'prefix' | 'typo' | 'synonym' | 'accentless' | 'long';

export function generateQueries(count: number, random: () => number): { kind: QueryKind; text: string }[] {
  const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)];
  const words = [...DISHES, ...INGREDIENTS].flatMap((s) => s.toLowerCase().split(/[\s-]+/)).filter((w) => w.length > 3);
  const mix: [number, QueryKind, () => string][] = [
    [0.3, 'word', () => pick(words)],
    [0.2, 'two words', () => `${pick(DISHES).toLowerCase()} ${pick(INGREDIENTS)}`],
    [0.15, 'prefix', () => pick(words).slice(0, 3 + Math.floor(random() * 4))],
    [0.1, 'typo', () => typo(stripAccents(pick(words.filter((w) => w.length >= 6))), random)],
    [0.1, 'synonym', () => pick(SYNONYM_QUERIES)],
    [0.1, 'accentless', () => pick(ACCENTLESS_QUERIES)],
    [0.05, 'long', () => pick(LONG_QUERIES)],
  ];
  return Array.from({ length: count }, () => {
    let r = random();
    const [, kind, make] = mix.find(([share]) => (r -= share) < 0) ?? mix[0];
    return { kind, text: make() };
  });
}

/** One deletion, transposition or substitution somewhere after the first letter. */
function typo(word: string, random: () => number): string {
  const i = 1 + Math.floor(random() * (word.length - 2));
  const op = Math.floor(random() * 3);
  if (op === 0) return word.slice(0, i) + word.slice(i + 1);
  if (op === 1) return word.slice(0, i) + word[i + 1] + word[i] + word.slice(i + 2);
  return word.slice(0, i) + 'aeiou'[Math.floor(random() * 5)] + word.slice(i + 1);
}
