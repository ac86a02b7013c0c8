import { graphql } from '../../../gql';

/** Everything the list and the details modal show of one message. */
export const DashboardContactFragment = graphql(`
  fragment DashboardContact_contact on ContactSubmission {
    id
    nome
    sobrenome
    empresa
    email
    telefone
    assunto
    mensagem
    createdAt
    readAt
  }
`);

/** Every message, newest first. */
export const DashboardContactsQuery = graphql(`
  query DashboardContacts {
    contacts {
      ...DashboardContact_contact
    }
  }
`);

/** The sidebar badge's number. */
export const UnreadContactCountQuery = graphql(`
  query UnreadContactCount {
    unreadContactCount
  }
`);

/** Opening a message's details marks it read (its readAt lands on the cached message). */
export const MarkContactReadMutation = graphql(`
  mutation MarkContactRead($id: Int!) {
    markContactRead(id: $id) {
      id
      readAt
    }
  }
`);
