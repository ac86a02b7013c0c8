import { graphql } from '../../gql';

/** 'Sair de todos os dispositivos': every session ends; the answer is a fresh token for this device. */
export const LogoutEverywhereMutation = graphql(`
  mutation LogoutEverywhere {
    logoutEverywhere {
      token
    }
  }
`);
