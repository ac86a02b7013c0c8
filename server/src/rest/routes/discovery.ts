import type { Request } from 'express';
import { INVALID_FACTOR } from '../../modules/recipe/recipe-mail.service';
import { AppError, ErrorCode } from '../../shared/errors';
import { idParam, intQuery, objectBody, stringQuery, type RestRoute } from '../facade';
import { RECIPE_FIELDS } from './recipes';

const FACET_KEYS = ['category', 'occasion', 'craving', 'ingredient', 'skill', 'time'] as const;
const facetFilter = (req: Request) =>
  Object.fromEntries(FACET_KEYS.map((key) => [key, stringQuery(req, key)?.trim() || null]));

const FACET_ITEM = 'active count selected';
const FILTERS = `query ($filter: FacetFilterInput) {
  recipeFilters(filter: $filter) {
    categories { item { categoryId name description imageUrl { small medium } } ${FACET_ITEM} }
    occasions { item { id name } ${FACET_ITEM} }
    cravings { item { id name description imageUrl { small medium original } } ${FACET_ITEM} }
    ingredients { item ${FACET_ITEM} }
    skills { item ${FACET_ITEM} }
    times { item ${FACET_ITEM} }
  }
}`;

/** Search, popularity, similarity, filters, and the reader actions on a recipe. Fixed paths precede /recipes/:id. */
export const discoveryRoutes: RestRoute[] = [
  {
    method: 'get',
    path: '/recipes/search',
    document: `query ($query: String!) { searchRecipes(query: $query) { ...RecipeFields } } ${RECIPE_FIELDS}`,
    variables: (req) => ({ query: stringQuery(req, 'query') ?? '' }),
  },
  {
    method: 'get',
    path: '/recipes/top',
    document: `query ($limit: Int!) { topRecipes(limit: $limit) { ...RecipeFields } } ${RECIPE_FIELDS}`,
    variables: (req) => ({ limit: intQuery(req, 'limit', { min: 1 }) ?? 10 }),
  },
  {
    method: 'get',
    path: '/recipes/:id/similar',
    document: `query ($id: Int!, $page: Int!, $size: Int!) {
      similarRecipes(id: $id, page: $page, size: $size) {
        content { ...RecipeFields } page size totalElements totalPages
      }
    } ${RECIPE_FIELDS}`,
    variables: (req) => ({
      id: idParam(req),
      page: intQuery(req, 'page', { min: 0 }) ?? 0,
      size: intQuery(req, 'size', { min: 1 }) ?? 10,
    }),
  },
  {
    method: 'post',
    path: '/recipes/:id/view',
    status: 204,
    document: 'mutation ($id: Int!) { recordRecipeView(id: $id) }',
    variables: (req) => ({ id: idParam(req) }),
  },
  {
    method: 'post',
    path: '/recipes/:id/save-by-email',
    document: `mutation ($id: Int!, $email: String!, $subscribe: Boolean!, $factor: Float) {
      saveRecipeByEmail(id: $id, email: $email, subscribe: $subscribe, factor: $factor) { success message }
    }`,
    variables: (req) => {
      const body = objectBody(req);
      if (typeof body.email !== 'string') {
        throw new AppError(ErrorCode.BAD_USER_INPUT, 'Por favor, insira um e-mail válido', 'email');
      }
      if (body.factor !== undefined && body.factor !== null && typeof body.factor !== 'number') {
        throw new AppError(ErrorCode.BAD_USER_INPUT, INVALID_FACTOR, 'factor');
      }
      return { id: idParam(req), email: body.email, subscribe: body.subscribe === true, factor: body.factor ?? null };
    },
  },
  { method: 'get', path: '/filters', document: FILTERS, variables: (req) => ({ filter: facetFilter(req) }) },
  {
    // Without page/size: the whole list (as documented); with them: the page envelope of /api/recipes.
    method: 'get',
    path: '/filters/recipes',
    document: `
      query All($filter: FacetFilterInput) { filteredRecipes(filter: $filter) { ...RecipeFields } }
      query Paged($filter: FacetFilterInput, $page: Int!, $size: Int!) {
        filteredRecipesPage(filter: $filter, page: $page, size: $size) {
          content { ...RecipeFields } page size totalElements totalPages
        }
      }
      ${RECIPE_FIELDS}`,
    operationName: (req) => (req.query.page === undefined && req.query.size === undefined ? 'All' : 'Paged'),
    variables: (req) => {
      const page = intQuery(req, 'page', { min: 0 });
      const size = intQuery(req, 'size', { min: 1 });
      return page === undefined && size === undefined
        ? { filter: facetFilter(req) }
        : { filter: facetFilter(req), page: page ?? 0, size: size ?? 16 };
    },
  },
];
