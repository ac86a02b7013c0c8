import { idParam, objectBody, type RestRoute } from '../facade';

const CATEGORY_FIELDS = 'categoryId name description imageUrl { small medium } createdAt';
const CRAVING_FIELDS = 'id name description imageUrl { small medium original }';

/** The category write body: imageUrl may be a URL string (the small rendition) or {small, medium}. */
function categoryInput(body: Record<string, unknown>) {
  const image = body.imageUrl;
  const imageUrl =
    typeof image === 'string'
      ? { small: image, medium: image }
      : image && typeof image === 'object'
        ? {
            small: (image as Record<string, unknown>).small ?? null,
            medium: (image as Record<string, unknown>).medium ?? null,
          }
        : null;
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
];
