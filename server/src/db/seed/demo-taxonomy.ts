import type { DemoCategory, DemoCraving } from './demo.types';

export const DEMO_AUTHOR = 'Marina Albuquerque';

export const DEMO_CATEGORIES: DemoCategory[] = [
  {
    name: 'Bolos e Tortas',
    description:
      'Bolos fofinhos de liquidificador, tortas geladas e aquelas receitas que perfumam a casa inteira. Perfeitos para o café da tarde e para as datas especiais.',
    art: { vessel: 'cake', colors: ['#e8892d', '#4a2a1c', '#f3e0b5'], background: '#f3e7d3' },
  },
  {
    name: 'Doces e Sobremesas',
    description:
      'Docinhos de festa, pudins, mousses e sobremesas de colher que encerram qualquer refeição com chave de ouro.',
    art: { vessel: 'pieces', colors: ['#4a2a1c', '#f5b800', '#e9c27a'], background: '#e8b4a8' },
  },
  {
    name: 'Salgados e Petiscos',
    description:
      'Coxinha, pastel, caldinho e outros petiscos de boteco e de festa, do jeitinho que todo brasileiro ama.',
    art: { vessel: 'pieces', colors: ['#c77a2e', '#e3b461', '#6a9c3f'], background: '#d9a441' },
  },
  {
    name: 'Pratos Principais',
    description:
      'Receitas para o almoço e o jantar: panelas generosas, pratos de domingo e clássicos regionais para reunir a família à mesa.',
    art: { vessel: 'pan', colors: ['#2b1b17', '#8c3b2a', '#3f7d3a'], background: '#c96f4a' },
  },
  {
    name: 'Sopas e Caldos',
    description: 'Caldos encorpados e sopas reconfortantes para as noites frias e para as festas juninas.',
    art: { vessel: 'bowl', colors: ['#e6d9a8', '#3f7d3a', '#a8432f'], background: '#a7c4d8' },
  },
  {
    name: 'Pães e Massas',
    description:
      'Pão de queijo, massas de pastel e de empadão: receitas de sova e de forno que dão aquele orgulho de fazer em casa.',
    art: { vessel: 'board', colors: ['#e8b96a', '#f4e3b5', '#c98a3d'], background: '#a9764f' },
  },
  {
    name: 'Bebidas',
    description: 'Drinques, sucos e limonadas geladinhas para acompanhar o churrasco, o almoço ou uma tarde de calor.',
    art: { vessel: 'glass', colors: ['#e4efc0', '#7cb342', '#f7f7f0'], background: '#bfd8c6' },
  },
  {
    name: 'Acompanhamentos e Saladas',
    description: 'Farofas, vinagretes e saladas que completam o prato e fazem toda a diferença no churrasco e na ceia.',
    art: { vessel: 'bowl', colors: ['#d9b26f', '#d7322a', '#4e9a3a'], background: '#a9b89a' },
  },
  {
    name: 'Café da Manhã',
    description:
      'Tapioca, bolo de milho, açaí e pão de queijo quentinho: ideias para começar o dia com sabor de casa de avó.',
    art: { vessel: 'board', colors: ['#f2cd5c', '#f7f2e6', '#4b1a3f'], background: '#f2dc9b' },
  },
  {
    name: 'Comida Nordestina',
    description: 'Sabores do Nordeste brasileiro, com dendê, leite de coco, queijo coalho, carne-seca e muito tempero.',
    art: { vessel: 'pan', colors: ['#e07a2e', '#f1dca0', '#3f8f3a'], background: '#b5654a' },
  },
];

export const DEMO_CRAVINGS: DemoCraving[] = [
  {
    name: 'Chocolate',
    description: 'Para quando só um docinho de chocolate resolve: brigadeiro, coberturas e muito cacau.',
    art: { vessel: 'pieces', colors: ['#4a2a1c', '#6b3e26', '#c9a27e'], background: '#e8b4a8' },
  },
  {
    name: 'Cremoso',
    description: 'Receitas aveludadas, de colher, que derretem na boca e abraçam por dentro.',
    art: { vessel: 'jar', colors: ['#f6d36b', '#f3ead2', '#f2b02c'], background: '#c9bfdc' },
  },
  {
    name: 'Crocante',
    description: 'Casquinhas douradas, farofas e torrões que fazem aquele barulhinho bom a cada mordida.',
    art: { vessel: 'pieces', colors: ['#c77a2e', '#d9a45a', '#7a4a22'], background: '#dcc7a1' },
  },
  {
    name: 'Comida de Conforto',
    description: 'Pratos quentinhos e afetivos, com gosto de infância e de casa cheia.',
    art: { vessel: 'bowl', colors: ['#e6d9a8', '#8a4b2d', '#3f7d3a'], background: '#c96f4a' },
  },
  {
    name: 'Refrescante',
    description: 'Sabores cítricos e gelados para os dias quentes: limão, maracujá, açaí e vinagrete fresquinho.',
    art: { vessel: 'glass', colors: ['#e4efc0', '#b5d36a', '#5e9c3a'], background: '#a7c4d8' },
  },
  {
    name: 'Apimentado',
    description: 'Um toque de pimenta dedo-de-moça ou malagueta para quem gosta de comida com personalidade.',
    art: { vessel: 'jar', colors: ['#c0392b', '#e07a2e', '#4c8b3b'], background: '#f2dc9b' },
  },
  {
    name: 'Queijo',
    description: 'Queijo canastra, coalho, meia cura ou muçarela derretendo: receitas para os apaixonados por queijo.',
    art: { vessel: 'board', colors: ['#f1dca0', '#e8b96a', '#c98a3d'], background: '#a9b89a' },
  },
  {
    name: 'Salgadinho de Festa',
    description: 'Os salgados que somem primeiro da mesa do aniversário, fritinhos e feitos em casa.',
    art: { vessel: 'pieces', colors: ['#c77a2e', '#e3a552', '#6a9c3f'], background: '#d98f8f' },
  },
];

export const DEMO_OCCASIONS: string[] = [
  'Festa Junina',
  'Natal',
  'Almoço de Domingo',
  'Festa de Aniversário',
  'Dia a Dia',
  'Café da Tarde',
  'Churrasco',
  'Páscoa',
];
