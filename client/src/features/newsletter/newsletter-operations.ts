import { graphql } from '../../gql';

/** Subscribes an e-mail; `source` says which form it came from (footer, home, recipe page, modal). */
export const SubscribeNewsletterMutation = graphql(`
  mutation SubscribeNewsletter($email: String!, $source: String!) {
    subscribeNewsletter(email: $email, source: $source) {
      success
      message
    }
  }
`);
