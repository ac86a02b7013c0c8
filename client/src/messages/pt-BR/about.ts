export const about = {
  seoTitle: 'Sobre a Marina',
  seoDescription:
    'Conheça Marina Albuquerque, a cozinheira por trás do Receitas da Marina: histórias de família, receitas testadas em casa e muito carinho.',
  kicker: 'Muito prazer',
  title: 'Oi, eu sou a Marina!',
  lead: 'Cozinheira de mão cheia, mineira de coração e apaixonada por receitas que reúnem a família em volta da mesa. Aqui eu divido o que dá certo na minha cozinha — sem frescura e com muito sabor.',
  contactCta: 'Fale com a gente',
  recipesCta: 'Ver receitas',
  photoAlt: 'Um dos pratos preferidos da Marina',
  storyKicker: 'Minha história',
  storyTitle: 'Tudo começou na cozinha da minha avó',
  story: [
    'Cresci no interior de Minas, entre o fogão a lenha da vó Lourdes e o cheirinho de pão de queijo saindo do forno. Foi ali, de banquinho e avental emprestado, que aprendi que cozinhar é a forma mais gostosa de cuidar de quem a gente ama.',
    'Anos depois, já morando na cidade grande, comecei a anotar as receitas da família num caderno para não perder nenhuma. Os amigos pediam, as primas pediam, e o caderno virou blog. Hoje o Receitas da Marina reúne pratos do dia a dia, doces de festa e clássicos regionais de todo o Brasil.',
    'Cada receita publicada aqui é feita, refeita e provada na minha cozinha antes de chegar até você — com medidas claras, passo a passo caprichado e as dicas que só a prática ensina. Meu desejo é simples: que você se sinta em casa e cozinhe com confiança.',
  ],
  quote: '“Receita boa é aquela que vira memória.”',
  signature: 'Com carinho, Marina Albuquerque',
  pressTitle: 'Na imprensa',
  pressIntro: 'Algumas conversas gostosas sobre comida, memória e cozinha de família.',
  press: [
    {
      outlet: 'Revista Sabor & Casa',
      headline: 'A mineira que transformou o caderno da avó em um dos blogs de receitas mais queridos do país',
      href: 'https://receitasdamarina.com.br/imprensa/revista-sabor-e-casa',
    },
    {
      outlet: 'Jornal da Serra',
      headline: 'Dez receitas de festa junina que a Marina Albuquerque faz de olhos fechados',
      href: 'https://receitasdamarina.com.br/imprensa/jornal-da-serra',
    },
    {
      outlet: 'Podcast Panela Cheia',
      headline: 'Episódio 42: cozinha afetiva, receitas testadas e o segredo do pão de queijo perfeito',
      href: 'https://receitasdamarina.com.br/imprensa/podcast-panela-cheia',
    },
  ],
  readArticle: 'Ler matéria',
  linksTitle: 'Onde me encontrar',
  newTab: (label: string) => `${label} (abre em nova aba)`,
  newTabHint: ' (abre em nova aba)',
  social: {
    instagram: 'Instagram',
    youtube: 'YouTube',
    tiktok: 'TikTok',
    pinterest: 'Pinterest',
    facebook: 'Facebook',
  },
  favouritesTitle: 'minhas receitas favoritas de todos os tempos',
  favouritesSubtitle: 'testadas e aprovadas, óbvio:',
  favouriteCta: 'Ver receita',
  // Shown until the server's recipes load (spec §4).
  sampleFavourites: [
    {
      title: 'Pão de queijo da vó Lourdes',
      description: 'Casquinha crocante, miolo puxa-puxa e o cheirinho que me leva de volta para Minas.',
    },
    {
      title: 'Bolo de fubá cremoso',
      description: 'Aquele bolo de tarde de domingo, com uma camada de creme que se forma sozinha no forno.',
    },
    {
      title: 'Frango com quiabo',
      description: 'Clássico mineiro de panela, com molho encorpado e angu para acompanhar.',
    },
    {
      title: 'Pudim de leite condensado',
      description: 'Lisinho, sem furinhos e com calda de caramelo no ponto certo.',
    },
  ],
  partnersTitle: 'Parceiros',
  partnersIntro: 'Marcas que admiro e que fazem parte da minha cozinha todos os dias.',
  partnersEmpty: 'Em breve, as marcas parceiras que fazem parte da minha cozinha aparecem aqui.',
  partnersInvite: 'Quer ser parceiro? Fale com a gente',
};
