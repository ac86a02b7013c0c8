import { graphql } from '../../gql';

/** Whether the signed-in reader's e-mail is confirmed (their ratings count once it is). */
export const EmailConfirmationStatusQuery = graphql(`
  query EmailConfirmationStatus {
    me {
      id
      emailConfirmed
    }
  }
`);

/** Mails the signed-in reader a new confirmation link; answers true whether or not one went out. */
export const ResendEmailConfirmationMutation = graphql(`
  mutation ResendEmailConfirmation {
    resendEmailConfirmation
  }
`);
