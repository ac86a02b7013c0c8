import type { CommentStatus } from '../../../gql/graphql';

/** Comments on one page of the queue. */
export const MODERATION_PAGE_SIZE = 20;

/** The tabs, in their order. */
export const MODERATION_TABS: readonly CommentStatus[] = ['PENDING', 'APPROVED', 'SPAM'];

/** What the comments screen shows, as kept in its URL (?status=&page=) so a reload or Back restores it. */
export interface ModerationParams {
  status: CommentStatus;
  /** 1-based */
  page: number;
}

export function readModerationParams(params: URLSearchParams): ModerationParams {
  const status = params.get('status') as CommentStatus | null;
  const page = Number(params.get('page'));
  return {
    status: status && MODERATION_TABS.includes(status) ? status : 'PENDING',
    page: Number.isInteger(page) && page > 1 ? page : 1,
  };
}

/** The URL query for these params: defaults are left out, so the plain screen stays /dashboard/comments. */
export function writeModerationParams({ status, page }: ModerationParams): URLSearchParams {
  const params = new URLSearchParams();
  if (status !== 'PENDING') params.set('status', status);
  if (page > 1) params.set('page', String(page));
  return params;
}
