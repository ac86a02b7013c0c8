/** What the creator is told to check after an import (pt-BR, as she reads it). */
export const WARNINGS = {
  jsonRepaired: 'O JSON-LD da página estava malformado e foi corrigido.',
  jsonSkipped: 'Um bloco de JSON-LD da página estava malformado demais e foi ignorado.',
  manyRecipes: (count: number, title: string) =>
    `A página tem ${count} receitas; foi importada a primeira (“${title}”).`,
  listsFromText: (ingredients: boolean, instructions: boolean) =>
    ingredients && instructions
      ? 'Os ingredientes e o modo de preparo foram lidos do texto da página, sem dados estruturados: confira antes de publicar.'
      : ingredients
        ? 'Os ingredientes foram lidos do texto da página, sem dados estruturados: confira antes de publicar.'
        : 'O modo de preparo foi lido do texto da página, sem dados estruturados: confira antes de publicar.',
  ingredientGroupsMismatch:
    'Os grupos de ingredientes da página não correspondem à lista dos dados estruturados: os ingredientes vieram sem grupos.',
  stepGroupsMismatch:
    'As etapas do modo de preparo da página não correspondem às dos dados estruturados: o preparo veio sem seções.',
  noIngredients: 'A página não traz a lista de ingredientes.',
  noInstructions: 'A página não traz o modo de preparo.',
} as const;
