import { graphql } from '../../../gql';

/** The dashboard home's figures, in one request. */
export const DashboardOverviewQuery = graphql(`
  query DashboardOverview {
    dashboardOverview {
      recipes {
        published
        scheduled
        drafts
      }
      newsletterSubscribers
      unreadContacts
      viewsByDay {
        day
        views
      }
      topRecipes {
        views
        recipe {
          recipeId
          title
          imageUrl {
            small
          }
        }
      }
      latestComments {
        commentId
        authorName
        content
        score
        isReply
        datePosted
        recipe {
          recipeId
          title
        }
      }
    }
  }
`);
