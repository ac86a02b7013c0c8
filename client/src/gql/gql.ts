/* eslint-disable */
import * as types from './graphql';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';

/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "\n  fragment RecipeCard_recipe on Recipe {\n    recipeId\n    title\n    totalTime\n    difficulty\n    imageUrl {\n      small\n      medium\n      original\n    }\n    category {\n      categoryId\n      name\n    }\n  }\n": typeof types.RecipeCard_RecipeFragmentDoc,
    "\n  query HomePage {\n    recipes(page: 0, size: 13) {\n      content {\n        ...RecipeCard_recipe\n        description\n      }\n    }\n  }\n": typeof types.HomePageDocument,
    "\n  query RecipePage($id: Int!) {\n    recipe(id: $id) {\n      recipeId\n      title\n      description\n      author\n      prepTime\n      cookTime\n      totalTime\n      servings\n      difficulty\n      cuisine\n      imageUrl {\n        small\n        medium\n        original\n      }\n      ingredients {\n        ingredientId\n        section\n        ingredientName\n        quantity\n        unit\n      }\n      instructions {\n        instructionId\n        section\n        stepNumber\n        instructionText\n      }\n      notes {\n        noteId\n        noteText\n      }\n      tags {\n        recipeTagId\n        name\n      }\n      utensils {\n        id\n        name\n        link\n      }\n      category {\n        categoryId\n        name\n      }\n      commentBody\n      nutrition {\n        calories\n      }\n      rating {\n        average\n        count\n      }\n      datePublished\n      updatedAt\n    }\n  }\n": typeof types.RecipePageDocument,
};
const documents: Documents = {
    "\n  fragment RecipeCard_recipe on Recipe {\n    recipeId\n    title\n    totalTime\n    difficulty\n    imageUrl {\n      small\n      medium\n      original\n    }\n    category {\n      categoryId\n      name\n    }\n  }\n": types.RecipeCard_RecipeFragmentDoc,
    "\n  query HomePage {\n    recipes(page: 0, size: 13) {\n      content {\n        ...RecipeCard_recipe\n        description\n      }\n    }\n  }\n": types.HomePageDocument,
    "\n  query RecipePage($id: Int!) {\n    recipe(id: $id) {\n      recipeId\n      title\n      description\n      author\n      prepTime\n      cookTime\n      totalTime\n      servings\n      difficulty\n      cuisine\n      imageUrl {\n        small\n        medium\n        original\n      }\n      ingredients {\n        ingredientId\n        section\n        ingredientName\n        quantity\n        unit\n      }\n      instructions {\n        instructionId\n        section\n        stepNumber\n        instructionText\n      }\n      notes {\n        noteId\n        noteText\n      }\n      tags {\n        recipeTagId\n        name\n      }\n      utensils {\n        id\n        name\n        link\n      }\n      category {\n        categoryId\n        name\n      }\n      commentBody\n      nutrition {\n        calories\n      }\n      rating {\n        average\n        count\n      }\n      datePublished\n      updatedAt\n    }\n  }\n": types.RecipePageDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 *
 *
 * @example
 * ```ts
 * const query = graphql(`query GetUser($id: ID!) { user(id: $id) { name } }`);
 * ```
 *
 * The query argument is unknown!
 * Please regenerate the types.
 */
export function graphql(source: string): unknown;

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment RecipeCard_recipe on Recipe {\n    recipeId\n    title\n    totalTime\n    difficulty\n    imageUrl {\n      small\n      medium\n      original\n    }\n    category {\n      categoryId\n      name\n    }\n  }\n"): (typeof documents)["\n  fragment RecipeCard_recipe on Recipe {\n    recipeId\n    title\n    totalTime\n    difficulty\n    imageUrl {\n      small\n      medium\n      original\n    }\n    category {\n      categoryId\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query HomePage {\n    recipes(page: 0, size: 13) {\n      content {\n        ...RecipeCard_recipe\n        description\n      }\n    }\n  }\n"): (typeof documents)["\n  query HomePage {\n    recipes(page: 0, size: 13) {\n      content {\n        ...RecipeCard_recipe\n        description\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RecipePage($id: Int!) {\n    recipe(id: $id) {\n      recipeId\n      title\n      description\n      author\n      prepTime\n      cookTime\n      totalTime\n      servings\n      difficulty\n      cuisine\n      imageUrl {\n        small\n        medium\n        original\n      }\n      ingredients {\n        ingredientId\n        section\n        ingredientName\n        quantity\n        unit\n      }\n      instructions {\n        instructionId\n        section\n        stepNumber\n        instructionText\n      }\n      notes {\n        noteId\n        noteText\n      }\n      tags {\n        recipeTagId\n        name\n      }\n      utensils {\n        id\n        name\n        link\n      }\n      category {\n        categoryId\n        name\n      }\n      commentBody\n      nutrition {\n        calories\n      }\n      rating {\n        average\n        count\n      }\n      datePublished\n      updatedAt\n    }\n  }\n"): (typeof documents)["\n  query RecipePage($id: Int!) {\n    recipe(id: $id) {\n      recipeId\n      title\n      description\n      author\n      prepTime\n      cookTime\n      totalTime\n      servings\n      difficulty\n      cuisine\n      imageUrl {\n        small\n        medium\n        original\n      }\n      ingredients {\n        ingredientId\n        section\n        ingredientName\n        quantity\n        unit\n      }\n      instructions {\n        instructionId\n        section\n        stepNumber\n        instructionText\n      }\n      notes {\n        noteId\n        noteText\n      }\n      tags {\n        recipeTagId\n        name\n      }\n      utensils {\n        id\n        name\n        link\n      }\n      category {\n        categoryId\n        name\n      }\n      commentBody\n      nutrition {\n        calories\n      }\n      rating {\n        average\n        count\n      }\n      datePublished\n      updatedAt\n    }\n  }\n"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;