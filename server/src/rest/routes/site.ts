import type { Request } from 'express';
import { AppError, ErrorCode } from '../../shared/errors';
import { idParam, objectBody, stringQuery, type RestRoute } from '../facade';

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

const UNSUBSCRIBED_PAGE = `<!doctype html><html lang="pt-BR"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1"><title>Inscrição cancelada</title></head>
<body style="font-family:Georgia,serif;background:#fbf7f2;color:#2d2420;text-align:center;padding:4rem 1.5rem">
<h1 style="color:#a4452c">Inscrição cancelada</h1>
<p>Você não receberá mais a newsletter da Marina. Se mudar de ideia, é só se inscrever de novo no site.</p>
<p><a href="/" style="color:#a4452c">Voltar para as receitas</a></p></body></html>`;

const unsubscribeToken = (req: Request) => {
  const token = stringQuery(req, 'token') ?? (typeof req.body?.token === 'string' ? req.body.token : '');
  if (!token) throw new AppError(ErrorCode.BAD_USER_INPUT, 'Link de cancelamento inválido.', 'token');
  return { token };
};

/** E-books, site configuration, contacts and the newsletter. */
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
  {
    method: 'post',
    path: '/newsletter/subscribe',
    document:
      'mutation ($email: String!, $source: String) { subscribeNewsletter(email: $email, source: $source) { success message } }',
    variables: (req) => {
      const body = objectBody(req);
      return {
        email: typeof body.email === 'string' ? body.email : '',
        source: typeof body.source === 'string' ? body.source : null,
      };
    },
    errorBody: (error) => ({ success: false, message: error.message }),
  },
  {
    method: 'get',
    path: '/newsletter/unsubscribe',
    document: 'mutation ($token: String!) { unsubscribeNewsletter(token: $token) }',
    variables: unsubscribeToken,
    send: (res) => {
      res.status(200).type('html').send(UNSUBSCRIBED_PAGE);
    },
  },
  {
    // RFC 8058 one-click: mail clients POST "List-Unsubscribe=One-Click" to the same URL.
    method: 'post',
    path: '/newsletter/unsubscribe',
    status: 204,
    document: 'mutation ($token: String!) { unsubscribeNewsletter(token: $token) }',
    variables: unsubscribeToken,
  },
  {
    method: 'get',
    path: '/admin/newsletter/count',
    document: '{ newsletterSubscriberCount }',
    result: (data) => ({ count: data.newsletterSubscriberCount }),
  },
  {
    method: 'get',
    path: '/admin/newsletter/export',
    document: '{ newsletterExport { filename contentType contentBase64 } }',
    send: (res, data) => {
      const file = data.newsletterExport as { filename: string; contentType: string; contentBase64: string };
      res
        .status(200)
        .type(file.contentType)
        .setHeader('Content-Disposition', `attachment; filename="${file.filename}"`)
        .send(Buffer.from(file.contentBase64, 'base64'));
    },
  },
];
