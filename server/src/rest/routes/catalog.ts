import { idParam, objectBody, type RestRoute } from '../facade';

const CATEGORY_FIELDS = 'categoryId name description imageUrl { small medium } createdAt';
const CRAVING_FIELDS = 'id name description imageUrl { small medium original }';
const ADMIN_CRAVING_FIELDS = `${CRAVING_FIELDS} createdAt`;
const OCCASION_FIELDS = 'id name createdAt';

type Rendition = 'small' | 'medium' | 'original';

/** A write body's imageUrl: a URL string (used for every rendition) or an object with the given renditions. */
function imageInput(image: unknown, renditions: readonly Rendition[]) {
  if (typeof image === 'string') return Object.fromEntries(renditions.map((r) => [r, image]));
  if (!image || typeof image !== 'object') return null;
  return Object.fromEntries(renditions.map((r) => [r, (image as Record<string, unknown>)[r] ?? null]));
}

/** The category write body: imageUrl may be a URL string (the small rendition) or {small, medium}. */
function categoryInput(body: Record<string, unknown>) {
  const imageUrl = imageInput(body.imageUrl, ['small', 'medium']);
  return { name: body.name ?? null, description: body.description ?? null, imageUrl };
}

/** The craving write body: like a category's, with the original rendition too. */
function cravingInput(body: Record<string, unknown>) {
  const imageUrl = imageInput(body.imageUrl, ['small', 'medium', 'original']);
  return { name: body.name ?? null, description: body.description ?? null, imageUrl };
}

export const catalogRoutes: RestRoute[] = [
  { method: 'get', path: '/categories', document: `{ categories { ${CATEGORY_FIELDS} } }` },
  {
    method: 'get',
    path: '/categories/:id',
    document: `query ($id: Int!) { category(id: $id) { ${CATEGORY_FIELDS} } }`,
    variables: (req) => ({ id: idParam(req) }),
  },
  {
    method: 'post',
    path: '/categories',
    status: 201,
    document: `mutation ($input: CategoryInput!) { createCategory(input: $input) { ${CATEGORY_FIELDS} } }`,
    variables: (req) => ({ input: categoryInput(objectBody(req)) }),
  },
  {
    method: 'put',
    path: '/categories/:id',
    document: `mutation ($id: Int!, $input: CategoryInput!) { updateCategory(id: $id, input: $input) { ${CATEGORY_FIELDS} } }`,
    variables: (req) => ({ id: idParam(req), input: categoryInput(objectBody(req)) }),
  },
  {
    method: 'delete',
    path: '/categories/:id',
    status: 204,
    document: 'mutation ($id: Int!) { deleteCategory(id: $id) }',
    variables: (req) => ({ id: idParam(req) }),
  },
  { method: 'get', path: '/cravings', document: `{ cravings { ${CRAVING_FIELDS} } }` },
  {
    method: 'get',
    path: '/cravings/:id',
    document: `query ($id: String!) { craving(id: $id) { ${CRAVING_FIELDS} } }`,
    variables: (req) => ({ id: String(req.params.id).slice(0, 100) }),
  },
  {
    method: 'post',
    path: '/admin/cravings',
    status: 201,
    document: `mutation ($input: CravingInput!) { createCraving(input: $input) { ${ADMIN_CRAVING_FIELDS} } }`,
    variables: (req) => ({ input: cravingInput(objectBody(req)) }),
  },
  {
    method: 'put',
    path: '/admin/cravings/:id',
    document: `mutation ($id: Int!, $input: CravingInput!) { updateCraving(id: $id, input: $input) { ${ADMIN_CRAVING_FIELDS} } }`,
    variables: (req) => ({ id: idParam(req), input: cravingInput(objectBody(req)) }),
  },
  {
    method: 'delete',
    path: '/admin/cravings/:id',
    status: 204,
    document: 'mutation ($id: Int!) { deleteCraving(id: $id) }',
    variables: (req) => ({ id: idParam(req) }),
  },
  { method: 'get', path: '/occasions', document: `{ occasions { ${OCCASION_FIELDS} } }` },
  {
    method: 'post',
    path: '/admin/occasions',
    status: 201,
    document: `mutation ($input: OccasionInput!) { createOccasion(input: $input) { ${OCCASION_FIELDS} } }`,
    variables: (req) => ({ input: { name: objectBody(req).name ?? null } }),
  },
  {
    method: 'put',
    path: '/admin/occasions/:id',
    document: `mutation ($id: Int!, $input: OccasionInput!) { updateOccasion(id: $id, input: $input) { ${OCCASION_FIELDS} } }`,
    variables: (req) => ({ id: idParam(req), input: { name: objectBody(req).name ?? null } }),
  },
  {
    method: 'delete',
    path: '/admin/occasions/:id',
    status: 204,
    document: 'mutation ($id: Int!) { deleteOccasion(id: $id) }',
    variables: (req) => ({ id: idParam(req) }),
  },
];
