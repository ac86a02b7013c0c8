import type { MockLink } from '@apollo/client/testing';
import { RecipePickerByIdsQuery, RecipePickerRecipeQuery, RecipePickerSearchQuery } from './recipe-picker-operations';

/** Tests only: a recipe as the pickers' queries answer it. */
export interface PickerRecipe {
  __typename: 'Recipe';
  recipeId: number;
  title: string;
  description: string;
  status: 'DRAFT' | 'SCHEDULED' | 'PUBLISHED';
  imageUrl: { __typename: 'ImageSet'; small: string | null; medium: string | null };
}

export const pickerRecipe = (
  recipeId: number,
  title: string,
  description = '',
  status: PickerRecipe['status'] = 'PUBLISHED',
): PickerRecipe => ({
  __typename: 'Recipe',
  recipeId,
  title,
  description,
  status,
  imageUrl: { __typename: 'ImageSet', small: `/uploads/${recipeId}-small.webp`, medium: null },
});

const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();

/** What the server's search is, for these tests: every word in the title or the description. */
const matches = (recipe: PickerRecipe, text: string) =>
  fold(text)
    .split(/\s+/)
    .filter(Boolean)
    .every((word) => fold(`${recipe.title} ${recipe.description}`).includes(word));

/**
 * Tests only: the server as the dashboard's recipe pickers see it, over `recipes` (listed newest first): the search
 * (`searches` records each text asked), the published ones by ids, and any one by id. Answers any number of calls.
 */
export function pickerServerMocks(
  recipes: readonly PickerRecipe[],
  searches: string[] = [],
): MockLink.MockedResponse[] {
  const forever = Number.POSITIVE_INFINITY;
  return [
    {
      request: { query: RecipePickerSearchQuery, variables: () => true },
      maxUsageCount: forever,
      result: (variables) => {
        const text: string = variables.criteria?.text ?? '';
        searches.push(text);
        const size: number = variables.page?.size ?? 20;
        return {
          data: {
            dashboardRecipes: {
              __typename: 'DashboardRecipePage',
              content: recipes.filter((recipe) => matches(recipe, text)).slice(0, size),
            },
          },
        };
      },
    },
    {
      request: { query: RecipePickerByIdsQuery, variables: () => true },
      maxUsageCount: forever,
      result: (variables) => ({
        data: {
          recipesByIds: (variables.ids as number[])
            .map((id) => recipes.find((recipe) => recipe.recipeId === id))
            .filter((recipe) => recipe?.status === 'PUBLISHED'),
        },
      }),
    },
    {
      request: { query: RecipePickerRecipeQuery, variables: () => true },
      maxUsageCount: forever,
      result: (variables) => {
        const recipe = recipes.find((candidate) => candidate.recipeId === variables.id);
        return recipe
          ? { data: { recipe } }
          : { errors: [{ message: 'Receita não encontrada', extensions: { code: 'NOT_FOUND' } }] };
      },
    },
  ];
}
