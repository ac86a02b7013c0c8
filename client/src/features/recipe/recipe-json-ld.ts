import type { RecipePageQuery } from '../../gql/graphql';

type Recipe = NonNullable<RecipePageQuery['recipe']>;

/** schema.org Recipe structured data (rich results in search engines). */
export function recipeJsonLd(recipe: Recipe): object {
  return {
    '@context': 'https://schema.org',
    '@type': 'Recipe',
    name: recipe.title,
    description: recipe.description,
    author: { '@type': 'Person', name: recipe.author },
    datePublished: recipe.datePublished,
    image: [recipe.imageUrl?.original, recipe.imageUrl?.medium].filter(Boolean),
    prepTime: recipe.prepTime ?? undefined,
    cookTime: recipe.cookTime ?? undefined,
    totalTime: recipe.totalTime ?? undefined,
    recipeYield: recipe.servings,
    recipeCategory: recipe.category.map((c) => c.name).join(', ') || undefined,
    recipeCuisine: recipe.cuisine ?? undefined,
    keywords: recipe.tags.map((t) => t.name).join(', ') || undefined,
    recipeIngredient: recipe.ingredients.map((i) => [i.quantity, i.unit, i.ingredientName].filter(Boolean).join(' ')),
    recipeInstructions: recipe.instructions.map((s) => ({ '@type': 'HowToStep', text: s.instructionText })),
    nutrition: recipe.nutrition?.calories
      ? { '@type': 'NutritionInformation', calories: `${recipe.nutrition.calories} kcal` }
      : undefined,
    aggregateRating: recipe.rating.count
      ? { '@type': 'AggregateRating', ratingValue: recipe.rating.average, ratingCount: recipe.rating.count }
      : undefined,
  };
}
