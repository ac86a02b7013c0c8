import type { RequestContext } from '../../graphql/context';
import { isAdmin } from '../../graphql/context';
import type { RateCounters } from '../../shared/rate-counters';
import { COMMENT_MAX, COMMENT_MAX_LINKS, COMMENT_MESSAGES, commentErrors } from './comment.errors';

const MINUTE = 60_000;

/** One sliding-window limit on new comments, counted under `comments:<name>:<key>` in the shared counters. */
interface CommentLimit {
  name: string;
  limit: number;
  windowMs: number;
  message: string;
  /** whose comments it counts; null: this one is not counted here */
  key: (ctx: RequestContext & { user: NonNullable<RequestContext['user']> }, recipeId: number) => string | null;
}

/**
 * Who may post how much. One account alone is held to a reader's pace; one address (up to 20 sign-ups an hour) to a
 * household's, not to twenty accounts' worth; one recipe to a lively discussion's, whoever writes. The site's people
 * (admins) answer readers and are held only to the account limit.
 */
export const COMMENT_LIMITS: readonly CommentLimit[] = [
  {
    name: 'user',
    limit: 10,
    windowMs: MINUTE,
    message: COMMENT_MESSAGES.tooManyFromAccount,
    key: (ctx) => `${ctx.user.id}`,
  },
  {
    name: 'address',
    limit: 30,
    windowMs: MINUTE,
    message: COMMENT_MESSAGES.tooManyFromAddress,
    key: (ctx) => (isAdmin(ctx) ? null : ctx.ip),
  },
  {
    name: 'address-hour',
    limit: 200,
    windowMs: 60 * MINUTE,
    message: COMMENT_MESSAGES.tooManyFromAddress,
    key: (ctx) => (isAdmin(ctx) ? null : ctx.ip),
  },
  {
    name: 'recipe',
    limit: 60,
    windowMs: MINUTE,
    message: COMMENT_MESSAGES.tooManyOnRecipe,
    key: (ctx, recipeId) => (isAdmin(ctx) ? null : `${recipeId}`),
  },
];

/** The comment rate limits on the shared counters (Redis with several instances): all of them or none count. */
export class CommentLimits {
  constructor(
    private readonly counters: RateCounters,
    private readonly limits: readonly CommentLimit[] = COMMENT_LIMITS,
  ) {}

  /** Counts a new comment against every limit; throws 429 with the first limit reached, counting nothing. */
  async take(ctx: RequestContext & { user: NonNullable<RequestContext['user']> }, recipeId: number): Promise<void> {
    const taken: string[] = [];
    for (const limit of this.limits) {
      const key = limit.key(ctx, recipeId);
      if (key === null) continue;
      const counted = `comments:${limit.name}:${key}`;
      if (!(await this.counters.take(counted, limit.limit, limit.windowMs))) {
        await Promise.all(taken.map((k) => this.counters.release(k)));
        throw commentErrors.tooMany(limit.message);
      }
      taken.push(counted);
    }
  }
}

const LINK = /\b(?:https?:\/\/|www\.)/gi;
// A bare domain ('loja-barata.com.br/oferta'), as link spam writes it to slip past the scheme check.
const BARE_DOMAIN =
  /\b[a-z0-9][a-z0-9-]*(?:\.[a-z0-9-]+)*\.(?:com|net|org|info|biz|io|xyz|top|ru|br|me|co|site|online|shop|store|app|link|ly|click|live)\b/i;

/** Whether a comment carries a link (a scheme, 'www.', or a bare domain): the hold-links rule holds it. */
export const hasLink = (content: string) => content.search(LINK) >= 0 || BARE_DOMAIN.test(content);

/** A comment's text as stored (trimmed), or the reason it is refused: empty, too long, a flood of links. */
export function checkedContent(raw: string | null | undefined): string {
  const content = (raw ?? '').trim();
  if (!content) throw commentErrors.empty();
  if (content.length > COMMENT_MAX) throw commentErrors.tooLong();
  if ((content.match(LINK)?.length ?? 0) > COMMENT_MAX_LINKS) throw commentErrors.tooManyLinks();
  return content;
}
