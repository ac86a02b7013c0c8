import type { Request } from 'express';
import { idParam, objectBody, type RestRoute } from '../facade';

const IMAGE = '{ small medium original }';
const EBOOK_FIELDS = `id title author price verticalCoverImageUrl ${IMAGE} horizontalCoverImageUrl ${IMAGE}
  coverImageUrl ${IMAGE} externalUrl publicationDate createdAt updatedAt`;
const PUBLIC_EBOOK_FIELDS = `${EBOOK_FIELDS} recipes { recipeId title }`;
const ADMIN_EBOOK_FIELDS = `${EBOOK_FIELDS} recipeIds`;
const CONFIG_FIELDS = `featuredRecipeIds socialMedia { instagram youtube tiktok pinterest facebook } featuredEBookId
  partnerships { name image_url website_url } googleAdsenseScript
  weeklyRecipes { monday tuesday wednesday thursday friday } creator { name photoUrl bio }`;
const CONTACT_FIELDS = 'id nome sobrenome empresa email telefone assunto mensagem createdAt readAt';

/** Only the named keys of the body. */
const pick = (body: Record<string, unknown>, keys: string[]) =>
  Object.fromEntries(keys.filter((k) => k in body).map((k) => [k, body[k]]));

const ebookInput = (req: Request) => {
  const body = pick(objectBody(req), [
    'title',
    'author',
    'price',
    'verticalCoverImageUrl',
    'horizontalCoverImageUrl',
    'externalUrl',
    'publicationDate',
    'recipeIds',
  ]);
  // Prices arrive as numbers or as text from forms ("29.90").
  if (typeof body.price === 'string' && /^\d+(\.\d+)?$/.test(body.price.trim())) body.price = Number(body.price);
  for (const key of ['verticalCoverImageUrl', 'horizontalCoverImageUrl']) {
    if (typeof body[key] === 'string') body[key] = { small: body[key], medium: body[key], original: body[key] };
  }
  return body;
};

const configurationInput = (req: Request) => {
  const body = pick(objectBody(req), [
    'featuredRecipeIds',
    'socialMedia',
    'featuredEBookId',
    'partnerships',
    'googleAdsenseScript',
    'weeklyRecipes',
    'creator',
  ]);
  if (Array.isArray(body.featuredRecipeIds)) body.featuredRecipeIds = body.featuredRecipeIds.map(String);
  if (body.weeklyRecipes && typeof body.weeklyRecipes === 'object') {
    body.weeklyRecipes = Object.fromEntries(
      Object.entries(
        pick(body.weeklyRecipes as Record<string, unknown>, ['monday', 'tuesday', 'wednesday', 'thursday', 'friday']),
      ).map(([day, id]) => [day, id === null || id === undefined ? null : String(id)]),
    );
  }
  if (typeof body.featuredEBookId === 'string') {
    body.featuredEBookId = /^\d+$/.test(body.featuredEBookId) ? Number(body.featuredEBookId) : null;
  }
  if (body.socialMedia && typeof body.socialMedia === 'object') {
    body.socialMedia = pick(body.socialMedia as Record<string, unknown>, [
      'instagram',
      'youtube',
      'tiktok',
      'pinterest',
      'facebook',
    ]);
  }
  if (body.creator && typeof body.creator === 'object') {
    body.creator = pick(body.creator as Record<string, unknown>, ['name', 'photoUrl', 'bio']);
  }
  if (Array.isArray(body.partnerships)) {
    body.partnerships = body.partnerships.map((p) =>
      p && typeof p === 'object' ? pick(p, ['name', 'image_url', 'website_url']) : {},
    );
  }
  return body;
};

/** E-books, site configuration and contacts. */
export const siteRoutes: RestRoute[] = [
  { method: 'get', path: '/ebooks', document: `{ ebooks { ${PUBLIC_EBOOK_FIELDS} } }` },
  { method: 'get', path: '/admin/ebooks', document: `{ adminEbooks { ${ADMIN_EBOOK_FIELDS} } }` },
  {
    method: 'get',
    path: '/admin/ebooks/:id',
    document: `query ($id: Int!) { adminEbook(id: $id) { ${ADMIN_EBOOK_FIELDS} } }`,
    variables: (req) => ({ id: idParam(req) }),
  },
  {
    method: 'post',
    path: '/admin/ebooks',
    status: 201,
    document: `mutation ($input: EBookInput!) { createEbook(input: $input) { ${ADMIN_EBOOK_FIELDS} } }`,
    variables: (req) => ({ input: ebookInput(req) }),
  },
  {
    method: 'put',
    path: '/admin/ebooks/:id',
    document: `mutation ($id: Int!, $input: EBookInput!) { updateEbook(id: $id, input: $input) { ${ADMIN_EBOOK_FIELDS} } }`,
    variables: (req) => ({ id: idParam(req), input: ebookInput(req) }),
  },
  {
    method: 'delete',
    path: '/admin/ebooks/:id',
    status: 204,
    document: 'mutation ($id: Int!) { deleteEbook(id: $id) }',
    variables: (req) => ({ id: idParam(req) }),
  },
  { method: 'get', path: '/configurations', document: `{ siteConfiguration { ${CONFIG_FIELDS} } }` },
  {
    method: 'get',
    path: '/admin/configurations',
    document: `{ siteConfiguration { ${CONFIG_FIELDS} } }`,
    preAuthorize: 'ADMIN',
  },
  {
    method: 'put',
    path: '/admin/configurations',
    document: `mutation ($input: SiteConfigurationInput!) { saveSiteConfiguration(input: $input) { ${CONFIG_FIELDS} } }`,
    variables: (req) => ({ input: configurationInput(req) }),
  },
  {
    method: 'post',
    path: '/contact',
    status: 201,
    document: `mutation ($input: ContactInput!) { submitContact(input: $input) { ${CONTACT_FIELDS} } }`,
    variables: (req) => ({
      input: pick(objectBody(req), ['nome', 'sobrenome', 'empresa', 'email', 'telefone', 'assunto', 'mensagem']),
    }),
  },
  { method: 'get', path: '/admin/contacts', document: `{ contacts { ${CONTACT_FIELDS} } }` },
  {
    method: 'put',
    path: '/admin/contacts/:id/read',
    document: `mutation ($id: Int!) { markContactRead(id: $id) { ${CONTACT_FIELDS} } }`,
    variables: (req) => ({ id: idParam(req) }),
  },
];
