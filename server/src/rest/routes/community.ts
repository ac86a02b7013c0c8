import { COMMENT_MESSAGES } from '../../modules/comment/comment.errors';
import { AppError, ErrorCode } from '../../shared/errors';
import { idParam, intQuery, objectBody, type RestRoute } from '../facade';

const COMMENT = 'commentId user { name } userId content score datePosted parentCommentId';
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
    document: '{ unreadNotifications { id message createdAt read recipeId } }',
  },
  {
    method: 'put',
    path: '/user/notifications/:id/read',
    status: 204,
    document: 'mutation ($id: Int!) { markNotificationRead(id: $id) }',
    variables: (req) => ({ id: idParam(req) }),
  },
];
