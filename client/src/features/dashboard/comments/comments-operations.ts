import { graphql } from '../../../gql';

/** Everything a row of the moderation queue shows of one comment. */
export const ModerationCommentFragment = graphql(`
  fragment ModerationComment_comment on ModerationComment {
    commentId
    content
    score
    datePosted
    status
    parentCommentId
    hasLink
    recipe {
      recipeId
      title
    }
    author {
      userId
      name
      email
      banned
      admin
      approvedComments
    }
  }
`);

/** How many comments each tab holds; the sidebar badge reads the pending count of the same answer. */
export const ModerationCountsQuery = graphql(`
  query ModerationCounts {
    moderationCounts {
      pending
      approved
      spam
    }
  }
`);

/** One page of the comments in a status, newest first. */
export const ModerationCommentsQuery = graphql(`
  query ModerationComments($status: CommentStatus!, $page: PageInput) {
    moderationComments(status: $status, page: $page) {
      content {
        ...ModerationComment_comment
      }
      page
      totalElements
      totalPages
    }
  }
`);

/** Approves, marks as spam or deletes comments; answers how many changed. */
export const ModerateCommentsMutation = graphql(`
  mutation ModerateComments($ids: [Int!]!, $action: CommentModerationAction!) {
    moderateComments(ids: $ids, action: $action)
  }
`);

export const BanCommentAuthorMutation = graphql(`
  mutation BanCommentAuthor($userId: Int!) {
    banCommentAuthor(userId: $userId)
  }
`);

export const UnbanCommentAuthorMutation = graphql(`
  mutation UnbanCommentAuthor($userId: Int!) {
    unbanCommentAuthor(userId: $userId)
  }
`);

/** The creator's reply: approved at once, and approves the comment it answers if that one was held. */
export const ReplyToCommentMutation = graphql(`
  mutation ReplyToComment($recipeId: Int!, $input: CommentInput!) {
    postComment(recipeId: $recipeId, input: $input) {
      commentId
    }
  }
`);

export const CommentModerationSettingsQuery = graphql(`
  query CommentModerationSettings {
    commentModerationSettings {
      holdFirstComments
      holdCommentsWithLinks
      ratingsNeedConfirmedEmail
    }
  }
`);

export const SaveCommentModerationSettingsMutation = graphql(`
  mutation SaveCommentModerationSettings($input: CommentModerationSettingsInput!) {
    saveCommentModerationSettings(input: $input) {
      holdFirstComments
      holdCommentsWithLinks
      ratingsNeedConfirmedEmail
    }
  }
`);
