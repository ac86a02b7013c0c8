import type { RecipeForm_RecipeFragment } from '../../../gql/graphql';

/** A stored recipe with every part filled in, as the server answers it (for tests). */
export function storedRecipe(overrides: Partial<RecipeForm_RecipeFragment> = {}): RecipeForm_RecipeFragment {
  // The answer as the server sends it, __typename included (the generated type leaves it out).
  return {
    __typename: 'Recipe',
    recipeId: 7,
    rating: { __typename: 'Rating', count: 2 },
    title: 'Bolo de cenoura',
    description: 'Fofinho, com cobertura de chocolate.',
    author: 'Marina',
    prepTime: 'PT20M',
    cookTime: 'PT40M30S',
    totalTime: 'PT1H',
    servings: '12 fatias',
    difficulty: 'MEDIUM',
    cuisine: 'Brasileira',
    imageUrl: {
      __typename: 'ImageSet',
      small: '/uploads/b-small.webp',
      medium: '/uploads/b-medium.webp',
      original: '/uploads/b-original.webp',
      focalPoint: { __typename: 'FocalPoint', x: 500, y: 500 },
    },
    ingredients: [
      {
        __typename: 'Ingredient',
        ingredientId: 1,
        section: 'Massa',
        ingredientName: 'cenoura',
        quantity: '3',
        unit: '',
      },
      {
        __typename: 'Ingredient',
        ingredientId: 2,
        section: 'Massa',
        ingredientName: 'farinha de trigo',
        quantity: '2',
        unit: 'xícaras (chá)',
      },
      {
        __typename: 'Ingredient',
        ingredientId: 3,
        section: 'Cobertura',
        ingredientName: 'chocolate em pó',
        quantity: '4',
        unit: 'colheres (sopa)',
      },
    ],
    instructions: [
      {
        __typename: 'Instruction',
        instructionId: 1,
        section: 'Massa',
        stepNumber: 1,
        instructionText: 'Bata a cenoura.',
      },
      {
        __typename: 'Instruction',
        instructionId: 2,
        section: 'Massa',
        stepNumber: 2,
        instructionText: 'Misture a farinha.',
      },
      {
        __typename: 'Instruction',
        instructionId: 3,
        section: 'Cobertura',
        stepNumber: 1,
        instructionText: 'Derreta o chocolate.',
      },
    ],
    notes: [{ __typename: 'Note', noteId: 1, noteText: 'Fica melhor no dia seguinte.' }],
    tags: [
      { __typename: 'RecipeTag', recipeTagId: 1, name: 'bolo' },
      { __typename: 'RecipeTag', recipeTagId: 2, name: 'café da tarde' },
    ],
    utensils: [{ __typename: 'Utensil', id: 1, name: 'Forma', link: 'https://loja.example/forma' }],
    category: [{ __typename: 'Category', categoryId: 2, name: 'Bolos' }],
    cravings: [{ __typename: 'Craving', id: 3, name: 'Doce', imageUrl: null }],
    occasions: [{ __typename: 'Occasion', id: 4, name: 'Lanche' }],
    commentBody: '<p>Receita da vó.</p>',
    nutrition: {
      __typename: 'Nutrition',
      calories: 320,
      carbohydrates: 45.5,
      protein: 5,
      fat: null,
      fiber: null,
      sodium: null,
    },
    datePublished: '2025-03-01T12:00:00.000Z',
    status: 'PUBLISHED',
    updatedAt: '2025-03-02T12:00:00.000Z',
    ...overrides,
  } as RecipeForm_RecipeFragment;
}
