export const home = {
  latestTitle: 'Receitas mais recentes',
  latestSubtitle: 'O que saiu do forno por aqui',
  heroKicker: 'Em destaque',
};
