import { ApolloClient, ApolloLink, HttpLink, InMemoryCache, type NormalizedCacheObject } from '@apollo/client';
import { SetContextLink } from '@apollo/client/link/context';
import { currentToken } from './session';

/** Entities are keyed by the ids the API names them with. */
export function createCache(): InMemoryCache {
  return new InMemoryCache({
    typePolicies: {
      Recipe: { keyFields: ['recipeId'] },
      Category: { keyFields: ['categoryId'] },
      Ingredient: { keyFields: ['ingredientId'] },
      Instruction: { keyFields: ['instructionId'] },
      Note: { keyFields: ['noteId'] },
      RecipeTag: { keyFields: ['recipeTagId'] },
      Comment: { keyFields: ['commentId'] },
      SiteConfiguration: { keyFields: [] },
      ImageSet: { keyFields: false },
      Nutrition: { keyFields: false },
      Rating: { keyFields: false },
    },
  });
}

/** The browser's client: restores the server-rendered cache and sends the session token. */
export function createBrowserClient(state?: NormalizedCacheObject): ApolloClient {
  const auth = new SetContextLink((prev) => {
    const token = currentToken();
    return token ? { headers: { ...prev.headers, authorization: `Bearer ${token}` } } : {};
  });
  return new ApolloClient({
    cache: state ? createCache().restore(state) : createCache(),
    link: ApolloLink.from([auth, new HttpLink({ uri: '/graphql' })]),
    ssrForceFetchDelay: 100,
  });
}
