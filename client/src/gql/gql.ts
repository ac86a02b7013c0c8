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
    "\n  query AboutPage {\n    recipes(page: 0, size: 6) {\n      content {\n        ...FavouriteRecipe_recipe\n      }\n    }\n    siteConfiguration {\n      socialMedia {\n        instagram\n        youtube\n        tiktok\n        pinterest\n        facebook\n      }\n      partnerships {\n        name\n        image_url\n        website_url\n      }\n    }\n  }\n": typeof types.AboutPageDocument,
    "\n  mutation SubmitContact($input: ContactInput!) {\n    submitContact(input: $input) {\n      id\n    }\n  }\n": typeof types.SubmitContactDocument,
    "\n  fragment FavouriteRecipe_recipe on Recipe {\n    recipeId\n    title\n    description\n    imageUrl {\n      small\n      medium\n      original\n    }\n  }\n": typeof types.FavouriteRecipe_RecipeFragmentDoc,
    "\n  mutation Login($input: LoginInput!) {\n    login(input: $input) {\n      token\n    }\n  }\n": typeof types.LoginDocument,
    "\n  mutation Register($input: RegisterInput!) {\n    register(input: $input) {\n      token\n    }\n  }\n": typeof types.RegisterDocument,
    "\n  query CategoryPage($id: Int!) {\n    category(id: $id) {\n      categoryId\n      name\n      description\n      imageUrl {\n        small\n        medium\n        original\n      }\n    }\n  }\n": typeof types.CategoryPageDocument,
    "\n  query CategoryRecipes($category: String!, $page: Int!, $size: Int!) {\n    recipes(filter: { category: $category }, page: $page, size: $size) {\n      content {\n        ...RecipeCard_recipe\n      }\n      totalElements\n      totalPages\n    }\n  }\n": typeof types.CategoryRecipesDocument,
    "\n  query CravingPage($id: String!) {\n    craving(id: $id) {\n      id\n      name\n      description\n      imageUrl {\n        small\n        medium\n        original\n      }\n    }\n  }\n": typeof types.CravingPageDocument,
    "\n  query CravingRecipes($craving: String!, $page: Int!, $size: Int!) {\n    recipes(filter: { craving: $craving }, page: $page, size: $size) {\n      content {\n        ...RecipeCard_recipe\n      }\n      totalElements\n      totalPages\n    }\n  }\n": typeof types.CravingRecipesDocument,
    "\n  fragment EBookCard_ebook on EBook {\n    title\n    author\n    price\n    externalUrl\n    horizontalCoverImageUrl {\n      small\n      medium\n      original\n    }\n  }\n": typeof types.EBookCard_EbookFragmentDoc,
    "\n  query EBookPage {\n    ebooks {\n      id\n      ...EBookCard_ebook\n    }\n  }\n": typeof types.EBookPageDocument,
    "\n  query RecipeFilterFacets($filter: FacetFilterInput) {\n    recipeFilters(filter: $filter) {\n      categories {\n        item {\n          categoryId\n          name\n        }\n        count\n        active\n      }\n      occasions {\n        item {\n          id\n          name\n        }\n        count\n        active\n      }\n      cravings {\n        item {\n          id\n          name\n        }\n        count\n        active\n      }\n      ingredients {\n        item\n        count\n        active\n      }\n      skills {\n        item\n        count\n        active\n      }\n      times {\n        item\n        count\n        active\n      }\n    }\n  }\n": typeof types.RecipeFilterFacetsDocument,
    "\n  query RecipeFilterResults($filter: FacetFilterInput, $page: Int!, $size: Int!) {\n    filteredRecipesPage(filter: $filter, page: $page, size: $size) {\n      content {\n        ...RecipeCard_recipe\n      }\n      totalElements\n      totalPages\n    }\n  }\n": typeof types.RecipeFilterResultsDocument,
    "\n  query HomePage {\n    recipes(page: 0, size: 13) {\n      content {\n        ...RecipeCard_recipe\n        description\n      }\n    }\n  }\n": typeof types.HomePageDocument,
    "\n  query LayoutChrome {\n    categories {\n      categoryId\n      name\n    }\n    siteConfiguration {\n      socialMedia {\n        instagram\n        youtube\n        tiktok\n        pinterest\n        facebook\n      }\n    }\n  }\n": typeof types.LayoutChromeDocument,
    "\n  fragment LayoutRecipeThumb_recipe on Recipe {\n    recipeId\n    title\n    imageUrl {\n      small\n      medium\n      original\n    }\n  }\n": typeof types.LayoutRecipeThumb_RecipeFragmentDoc,
    "\n  query LayoutLatestRecipes($page: Int!, $size: Int!) {\n    recipes(page: $page, size: $size) {\n      content {\n        ...LayoutRecipeThumb_recipe\n      }\n      totalElements\n    }\n  }\n": typeof types.LayoutLatestRecipesDocument,
    "\n  mutation SubscribeNewsletter($email: String!, $source: String!) {\n    subscribeNewsletter(email: $email, source: $source) {\n      success\n      message\n    }\n  }\n": typeof types.SubscribeNewsletterDocument,
    "\n  query PrintPage($id: Int!) {\n    recipe(id: $id) {\n      recipeId\n      title\n      description\n      author\n      prepTime\n      cookTime\n      totalTime\n      servings\n      difficulty\n      imageUrl {\n        small\n        medium\n        original\n      }\n      ingredients {\n        ingredientId\n        section\n        ingredientName\n        quantity\n        unit\n      }\n      instructions {\n        instructionId\n        section\n        stepNumber\n        instructionText\n      }\n      notes {\n        noteId\n        noteText\n      }\n    }\n  }\n": typeof types.PrintPageDocument,
    "\n  fragment CategoryTile_category on Category {\n    categoryId\n    name\n    imageUrl {\n      small\n      medium\n    }\n  }\n": typeof types.CategoryTile_CategoryFragmentDoc,
    "\n  query RecipeIndexPage($page: Int!, $size: Int!) {\n    recipes(page: $page, size: $size) {\n      content {\n        ...RecipeCard_recipe\n      }\n      totalElements\n      totalPages\n    }\n  }\n": typeof types.RecipeIndexPageDocument,
    "\n  query RecipeIndexCategories {\n    categories {\n      ...CategoryTile_category\n    }\n  }\n": typeof types.RecipeIndexCategoriesDocument,
    "\n  query RecipePage($id: Int!) {\n    recipe(id: $id) {\n      recipeId\n      title\n      description\n      author\n      prepTime\n      cookTime\n      totalTime\n      servings\n      difficulty\n      cuisine\n      imageUrl {\n        small\n        medium\n        original\n      }\n      ingredients {\n        ingredientId\n        section\n        ingredientName\n        quantity\n        unit\n      }\n      instructions {\n        instructionId\n        section\n        stepNumber\n        instructionText\n      }\n      notes {\n        noteId\n        noteText\n      }\n      tags {\n        recipeTagId\n        name\n      }\n      utensils {\n        id\n        name\n        link\n      }\n      category {\n        categoryId\n        name\n      }\n      commentBody\n      nutrition {\n        calories\n      }\n      rating {\n        average\n        count\n      }\n      datePublished\n      updatedAt\n    }\n  }\n": typeof types.RecipePageDocument,
};
const documents: Documents = {
    "\n  fragment RecipeCard_recipe on Recipe {\n    recipeId\n    title\n    totalTime\n    difficulty\n    imageUrl {\n      small\n      medium\n      original\n    }\n    category {\n      categoryId\n      name\n    }\n  }\n": types.RecipeCard_RecipeFragmentDoc,
    "\n  query AboutPage {\n    recipes(page: 0, size: 6) {\n      content {\n        ...FavouriteRecipe_recipe\n      }\n    }\n    siteConfiguration {\n      socialMedia {\n        instagram\n        youtube\n        tiktok\n        pinterest\n        facebook\n      }\n      partnerships {\n        name\n        image_url\n        website_url\n      }\n    }\n  }\n": types.AboutPageDocument,
    "\n  mutation SubmitContact($input: ContactInput!) {\n    submitContact(input: $input) {\n      id\n    }\n  }\n": types.SubmitContactDocument,
    "\n  fragment FavouriteRecipe_recipe on Recipe {\n    recipeId\n    title\n    description\n    imageUrl {\n      small\n      medium\n      original\n    }\n  }\n": types.FavouriteRecipe_RecipeFragmentDoc,
    "\n  mutation Login($input: LoginInput!) {\n    login(input: $input) {\n      token\n    }\n  }\n": types.LoginDocument,
    "\n  mutation Register($input: RegisterInput!) {\n    register(input: $input) {\n      token\n    }\n  }\n": types.RegisterDocument,
    "\n  query CategoryPage($id: Int!) {\n    category(id: $id) {\n      categoryId\n      name\n      description\n      imageUrl {\n        small\n        medium\n        original\n      }\n    }\n  }\n": types.CategoryPageDocument,
    "\n  query CategoryRecipes($category: String!, $page: Int!, $size: Int!) {\n    recipes(filter: { category: $category }, page: $page, size: $size) {\n      content {\n        ...RecipeCard_recipe\n      }\n      totalElements\n      totalPages\n    }\n  }\n": types.CategoryRecipesDocument,
    "\n  query CravingPage($id: String!) {\n    craving(id: $id) {\n      id\n      name\n      description\n      imageUrl {\n        small\n        medium\n        original\n      }\n    }\n  }\n": types.CravingPageDocument,
    "\n  query CravingRecipes($craving: String!, $page: Int!, $size: Int!) {\n    recipes(filter: { craving: $craving }, page: $page, size: $size) {\n      content {\n        ...RecipeCard_recipe\n      }\n      totalElements\n      totalPages\n    }\n  }\n": types.CravingRecipesDocument,
    "\n  fragment EBookCard_ebook on EBook {\n    title\n    author\n    price\n    externalUrl\n    horizontalCoverImageUrl {\n      small\n      medium\n      original\n    }\n  }\n": types.EBookCard_EbookFragmentDoc,
    "\n  query EBookPage {\n    ebooks {\n      id\n      ...EBookCard_ebook\n    }\n  }\n": types.EBookPageDocument,
    "\n  query RecipeFilterFacets($filter: FacetFilterInput) {\n    recipeFilters(filter: $filter) {\n      categories {\n        item {\n          categoryId\n          name\n        }\n        count\n        active\n      }\n      occasions {\n        item {\n          id\n          name\n        }\n        count\n        active\n      }\n      cravings {\n        item {\n          id\n          name\n        }\n        count\n        active\n      }\n      ingredients {\n        item\n        count\n        active\n      }\n      skills {\n        item\n        count\n        active\n      }\n      times {\n        item\n        count\n        active\n      }\n    }\n  }\n": types.RecipeFilterFacetsDocument,
    "\n  query RecipeFilterResults($filter: FacetFilterInput, $page: Int!, $size: Int!) {\n    filteredRecipesPage(filter: $filter, page: $page, size: $size) {\n      content {\n        ...RecipeCard_recipe\n      }\n      totalElements\n      totalPages\n    }\n  }\n": types.RecipeFilterResultsDocument,
    "\n  query HomePage {\n    recipes(page: 0, size: 13) {\n      content {\n        ...RecipeCard_recipe\n        description\n      }\n    }\n  }\n": types.HomePageDocument,
    "\n  query LayoutChrome {\n    categories {\n      categoryId\n      name\n    }\n    siteConfiguration {\n      socialMedia {\n        instagram\n        youtube\n        tiktok\n        pinterest\n        facebook\n      }\n    }\n  }\n": types.LayoutChromeDocument,
    "\n  fragment LayoutRecipeThumb_recipe on Recipe {\n    recipeId\n    title\n    imageUrl {\n      small\n      medium\n      original\n    }\n  }\n": types.LayoutRecipeThumb_RecipeFragmentDoc,
    "\n  query LayoutLatestRecipes($page: Int!, $size: Int!) {\n    recipes(page: $page, size: $size) {\n      content {\n        ...LayoutRecipeThumb_recipe\n      }\n      totalElements\n    }\n  }\n": types.LayoutLatestRecipesDocument,
    "\n  mutation SubscribeNewsletter($email: String!, $source: String!) {\n    subscribeNewsletter(email: $email, source: $source) {\n      success\n      message\n    }\n  }\n": types.SubscribeNewsletterDocument,
    "\n  query PrintPage($id: Int!) {\n    recipe(id: $id) {\n      recipeId\n      title\n      description\n      author\n      prepTime\n      cookTime\n      totalTime\n      servings\n      difficulty\n      imageUrl {\n        small\n        medium\n        original\n      }\n      ingredients {\n        ingredientId\n        section\n        ingredientName\n        quantity\n        unit\n      }\n      instructions {\n        instructionId\n        section\n        stepNumber\n        instructionText\n      }\n      notes {\n        noteId\n        noteText\n      }\n    }\n  }\n": types.PrintPageDocument,
    "\n  fragment CategoryTile_category on Category {\n    categoryId\n    name\n    imageUrl {\n      small\n      medium\n    }\n  }\n": types.CategoryTile_CategoryFragmentDoc,
    "\n  query RecipeIndexPage($page: Int!, $size: Int!) {\n    recipes(page: $page, size: $size) {\n      content {\n        ...RecipeCard_recipe\n      }\n      totalElements\n      totalPages\n    }\n  }\n": types.RecipeIndexPageDocument,
    "\n  query RecipeIndexCategories {\n    categories {\n      ...CategoryTile_category\n    }\n  }\n": types.RecipeIndexCategoriesDocument,
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
export function graphql(source: "\n  query AboutPage {\n    recipes(page: 0, size: 6) {\n      content {\n        ...FavouriteRecipe_recipe\n      }\n    }\n    siteConfiguration {\n      socialMedia {\n        instagram\n        youtube\n        tiktok\n        pinterest\n        facebook\n      }\n      partnerships {\n        name\n        image_url\n        website_url\n      }\n    }\n  }\n"): (typeof documents)["\n  query AboutPage {\n    recipes(page: 0, size: 6) {\n      content {\n        ...FavouriteRecipe_recipe\n      }\n    }\n    siteConfiguration {\n      socialMedia {\n        instagram\n        youtube\n        tiktok\n        pinterest\n        facebook\n      }\n      partnerships {\n        name\n        image_url\n        website_url\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SubmitContact($input: ContactInput!) {\n    submitContact(input: $input) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation SubmitContact($input: ContactInput!) {\n    submitContact(input: $input) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment FavouriteRecipe_recipe on Recipe {\n    recipeId\n    title\n    description\n    imageUrl {\n      small\n      medium\n      original\n    }\n  }\n"): (typeof documents)["\n  fragment FavouriteRecipe_recipe on Recipe {\n    recipeId\n    title\n    description\n    imageUrl {\n      small\n      medium\n      original\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Login($input: LoginInput!) {\n    login(input: $input) {\n      token\n    }\n  }\n"): (typeof documents)["\n  mutation Login($input: LoginInput!) {\n    login(input: $input) {\n      token\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Register($input: RegisterInput!) {\n    register(input: $input) {\n      token\n    }\n  }\n"): (typeof documents)["\n  mutation Register($input: RegisterInput!) {\n    register(input: $input) {\n      token\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CategoryPage($id: Int!) {\n    category(id: $id) {\n      categoryId\n      name\n      description\n      imageUrl {\n        small\n        medium\n        original\n      }\n    }\n  }\n"): (typeof documents)["\n  query CategoryPage($id: Int!) {\n    category(id: $id) {\n      categoryId\n      name\n      description\n      imageUrl {\n        small\n        medium\n        original\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CategoryRecipes($category: String!, $page: Int!, $size: Int!) {\n    recipes(filter: { category: $category }, page: $page, size: $size) {\n      content {\n        ...RecipeCard_recipe\n      }\n      totalElements\n      totalPages\n    }\n  }\n"): (typeof documents)["\n  query CategoryRecipes($category: String!, $page: Int!, $size: Int!) {\n    recipes(filter: { category: $category }, page: $page, size: $size) {\n      content {\n        ...RecipeCard_recipe\n      }\n      totalElements\n      totalPages\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CravingPage($id: String!) {\n    craving(id: $id) {\n      id\n      name\n      description\n      imageUrl {\n        small\n        medium\n        original\n      }\n    }\n  }\n"): (typeof documents)["\n  query CravingPage($id: String!) {\n    craving(id: $id) {\n      id\n      name\n      description\n      imageUrl {\n        small\n        medium\n        original\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CravingRecipes($craving: String!, $page: Int!, $size: Int!) {\n    recipes(filter: { craving: $craving }, page: $page, size: $size) {\n      content {\n        ...RecipeCard_recipe\n      }\n      totalElements\n      totalPages\n    }\n  }\n"): (typeof documents)["\n  query CravingRecipes($craving: String!, $page: Int!, $size: Int!) {\n    recipes(filter: { craving: $craving }, page: $page, size: $size) {\n      content {\n        ...RecipeCard_recipe\n      }\n      totalElements\n      totalPages\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment EBookCard_ebook on EBook {\n    title\n    author\n    price\n    externalUrl\n    horizontalCoverImageUrl {\n      small\n      medium\n      original\n    }\n  }\n"): (typeof documents)["\n  fragment EBookCard_ebook on EBook {\n    title\n    author\n    price\n    externalUrl\n    horizontalCoverImageUrl {\n      small\n      medium\n      original\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query EBookPage {\n    ebooks {\n      id\n      ...EBookCard_ebook\n    }\n  }\n"): (typeof documents)["\n  query EBookPage {\n    ebooks {\n      id\n      ...EBookCard_ebook\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RecipeFilterFacets($filter: FacetFilterInput) {\n    recipeFilters(filter: $filter) {\n      categories {\n        item {\n          categoryId\n          name\n        }\n        count\n        active\n      }\n      occasions {\n        item {\n          id\n          name\n        }\n        count\n        active\n      }\n      cravings {\n        item {\n          id\n          name\n        }\n        count\n        active\n      }\n      ingredients {\n        item\n        count\n        active\n      }\n      skills {\n        item\n        count\n        active\n      }\n      times {\n        item\n        count\n        active\n      }\n    }\n  }\n"): (typeof documents)["\n  query RecipeFilterFacets($filter: FacetFilterInput) {\n    recipeFilters(filter: $filter) {\n      categories {\n        item {\n          categoryId\n          name\n        }\n        count\n        active\n      }\n      occasions {\n        item {\n          id\n          name\n        }\n        count\n        active\n      }\n      cravings {\n        item {\n          id\n          name\n        }\n        count\n        active\n      }\n      ingredients {\n        item\n        count\n        active\n      }\n      skills {\n        item\n        count\n        active\n      }\n      times {\n        item\n        count\n        active\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RecipeFilterResults($filter: FacetFilterInput, $page: Int!, $size: Int!) {\n    filteredRecipesPage(filter: $filter, page: $page, size: $size) {\n      content {\n        ...RecipeCard_recipe\n      }\n      totalElements\n      totalPages\n    }\n  }\n"): (typeof documents)["\n  query RecipeFilterResults($filter: FacetFilterInput, $page: Int!, $size: Int!) {\n    filteredRecipesPage(filter: $filter, page: $page, size: $size) {\n      content {\n        ...RecipeCard_recipe\n      }\n      totalElements\n      totalPages\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query HomePage {\n    recipes(page: 0, size: 13) {\n      content {\n        ...RecipeCard_recipe\n        description\n      }\n    }\n  }\n"): (typeof documents)["\n  query HomePage {\n    recipes(page: 0, size: 13) {\n      content {\n        ...RecipeCard_recipe\n        description\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query LayoutChrome {\n    categories {\n      categoryId\n      name\n    }\n    siteConfiguration {\n      socialMedia {\n        instagram\n        youtube\n        tiktok\n        pinterest\n        facebook\n      }\n    }\n  }\n"): (typeof documents)["\n  query LayoutChrome {\n    categories {\n      categoryId\n      name\n    }\n    siteConfiguration {\n      socialMedia {\n        instagram\n        youtube\n        tiktok\n        pinterest\n        facebook\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment LayoutRecipeThumb_recipe on Recipe {\n    recipeId\n    title\n    imageUrl {\n      small\n      medium\n      original\n    }\n  }\n"): (typeof documents)["\n  fragment LayoutRecipeThumb_recipe on Recipe {\n    recipeId\n    title\n    imageUrl {\n      small\n      medium\n      original\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query LayoutLatestRecipes($page: Int!, $size: Int!) {\n    recipes(page: $page, size: $size) {\n      content {\n        ...LayoutRecipeThumb_recipe\n      }\n      totalElements\n    }\n  }\n"): (typeof documents)["\n  query LayoutLatestRecipes($page: Int!, $size: Int!) {\n    recipes(page: $page, size: $size) {\n      content {\n        ...LayoutRecipeThumb_recipe\n      }\n      totalElements\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SubscribeNewsletter($email: String!, $source: String!) {\n    subscribeNewsletter(email: $email, source: $source) {\n      success\n      message\n    }\n  }\n"): (typeof documents)["\n  mutation SubscribeNewsletter($email: String!, $source: String!) {\n    subscribeNewsletter(email: $email, source: $source) {\n      success\n      message\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PrintPage($id: Int!) {\n    recipe(id: $id) {\n      recipeId\n      title\n      description\n      author\n      prepTime\n      cookTime\n      totalTime\n      servings\n      difficulty\n      imageUrl {\n        small\n        medium\n        original\n      }\n      ingredients {\n        ingredientId\n        section\n        ingredientName\n        quantity\n        unit\n      }\n      instructions {\n        instructionId\n        section\n        stepNumber\n        instructionText\n      }\n      notes {\n        noteId\n        noteText\n      }\n    }\n  }\n"): (typeof documents)["\n  query PrintPage($id: Int!) {\n    recipe(id: $id) {\n      recipeId\n      title\n      description\n      author\n      prepTime\n      cookTime\n      totalTime\n      servings\n      difficulty\n      imageUrl {\n        small\n        medium\n        original\n      }\n      ingredients {\n        ingredientId\n        section\n        ingredientName\n        quantity\n        unit\n      }\n      instructions {\n        instructionId\n        section\n        stepNumber\n        instructionText\n      }\n      notes {\n        noteId\n        noteText\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CategoryTile_category on Category {\n    categoryId\n    name\n    imageUrl {\n      small\n      medium\n    }\n  }\n"): (typeof documents)["\n  fragment CategoryTile_category on Category {\n    categoryId\n    name\n    imageUrl {\n      small\n      medium\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RecipeIndexPage($page: Int!, $size: Int!) {\n    recipes(page: $page, size: $size) {\n      content {\n        ...RecipeCard_recipe\n      }\n      totalElements\n      totalPages\n    }\n  }\n"): (typeof documents)["\n  query RecipeIndexPage($page: Int!, $size: Int!) {\n    recipes(page: $page, size: $size) {\n      content {\n        ...RecipeCard_recipe\n      }\n      totalElements\n      totalPages\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RecipeIndexCategories {\n    categories {\n      ...CategoryTile_category\n    }\n  }\n"): (typeof documents)["\n  query RecipeIndexCategories {\n    categories {\n      ...CategoryTile_category\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RecipePage($id: Int!) {\n    recipe(id: $id) {\n      recipeId\n      title\n      description\n      author\n      prepTime\n      cookTime\n      totalTime\n      servings\n      difficulty\n      cuisine\n      imageUrl {\n        small\n        medium\n        original\n      }\n      ingredients {\n        ingredientId\n        section\n        ingredientName\n        quantity\n        unit\n      }\n      instructions {\n        instructionId\n        section\n        stepNumber\n        instructionText\n      }\n      notes {\n        noteId\n        noteText\n      }\n      tags {\n        recipeTagId\n        name\n      }\n      utensils {\n        id\n        name\n        link\n      }\n      category {\n        categoryId\n        name\n      }\n      commentBody\n      nutrition {\n        calories\n      }\n      rating {\n        average\n        count\n      }\n      datePublished\n      updatedAt\n    }\n  }\n"): (typeof documents)["\n  query RecipePage($id: Int!) {\n    recipe(id: $id) {\n      recipeId\n      title\n      description\n      author\n      prepTime\n      cookTime\n      totalTime\n      servings\n      difficulty\n      cuisine\n      imageUrl {\n        small\n        medium\n        original\n      }\n      ingredients {\n        ingredientId\n        section\n        ingredientName\n        quantity\n        unit\n      }\n      instructions {\n        instructionId\n        section\n        stepNumber\n        instructionText\n      }\n      notes {\n        noteId\n        noteText\n      }\n      tags {\n        recipeTagId\n        name\n      }\n      utensils {\n        id\n        name\n        link\n      }\n      category {\n        categoryId\n        name\n      }\n      commentBody\n      nutrition {\n        calories\n      }\n      rating {\n        average\n        count\n      }\n      datePublished\n      updatedAt\n    }\n  }\n"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;