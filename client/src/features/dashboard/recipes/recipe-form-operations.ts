import { graphql } from '../../../gql';

/** Everything the recipe form edits, as the server stores it. */
export const RecipeFormFragment = graphql(`
  fragment RecipeForm_recipe on Recipe {
    recipeId
    status
    sourceUrl
    # the SEO checklist's note on ratings
    rating {
      count
    }
    title
    description
    author
    prepTime
    cookTime
    totalTime
    servings
    difficulty
    cuisine
    imageUrl {
      small
      medium
      original
      focalPoint {
        x
        y
      }
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
    tags {
      recipeTagId
      name
    }
    utensils {
      id
      name
      link
    }
    category {
      categoryId
      name
    }
    cravings {
      id
      name
      imageUrl {
        small
        medium
        original
      }
    }
    occasions {
      id
      name
    }
    commentBody
    nutrition {
      calories
      carbohydrates
      protein
      fat
      fiber
      sodium
    }
    datePublished
    updatedAt
    # sent back as expectedVersion: a save over a newer version is refused (409) and the editor shows what changed
    version
  }
`);

/** The recipe to edit (with an admin token the server answers drafts and scheduled recipes too). */
export const RecipeForEditQuery = graphql(`
  query RecipeForEdit($id: Int!) {
    recipe(id: $id) {
      ...RecipeForm_recipe
    }
  }
`);

/** The choices offered by the form's pickers. */
export const RecipeFormOptionsQuery = graphql(`
  query RecipeFormOptions {
    categories {
      categoryId
      name
    }
    cravings {
      id
      name
      imageUrl {
        small
      }
    }
    occasions {
      id
      name
    }
  }
`);

export const CreateRecipeMutation = graphql(`
  mutation CreateRecipe($input: RecipeInput!) {
    createRecipe(input: $input) {
      ...RecipeForm_recipe
    }
  }
`);

export const UpdateRecipeMutation = graphql(`
  mutation UpdateRecipe($id: Int!, $input: RecipeInput!, $expectedVersion: Int) {
    updateRecipe(id: $id, input: $input, expectedVersion: $expectedVersion) {
      ...RecipeForm_recipe
    }
  }
`);
