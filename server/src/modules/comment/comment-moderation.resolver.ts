import { Arg, Authorized, Int, Mutation, Query, Resolver } from 'type-graphql';
import { PageInput, pageWindow } from '../../shared/paging';
import { CommentStatus } from './comment.entity';
import type { CommentModerationService } from './comment-moderation.service';
import {
  CommentModerationAction,
  CommentModerationSettingsInput,
  CommentModerationSettingsView,
  MODERATION_BATCH_MAX,
  MODERATION_PAGE_MAX,
  ModerationCommentPage,
  ModerationCounts,
} from './comment.types';

/** The dashboard's 'Comentários': the creator's moderation queue, actions and settings (admins only). */
@Resolver()
export class CommentModerationResolver {
  constructor(private readonly moderation: CommentModerationService) {}

  @Authorized('ADMIN')
  @Query(() => ModerationCounts, { description: 'How many comments are pending, approved and spam' })
  moderationCounts() {
    return this.moderation.counts();
  }

  @Authorized('ADMIN')
  @Query(() => ModerationCommentPage, {
    description: `Comments in one moderation status, newest first (page size at most ${MODERATION_PAGE_MAX})`,
  })
  moderationComments(
    @Arg('status', () => CommentStatus) status: CommentStatus,
    @Arg('page', () => PageInput, { nullable: true }) page?: PageInput,
  ) {
    return this.moderation.queue(status, pageWindow(page ?? {}, MODERATION_PAGE_MAX));
  }

  @Authorized('ADMIN')
  @Mutation(() => Int, {
    description: `Approves, marks as spam or deletes up to ${MODERATION_BATCH_MAX} comments; answers how many changed`,
  })
  moderateComments(
    @Arg('ids', () => [Int]) ids: number[],
    @Arg('action', () => CommentModerationAction) action: CommentModerationAction,
  ) {
    return this.moderation.moderate(ids, action);
  }

  @Authorized('ADMIN')
  @Mutation(() => Boolean, { description: 'Bans an account from commenting; its held comments go to spam' })
  banCommentAuthor(@Arg('userId', () => Int) userId: number) {
    return this.moderation.ban(userId);
  }

  @Authorized('ADMIN')
  @Mutation(() => Boolean, { description: 'Lets a banned account comment again' })
  unbanCommentAuthor(@Arg('userId', () => Int) userId: number) {
    return this.moderation.unban(userId);
  }

  @Authorized('ADMIN')
  @Query(() => CommentModerationSettingsView)
  commentModerationSettings() {
    return this.moderation.settings();
  }

  @Authorized('ADMIN')
  @Mutation(() => CommentModerationSettingsView)
  saveCommentModerationSettings(
    @Arg('input', () => CommentModerationSettingsInput) input: CommentModerationSettingsInput,
  ) {
    return this.moderation.saveSettings(input);
  }
}
