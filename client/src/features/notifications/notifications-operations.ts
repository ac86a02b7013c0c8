import { graphql } from '../../gql';

export const UnreadNotificationsQuery = graphql(`
  query UnreadNotifications {
    unreadNotifications {
      id
      message
      createdAt
      read
      recipeId
      commentId
    }
  }
`);

export const MarkNotificationReadMutation = graphql(`
  mutation MarkNotificationRead($id: Int!) {
    markNotificationRead(id: $id)
  }
`);
