export const craving = {
  kicker: 'Deu vontade de',
  recipesTitle: 'Receitas para matar a vontade',
  seoDescription: (name: string) => `Receitas para quem está com vontade de ${name.toLowerCase()}.`,
  unknownName: 'Unknown Craving',
  unknownDescription: 'Unable to load craving details',
};
