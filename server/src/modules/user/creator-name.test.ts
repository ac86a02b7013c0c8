import { imitatesCreator } from './creator-name';

const names = ['Marina Albuquerque', 'Receitas da Marina'];

describe('imitatesCreator', () => {
  it.each([
    'Marina Albuquerque',
    'marina albuquerque',
    'MARINA  ALBUQUERQUE',
    'Marína Álbuquerque',
    'Ｍａｒｉｎａ Ａｌｂｕｑｕｅｒｑｕｅ',
    'M4rina A1buquerque',
    'Mаrina Albuquerque', // Cyrillic а
    'Marina.Albuquerque',
    'Marina\u200b Albuquerque',
    'Marina Albuquerque Oficial',
    'Receitas da Marina',
  ])('refuses %j', (name) => expect(imitatesCreator(name, names)).toBe(true));

  it.each(['Marina Souza', 'Ana Albuquerque', 'Mariana Alves'])('accepts %j', (name) =>
    expect(imitatesCreator(name, names)).toBe(false),
  );
});
