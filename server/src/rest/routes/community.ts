import type { Request } from 'express';
import { COMMENT_MESSAGES } from '../../modules/comment/comment.errors';
import { AppError, ErrorCode } from '../../shared/errors';
import { idParam, intQuery, objectBody, stringQuery, type RestRoute } from '../facade';

// The documented shape (spec §7), unchanged by moderation: GraphQL also carries status and byCreator.
const COMMENT = 'commentId user { name } userId content score datePosted parentCommentId';
const MODERATION_FIELDS =
  'commentId content score datePosted status parentCommentId hasLink recipe { recipeId title } ' +
  'author { userId name email banned admin approvedComments }';
const MODERATION_SETTINGS = 'holdFirstComments holdCommentsWithLinks ratingsNeedConfirmedEmail';
const STATUSES = ['PENDING', 'APPROVED', 'SPAM'];
const ACTIONS = ['APPROVE', 'SPAM', 'DELETE'];

/** A moderation status from ?status= (pending by default), or 400 naming the accepted ones. */
function statusQuery(req: Request): string {
  const status = (stringQuery(req, 'status') ?? 'PENDING').toUpperCase();
  if (!STATUSES.includes(status)) {
    throw new AppError(ErrorCode.BAD_USER_INPUT, `status deve ser um de: ${STATUSES.join(', ')}.`, 'status');
  }
  return status;
}
const COMMENT_FIELDS = `${COMMENT} replies { ${COMMENT} replies { commentId } }`;

/** Comments, ratings and notifications. */
export const communityRoutes: RestRoute[] = [
  {
    // One page of threads (?page=0&size=20 by default), as the documented array; how many threads in all in X-Total-Count.
    method: 'get',
    path: '/user/comment/:recipeId',
    document: `query ($recipeId: Int!, $page: PageInput!) {
      commentThreads(recipeId: $recipeId, page: $page) { content { ${COMMENT_FIELDS} } totalElements }
    }`,
    variables: (req) => ({
      recipeId: idParam(req, 'recipeId'),
      page: { page: intQuery(req, 'page', { min: 0 }) ?? 0, size: intQuery(req, 'size', { min: 1 }) ?? 20 },
    }),
    send: (res, data) => {
      const threads = data.commentThreads as { content: unknown[]; totalElements: number };
      res.set('X-Total-Count', String(threads.totalElements)).json(threads.content);
    },
  },
  {
    method: 'post',
    path: '/user/comment/:recipeId',
    status: 201,
    document: `mutation ($recipeId: Int!, $input: CommentInput!) {
      postComment(recipeId: $recipeId, input: $input) { ${COMMENT_FIELDS} }
    }`,
    variables: (req) => {
      const body = objectBody(req);
      if (typeof body.content !== 'string') {
        throw new AppError(ErrorCode.BAD_USER_INPUT, COMMENT_MESSAGES.empty, 'content');
      }
      const number = (field: string) => {
        const value = body[field];
        if (value === undefined || value === null) return null;
        if (typeof value !== 'number' || !Number.isInteger(value)) {
          throw new AppError(ErrorCode.BAD_USER_INPUT, `O campo ${field} deve ser um número inteiro.`, field);
        }
        return value;
      };
      return {
        recipeId: idParam(req, 'recipeId'),
        input: { content: body.content, score: number('score'), parentCommentId: number('parentCommentId') },
      };
    },
  },
  {
    method: 'delete',
    path: '/user/comment/:commentId',
    status: 204,
    document: 'mutation ($id: Int!) { deleteComment(id: $id) }',
    variables: (req) => ({ id: idParam(req, 'commentId') }),
  },
  {
    method: 'get',
    path: '/user/notifications/unread',
    document: '{ unreadNotifications { id message createdAt read recipeId commentId } }',
  },
  {
    method: 'put',
    path: '/user/notifications/:id/read',
    status: 204,
    document: 'mutation ($id: Int!) { markNotificationRead(id: $id) }',
    variables: (req) => ({ id: idParam(req) }),
  },
  // The creator's moderation queue (dashboard 'Comentários').
  {
    // One page of the comments in a status (?status=PENDING|APPROVED|SPAM, ?page=0&size=20); X-Total-Count.
    method: 'get',
    path: '/admin/comments',
    document: `query ($status: CommentStatus!, $page: PageInput!) {
      moderationComments(status: $status, page: $page) { content { ${MODERATION_FIELDS} } totalElements }
    }`,
    variables: (req) => ({
      status: statusQuery(req),
      page: { page: intQuery(req, 'page', { min: 0 }) ?? 0, size: intQuery(req, 'size', { min: 1 }) ?? 20 },
    }),
    send: (res, data) => {
      const page = data.moderationComments as { content: unknown[]; totalElements: number };
      res.set('X-Total-Count', String(page.totalElements)).json(page.content);
    },
  },
  { method: 'get', path: '/admin/comments/counts', document: '{ moderationCounts { pending approved spam } }' },
  {
    // {ids: [..], action: 'APPROVE' | 'SPAM' | 'DELETE'} → {changed}
    method: 'post',
    path: '/admin/comments/moderate',
    document: `mutation ($ids: [Int!]!, $action: CommentModerationAction!) { moderateComments(ids: $ids, action: $action) }`,
    variables: (req) => {
      const body = objectBody(req);
      if (!Array.isArray(body.ids) || !body.ids.every((id) => Number.isInteger(id))) {
        throw new AppError(ErrorCode.BAD_USER_INPUT, 'ids deve ser uma lista de números inteiros.', 'ids');
      }
      const action = typeof body.action === 'string' ? body.action.toUpperCase() : '';
      if (!ACTIONS.includes(action)) {
        throw new AppError(ErrorCode.BAD_USER_INPUT, `action deve ser um de: ${ACTIONS.join(', ')}.`, 'action');
      }
      return { ids: body.ids, action };
    },
    result: (data) => ({ changed: data.moderateComments }),
  },
  {
    method: 'put',
    path: '/admin/users/:id/ban',
    status: 204,
    document: 'mutation ($id: Int!) { banCommentAuthor(userId: $id) }',
    variables: (req) => ({ id: idParam(req) }),
  },
  {
    method: 'delete',
    path: '/admin/users/:id/ban',
    status: 204,
    document: 'mutation ($id: Int!) { unbanCommentAuthor(userId: $id) }',
    variables: (req) => ({ id: idParam(req) }),
  },
  {
    method: 'get',
    path: '/admin/comments/settings',
    document: `{ commentModerationSettings { ${MODERATION_SETTINGS} } }`,
  },
  {
    method: 'put',
    path: '/admin/comments/settings',
    document: `mutation ($input: CommentModerationSettingsInput!) {
      saveCommentModerationSettings(input: $input) { ${MODERATION_SETTINGS} }
    }`,
    variables: (req) => {
      const body = objectBody(req);
      const flag = (name: string) => {
        if (typeof body[name] !== 'boolean') {
          throw new AppError(ErrorCode.BAD_USER_INPUT, `O campo ${name} deve ser true ou false.`, name);
        }
        return body[name];
      };
      return {
        input: {
          holdFirstComments: flag('holdFirstComments'),
          holdCommentsWithLinks: flag('holdCommentsWithLinks'),
          ratingsNeedConfirmedEmail: flag('ratingsNeedConfirmedEmail'),
        },
      };
    },
  },
];
