import type { DemoEBook } from './demo.types';
import { DEMO_AUTHOR } from './demo-taxonomy';

export const DEMO_EBOOKS: DemoEBook[] = [
  {
    title: 'Doces de Festa: 40 receitas para encantar',
    author: DEMO_AUTHOR,
    price: '29.90',
    daysAgo: 5,
    externalUrl: 'https://loja.receitasdamarina.com.br/ebooks/doces-de-festa',
    coverColors: ['#6b3e26', '#f2c6d0'],
    recipes: [
      'brigadeiro-tradicional',
      'quindim',
      'pe-de-moleque-crocante',
      'pudim-de-leite-condensado',
      'mousse-de-maracuja',
    ],
  },
  {
    title: 'Cozinha Mineira de Verdade',
    author: DEMO_AUTHOR,
    price: '39.90',
    daysAgo: 47,
    externalUrl: 'https://loja.receitasdamarina.com.br/ebooks/cozinha-mineira-de-verdade',
    coverColors: ['#2f5d3a', '#e9c46a'],
    recipes: ['pao-de-queijo-mineiro', 'feijoada-completa', 'canjica-cremosa', 'bolo-de-milho-verde'],
  },
  {
    title: 'Marmitas da Semana: 30 receitas para congelar',
    author: DEMO_AUTHOR,
    price: '24.90',
    daysAgo: 118,
    externalUrl: 'https://loja.receitasdamarina.com.br/ebooks/marmitas-da-semana',
    coverColors: ['#c96f4a', '#f3e7d3'],
    recipes: ['escondidinho-de-carne-seca', 'galinhada-goiana', 'arroz-carreteiro', 'baiao-de-dois'],
  },
  {
    title: 'Natal Brasileiro: a ceia completa sem estresse',
    author: DEMO_AUTHOR,
    price: '49.90',
    daysAgo: 196,
    externalUrl: 'https://loja.receitasdamarina.com.br/ebooks/natal-brasileiro',
    coverColors: ['#8c1c13', '#e8d9a8'],
    recipes: ['farofa-crocante-de-bacon', 'salpicao-de-frango', 'torta-de-limao', 'pudim-de-leite-condensado'],
  },
];
