import type { Request } from 'express';
import { TrashKind } from '../../modules/trash/trash.types';
import { AppError, ErrorCode, notFound } from '../../shared/errors';
import { idParam, intQuery, stringQuery, type RestRoute } from '../facade';

const KINDS: readonly string[] = Object.values(TrashKind);
const ITEM_FIELDS = 'kind id title deletedAt deletedByName purgeAt';

/** A kind from the path (any case: an item's own `kind` works as is); another word names nothing (404). */
function kindParam(req: Request): string {
  const kind = String(req.params.kind ?? '').toUpperCase();
  if (!KINDS.includes(kind)) throw notFound('Recurso não encontrado.');
  return kind;
}

/** A kind from ?kind= (any case), or 400 naming the accepted ones. */
function kindQuery(req: Request): string | undefined {
  const kind = stringQuery(req, 'kind')?.trim().toUpperCase();
  if (!kind) return undefined;
  if (!KINDS.includes(kind)) {
    throw new AppError(ErrorCode.BAD_USER_INPUT, `kind deve ser um de: ${KINDS.join(', ')}.`, 'kind');
  }
  return kind;
}

/** ?ids=1,2,3 (or ids repeated), or 400. */
function idsQuery(req: Request): number[] {
  const raw = req.query.ids;
  const parts = (Array.isArray(raw) ? raw : raw === undefined ? [] : [raw])
    .flatMap((value) => String(value).split(','))
    .map((part) => part.trim())
    .filter(Boolean);
  if (!parts.length) throw new AppError(ErrorCode.BAD_USER_INPUT, 'O parâmetro ids é obrigatório.', 'ids');
  if (!parts.every((part) => /^\d{1,9}$/.test(part))) {
    throw new AppError(ErrorCode.BAD_USER_INPUT, 'ids deve ser uma lista de números inteiros (ids=1,2,3).', 'ids');
  }
  return parts.map(Number);
}

/** The dashboard's trash ('Lixeira'): deleted recipes, e-books and categories, until restored or deleted for good. */
export const trashRoutes: RestRoute[] = [
  {
    // One page of the trash, newest first (?kind=RECIPE|EBOOK|CATEGORY, ?page=0&size=20, size ≤ 50): the page envelope.
    method: 'get',
    path: '/admin/trash',
    document: `query ($kind: TrashKind, $page: PageInput!) {
      trash(kind: $kind, page: $page) { content { ${ITEM_FIELDS} } page size totalElements totalPages }
    }`,
    variables: (req) => ({
      kind: kindQuery(req) ?? null,
      page: { page: intQuery(req, 'page', { min: 0 }) ?? 0, size: intQuery(req, 'size', { min: 1 }) ?? 20 },
    }),
  },
  {
    // Everything in the trash deleted for good → {deleted}
    method: 'delete',
    path: '/admin/trash',
    document: 'mutation { emptyTrash }',
    result: (data) => ({ deleted: data.emptyTrash }),
  },
  {
    method: 'post',
    path: '/admin/trash/:kind/:id/restore',
    status: 204,
    document: 'mutation ($kind: TrashKind!, $id: Int!) { restoreFromTrash(kind: $kind, id: $id) }',
    variables: (req) => ({ kind: kindParam(req), id: idParam(req) }),
  },
  {
    method: 'delete',
    path: '/admin/trash/:kind/:id',
    status: 204,
    document: 'mutation ($kind: TrashKind!, $id: Int!) { deleteForever(kind: $kind, id: $id) }',
    variables: (req) => ({ kind: kindParam(req), id: idParam(req) }),
  },
  {
    // What deleting these items takes off the site (?kind=RECIPE&ids=1,2,3): asked before deleting.
    method: 'get',
    path: '/admin/deletion-impact',
    document: `query ($kind: TrashKind!, $ids: [Int!]!) { deletionImpact(kind: $kind, ids: $ids) { kind id place label } }`,
    variables: (req) => {
      const kind = kindQuery(req);
      if (!kind) throw new AppError(ErrorCode.BAD_USER_INPUT, 'O parâmetro kind é obrigatório.', 'kind');
      return { kind, ids: idsQuery(req) };
    },
  },
];
