import { graphql } from '../../gql';
import type { RecipeBody_RecipeFragment } from '../../gql/graphql';

/** What the recipe itself shows (details, utensils, ingredients, steps, notes): the recipe page and the print page. */
export const RecipeBodyFragment = graphql(`
  fragment RecipeBody_recipe on Recipe {
    recipeId
    title
    prepTime
    cookTime
    totalTime
    servings
    difficulty
    cuisine
    utensils {
      id
      name
      link
    }
    ingredients {
      ingredientId
      section
      ingredientName
      quantity
      unit
    }
    instructions {
      instructionId
      section
      stepNumber
      instructionText
    }
    notes {
      noteId
      noteText
    }
    nutrition {
      calories
      carbohydrates
      protein
      fat
      fiber
      sodium
    }
  }
`);

export type RecipeBodyRecipe = RecipeBody_RecipeFragment;
