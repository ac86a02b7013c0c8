import type { ApolloClient } from '@apollo/client';
import type { RecipePickerOption_RecipeFragment } from '../../../gql/graphql';
import { RecipePickerByIdsQuery, RecipePickerRecipeQuery } from './recipe-picker-operations';

/** A picker's description is cut to this many characters, with '...' when longer (spec §2, §9). */
export const PICKER_DESCRIPTION_LENGTH = 50;

/** A picker's description: at most 50 characters, with '...' when it was longer (spec §2). */
export function pickerDescription(text: string | null | undefined): string {
  const value = (text ?? '').trim();
  return value.length > PICKER_DESCRIPTION_LENGTH ? `${value.slice(0, PICKER_DESCRIPTION_LENGTH)}...` : value;
}

/** One recipe a picker offers. */
export interface RecipeOption {
  id: number;
  title: string;
  description: string;
  image: string | null;
  status: RecipePickerOption_RecipeFragment['status'];
}

export const recipeOption = (recipe: RecipePickerOption_RecipeFragment): RecipeOption => ({
  id: recipe.recipeId,
  title: recipe.title,
  description: recipe.description,
  image: recipe.imageUrl?.small ?? recipe.imageUrl?.medium ?? null,
  status: recipe.status,
});

/** recipesByIds answers at most this many ids at once. */
const BY_IDS_LIMIT = 100;

/**
 * The recipes of these ids, as picker options: the published ones in calls of 100, the others (drafts, scheduled
 * ones) one by one, which only an admin may read. An id whose recipe is gone maps to null.
 */
export async function loadRecipeOptions(client: ApolloClient, ids: readonly number[]) {
  const found = new Map<number, RecipeOption | null>();
  const chunks = Array.from({ length: Math.ceil(ids.length / BY_IDS_LIMIT) }, (_, i) =>
    ids.slice(i * BY_IDS_LIMIT, (i + 1) * BY_IDS_LIMIT),
  );
  const published = await Promise.all(
    chunks.map((chunk) =>
      client
        .query({ query: RecipePickerByIdsQuery, variables: { ids: chunk } })
        .then((result) => result.data?.recipesByIds ?? [])
        .catch(() => []),
    ),
  );
  for (const recipe of published.flat()) found.set(recipe.recipeId, recipeOption(recipe));
  await Promise.all(
    ids
      .filter((id) => !found.has(id))
      .map((id) =>
        client
          .query({ query: RecipePickerRecipeQuery, variables: { id } })
          .then((result) => found.set(id, result.data ? recipeOption(result.data.recipe) : null))
          .catch(() => found.set(id, null)),
      ),
  );
  return found;
}
