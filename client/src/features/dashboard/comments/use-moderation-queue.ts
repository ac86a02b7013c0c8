import { useApolloClient, useMutation, useQuery } from '@apollo/client/react';
import type {
  CommentModerationAction,
  ModerationComment_CommentFragment,
  ModerationCommentsQuery as ModerationCommentsData,
  ModerationCountsQuery as ModerationCountsData,
} from '../../../gql/graphql';
import * as messages from '../../../messages/pt-BR';
import {
  BanCommentAuthorMutation,
  ModerateCommentsMutation,
  ModerationCommentsQuery,
  ModerationCountsQuery,
  ReplyToCommentMutation,
  UnbanCommentAuthorMutation,
} from './comments-operations';
import { refusalOf } from './moderation-errors';
import { MODERATION_PAGE_SIZE, type ModerationParams } from './moderation-params';

const t = messages.dashboardComments;

export type ModerationComment = ModerationComment_CommentFragment;
export type ModerationPage = ModerationCommentsData['moderationComments'];
export type ModerationCounts = ModerationCountsData['moderationCounts'];

/** How an action ended: how many comments it changed, or what to tell the admin. */
export type ActionResult = { ok: true; changed: number } | { ok: false; error: string };

export interface ModerationQueue {
  /** how many comments each tab holds (undefined before the first answer) */
  counts: ModerationCounts | undefined;
  /** the page shown (undefined before the first answer); while the next one loads, the previous one stays */
  page: ModerationPage | undefined;
  /** the first load is under way */
  loading: boolean;
  /** another tab or page is loading over the one shown */
  updating: boolean;
  /** the list could not be loaded */
  failed: boolean;
  /** loads the counts and the page again (after an action, or to retry) */
  reload: () => Promise<void>;
  /** approves, marks as spam or deletes these comments */
  moderate: (ids: readonly number[], action: CommentModerationAction) => Promise<ActionResult>;
  /** bans an account from commenting (its held comments go to spam), or lets it comment again */
  setBanned: (userId: number, banned: boolean) => Promise<ActionResult>;
  /**
   * the creator's answer to the comment: published at once in its thread (the server joins a reply's answer to the
   * thread), and approves the comment answered if it was held
   */
  reply: (comment: ModerationComment, content: string) => Promise<ActionResult>;
}

/**
 * The moderation queue of one status, a page at a time from the server, with the counts of every status. Each action
 * is followed by a fresh read of the counts (the tabs and the sidebar badge) and of the page in view.
 */
export function useModerationQueue({ status, page }: ModerationParams): ModerationQueue {
  const client = useApolloClient();
  // Refreshed on each visit to the screen: readers comment all the time.
  const counts = useQuery(ModerationCountsQuery, { fetchPolicy: 'cache-and-network' });
  const list = useQuery(ModerationCommentsQuery, {
    variables: { status, page: { page: page - 1, size: MODERATION_PAGE_SIZE } },
    fetchPolicy: 'cache-and-network',
  });
  const [moderateComments] = useMutation(ModerateCommentsMutation);
  const [banAuthor] = useMutation(BanCommentAuthorMutation);
  const [unbanAuthor] = useMutation(UnbanCommentAuthorMutation);
  const [replyToComment] = useMutation(ReplyToCommentMutation);
  const shown = list.data?.moderationComments ?? list.previousData?.moderationComments;

  const reload = async () => {
    // Any action moves comments between tabs: every cached page goes, and the one in view is read again.
    client.cache.evict({ id: 'ROOT_QUERY', fieldName: 'moderationComments' });
    client.cache.gc();
    await Promise.all([counts.refetch(), list.refetch()]).catch(() => undefined);
  };

  /** Runs a mutation, then reloads what it changed; a refusal becomes the server's own sentence. */
  const act = async (run: () => Promise<number>, fallback: string): Promise<ActionResult> => {
    let changed: number;
    try {
      changed = await run();
    } catch (error) {
      return { ok: false, error: refusalOf(error, fallback) };
    }
    await reload();
    return { ok: true, changed };
  };

  return {
    counts: counts.data?.moderationCounts,
    page: shown,
    loading: list.loading && !shown,
    updating: list.loading && Boolean(shown) && !list.data,
    failed: Boolean(list.error) && !list.data,
    reload,
    moderate: (ids, action) =>
      act(async () => {
        const result = await moderateComments({ variables: { ids: [...ids], action } });
        return result.data?.moderateComments ?? 0;
      }, t.actionError),
    setBanned: (userId, banned) =>
      act(async () => {
        await (banned ? banAuthor : unbanAuthor)({ variables: { userId } });
        return 1;
      }, t.banError),
    reply: (comment, content) =>
      act(async () => {
        await replyToComment({
          variables: { recipeId: comment.recipe.recipeId, input: { content, parentCommentId: comment.commentId } },
        });
        return 1;
      }, t.replyDialog.error),
  };
}
