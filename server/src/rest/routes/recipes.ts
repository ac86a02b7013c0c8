import type { Request } from 'express';
import { isAdmin } from '../../graphql/context';
import { RecipeStatus } from '../../modules/recipe/recipe-visibility';
import { AppError, ErrorCode } from '../../shared/errors';
import { MAX_JOB_URLS } from '../../modules/import/sitemap';
import { idParam, intQuery, objectBody, stringQuery, type RestRoute } from '../facade';

export const RECIPE_FIELDS = /* GraphQL */ `
  fragment RecipeFields on Recipe {
    recipeId
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
      description
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
    rating {
      average
      count
    }
    updatedAt
    datePublished
    draft
    status
    sourceUrl
  }
`;

/** A public list by the REST filter: streamed page by page (StreamedList), or one page when asked for. */
const LIST = `query ($filter: RecipeFilter, $page: Int!, $size: Int!) {
  recipes(filter: $filter, page: $page, size: $size) {
    content { ...RecipeFields } page size totalElements totalPages
  }
} ${RECIPE_FIELDS}`;

/** GET /api/recipes: readers get published recipes; the admin gets every status (her dashboard's criteria). */
const LIST_FOR_AUDIENCE = `
  query Public($filter: RecipeFilter, $page: Int!, $size: Int!) {
    recipes(filter: $filter, page: $page, size: $size) {
      content { ...RecipeFields } page size totalElements totalPages
    }
  }
  query Admin($criteria: RecipeCriteria, $pageInput: PageInput!) {
    dashboardRecipes(criteria: $criteria, page: $pageInput) {
      content { ...RecipeFields } page size totalElements totalPages
    }
  }
  ${RECIPE_FIELDS}`;

const firstPage = (data: Record<string, unknown>) =>
  data[Object.keys(data)[0]] as { content: unknown[]; totalPages: number };

/** Every page of `recipes`, as one array. */
const streamRecipes: RestRoute['stream'] = () => ({ pageVariables: (page, size) => ({ page, size }), page: firstPage });

const STATUSES: readonly string[] = Object.values(RecipeStatus);

/** The dashboard's criteria on GET /api/recipes: ?status=DRAFT|SCHEDULED|PUBLISHED and ?query=text (contained). */
function listFilter(req: Request): Record<string, string> {
  const filter: Record<string, string> = {};
  const status = stringQuery(req, 'status')?.trim().toUpperCase();
  if (status) {
    if (!STATUSES.includes(status)) {
      const message = 'O parâmetro status deve ser DRAFT, SCHEDULED ou PUBLISHED.';
      throw new AppError(ErrorCode.BAD_USER_INPUT, message, 'status');
    }
    filter.status = status;
  }
  const query = stringQuery(req, 'query')?.trim();
  if (query) filter.query = query;
  return filter;
}

/** A list route whose one query parameter becomes one filter criterion. */
function filtered(path: string, param: string, criterion: string, kind: 'text' | 'minutes' | 'date'): RestRoute {
  return {
    method: 'get',
    path,
    document: LIST,
    stream: streamRecipes,
    variables: (req) => {
      if (kind === 'minutes') {
        const minutes = intQuery(req, param, { min: 0 });
        if (minutes === undefined) throw missing(param);
        return { filter: { [criterion]: minutes } };
      }
      const value = stringQuery(req, param)?.trim();
      if (!value) throw missing(param);
      return { filter: { [criterion]: value } };
    },
  };
}

const missing = (param: string) => new AppError(ErrorCode.BAD_USER_INPUT, `O parâmetro ${param} é obrigatório.`, param);

const ID_FIELDS = ['ingredientId', 'instructionId', 'noteId', 'recipeTagId'];

/** Maps the documented recipe body to RecipeInput: known fields only, child ids dropped (lists are replaced). */
export function recipeInputFromBody(req: Request): Record<string, unknown> {
  const body = objectBody(req);
  const input: Record<string, unknown> = {};
  const scalars = [
    'title',
    'description',
    'author',
    'prepTime',
    'cookTime',
    'totalTime',
    'servings',
    'difficulty',
    'cuisine',
    'commentBody',
    'nutrition',
    'datePublished',
    'draft',
    'sourceUrl',
    'imageSourceUrl',
  ];
  for (const key of scalars) if (key in body) input[key] = body[key];
  if ('draft' in body && body.draft !== null && typeof body.draft !== 'boolean') {
    throw new AppError(ErrorCode.BAD_USER_INPUT, 'O campo draft deve ser true ou false.', 'draft');
  }
  if ('imageUrl' in body) {
    const image = body.imageUrl;
    input.imageUrl = typeof image === 'string' ? { small: image, medium: image, original: image } : image;
  }
  const strip = (key: string, keep: string[]) => {
    if (!(key in body)) return;
    const items = body[key];
    if (!Array.isArray(items)) throw new AppError(ErrorCode.BAD_USER_INPUT, `O campo ${key} deve ser uma lista.`, key);
    input[key] = items.map((item) => {
      if (!item || typeof item !== 'object') {
        throw new AppError(ErrorCode.BAD_USER_INPUT, `Os itens de ${key} devem ser objetos.`, key);
      }
      const out: Record<string, unknown> = {};
      for (const k of keep) if (k in item && !ID_FIELDS.includes(k)) out[k] = (item as Record<string, unknown>)[k];
      return out;
    });
  };
  strip('ingredients', ['section', 'ingredientName', 'quantity', 'unit']);
  strip('instructions', ['section', 'stepNumber', 'instructionText']);
  strip('notes', ['noteText']);
  strip('tags', ['name']);
  strip('utensils', ['name', 'link']);
  strip('category', ['categoryId']);
  strip('cravings', ['id', 'name', 'description', 'imageUrl']);
  strip('occasions', ['id', 'name']);
  return input;
}

const IMPORTED = /* GraphQL */ `
  mutation ($url: String, $html: String) {
    importRecipe(url: $url, html: $html) {
      recipe {
        title
        description
        author
        prepTime
        cookTime
        totalTime
        servings
        cuisine
        ingredients {
          section
          quantity
          unit
          ingredientName
        }
        instructions {
          section
          stepNumber
          instructionText
        }
        notes {
          noteText
        }
        tags {
          name
        }
        category {
          categoryId
          name
        }
        suggestedCategories
        nutrition {
          calories
          carbohydrates
          protein
          fat
          fiber
          sodium
        }
        imageSourceUrl
        sourceUrl
        draft
      }
      source {
        url
        siteName
      }
      warnings
      duplicateOf {
        recipeId
        title
        status
      }
    }
  }
`;

/** The body of POST /api/recipes/import: { url } or { html, url? }. */
function importVariables(req: Request): Record<string, unknown> {
  const body = objectBody(req);
  for (const key of ['url', 'html']) {
    if (key in body && body[key] !== null && typeof body[key] !== 'string') {
      throw new AppError(ErrorCode.BAD_USER_INPUT, `O campo ${key} deve ser um texto.`, key);
    }
  }
  return { url: body.url ?? null, html: body.html ?? null };
}

const JOB_FIELDS = /* GraphQL */ `
  fragment JobFields on ImportJob {
    jobId
    status
    sitemapUrl
    pathPrefix
    error
    createdAt
    finishedAt
    progress { total done imported failed duplicates pending currentUrl }
    items(limit: ${MAX_JOB_URLS}) { url status recipeId error warning }
  }
`;

/** GET /api/recipes/import/batch/:jobId: the counts at the top, as documented, then the pages. */
function jobBody(data: Record<string, unknown>): unknown {
  const job = data[Object.keys(data)[0]] as { progress: Record<string, unknown>; items: Record<string, unknown>[] };
  const { progress, items, ...rest } = job;
  return {
    ...rest,
    ...progress,
    // the documented shape: statuses in lower case ('pending', 'imported'…), absent fields left out
    items: items.map((item) =>
      Object.fromEntries(
        Object.entries(item)
          .filter(([, value]) => value !== null)
          .map(([key, value]) => [key, key === 'status' ? String(value).toLowerCase() : value]),
      ),
    ),
  };
}

/** The body of POST /api/recipes/import/batch: { urls: [...] } or { sitemapUrl, pathPrefix? }. */
function batchVariables(req: Request): Record<string, unknown> {
  const body = objectBody(req);
  if ('urls' in body && body.urls !== null) {
    if (!Array.isArray(body.urls) || body.urls.some((url) => typeof url !== 'string')) {
      throw new AppError(ErrorCode.BAD_USER_INPUT, 'O campo urls deve ser uma lista de endereços.', 'urls');
    }
  }
  for (const key of ['sitemapUrl', 'pathPrefix']) {
    if (key in body && body[key] !== null && typeof body[key] !== 'string') {
      throw new AppError(ErrorCode.BAD_USER_INPUT, `O campo ${key} deve ser um texto.`, key);
    }
  }
  return { urls: body.urls ?? null, sitemapUrl: body.sitemapUrl ?? null, pathPrefix: body.pathPrefix ?? null };
}

export const recipeRoutes: RestRoute[] = [
  {
    method: 'post',
    path: '/recipes/import',
    preAuthorize: 'ADMIN',
    document: IMPORTED,
    variables: importVariables,
  },
  {
    method: 'post',
    path: '/recipes/import/batch',
    preAuthorize: 'ADMIN',
    status: 202,
    document: `mutation ($urls: [String!], $sitemapUrl: String, $pathPrefix: String) {
      startImportJob(urls: $urls, sitemapUrl: $sitemapUrl, pathPrefix: $pathPrefix) { jobId status }
    }`,
    variables: batchVariables,
  },
  {
    method: 'get',
    path: '/recipes/import/batch/:jobId',
    document: `query ($jobId: Int!) { importJob(jobId: $jobId) { ...JobFields } } ${JOB_FIELDS}`,
    variables: (req) => ({ jobId: idParam(req, 'jobId') }),
    result: jobBody,
  },
  {
    method: 'post',
    path: '/recipes/import/batch/:jobId/cancel',
    document: `mutation ($jobId: Int!) { cancelImportJob(jobId: $jobId) { ...JobFields } } ${JOB_FIELDS}`,
    variables: (req) => ({ jobId: idParam(req, 'jobId') }),
    result: jobBody,
  },
  {
    method: 'get',
    path: '/recipes',
    document: LIST_FOR_AUDIENCE,
    operationName: (_req, ctx) => (isAdmin(ctx) ? 'Admin' : 'Public'),
    variables: (req, ctx) => {
      const page = intQuery(req, 'page', { min: 0 });
      const size = intQuery(req, 'size', { min: 1 });
      const filter = listFilter(req);
      const one = { page: page ?? 0, size: size ?? 20 };
      if (!isAdmin(ctx)) return { filter, ...one };
      return { criteria: { status: filter.status, contains: filter.query }, pageInput: one };
    },
    stream: (req, ctx) => {
      if (req.query.page !== undefined || req.query.size !== undefined) return undefined;
      if (!isAdmin(ctx)) return { pageVariables: (page, size) => ({ page, size }), page: firstPage };
      return { pageVariables: (page, size) => ({ pageInput: { page, size } }), page: firstPage };
    },
  },
  filtered('/recipes/title', 'title', 'title', 'text'),
  filtered('/recipes/category', 'category', 'category', 'text'),
  filtered('/recipes/cuisine', 'cuisine', 'cuisine', 'text'),
  filtered('/recipes/prep-time', 'minutes', 'maxPrepMinutes', 'minutes'),
  filtered('/recipes/cook-time', 'minutes', 'maxCookMinutes', 'minutes'),
  filtered('/recipes/total-time', 'minutes', 'maxTotalMinutes', 'minutes'),
  filtered('/recipes/published-before', 'date', 'publishedBefore', 'date'),
  {
    method: 'get',
    path: '/recipes/craving/:craving',
    document: LIST,
    stream: streamRecipes,
    variables: (req) => ({ filter: { craving: String(req.params.craving) } }),
  },
  {
    method: 'get',
    path: '/recipes/:id',
    document: `query ($id: Int!) { recipe(id: $id) { ...RecipeFields } } ${RECIPE_FIELDS}`,
    variables: (req) => ({ id: idParam(req) }),
  },
  {
    method: 'post',
    path: '/recipes',
    status: 201,
    document: `mutation ($input: RecipeInput!) { createRecipe(input: $input) { ...RecipeFields } } ${RECIPE_FIELDS}`,
    variables: (req) => ({ input: recipeInputFromBody(req) }),
  },
  {
    method: 'put',
    path: '/recipes/:id',
    document: `mutation ($id: Int!, $input: RecipeInput!) {
      updateRecipe(id: $id, input: $input) { ...RecipeFields }
    } ${RECIPE_FIELDS}`,
    variables: (req) => ({ id: idParam(req), input: recipeInputFromBody(req) }),
  },
  {
    method: 'post',
    path: '/recipes/:id/duplicate',
    status: 201,
    document: `mutation ($id: Int!) { duplicateRecipe(id: $id) { ...RecipeFields } } ${RECIPE_FIELDS}`,
    variables: (req) => ({ id: idParam(req) }),
  },
  {
    method: 'delete',
    path: '/recipes/:id',
    status: 204,
    document: `mutation ($id: Int!) { deleteRecipe(id: $id) }`,
    variables: (req) => ({ id: idParam(req) }),
  },
];
