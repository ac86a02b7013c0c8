import { graphql } from '../../../gql';
import type { DashboardUserRow_UserFragment } from '../../../gql/graphql';

/** An account as the dashboard lists and edits it. */
export type DashboardUser = DashboardUserRow_UserFragment;

/** What a row of the users table shows (and what the form starts from when editing). */
export const DashboardUserRowFragment = graphql(`
  fragment DashboardUserRow_user on User {
    id
    name
    email
    role
    createdAt
  }
`);

/** Every account, by name (the screen searches the whole list in the browser). */
export const DashboardUsersQuery = graphql(`
  query DashboardUsers {
    users {
      ...DashboardUserRow_user
    }
  }
`);

export const CreateUserMutation = graphql(`
  mutation DashboardCreateUser($input: UserCreateInput!) {
    createUser(input: $input) {
      ...DashboardUserRow_user
    }
  }
`);

export const UpdateUserMutation = graphql(`
  mutation DashboardUpdateUser($id: Int!, $input: UserUpdateInput!) {
    updateUser(id: $id, input: $input) {
      ...DashboardUserRow_user
    }
  }
`);

export const DeleteUserMutation = graphql(`
  mutation DashboardDeleteUser($id: Int!) {
    deleteUser(id: $id)
  }
`);

/** How many addresses 'Exportar Newsletter' would download. */
export const NewsletterSubscriberCountQuery = graphql(`
  query NewsletterSubscriberCount {
    newsletterSubscriberCount
  }
`);
