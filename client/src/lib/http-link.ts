import { HttpLink } from '@apollo/client/link/http';

/** The network link proper, in its own chunk: a server-rendered page needs no request until the reader acts. */
export const createHttpLink = () => new HttpLink({ uri: '/graphql' });
