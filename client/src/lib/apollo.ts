import {
  ApolloClient,
  ApolloLink,
  InMemoryCache,
  type InMemoryCacheConfig,
  type NormalizedCacheObject,
} from '@apollo/client';
import { SetContextLink } from '@apollo/client/link/context';
import { Observable, type Subscription } from 'rxjs';
import { currentToken } from './session';

/** Entities are keyed by the ids the API names them with. */
export const cacheOptions: InMemoryCacheConfig = {
  typePolicies: {
    Recipe: { keyFields: ['recipeId'] },
    Category: { keyFields: ['categoryId'] },
    Ingredient: { keyFields: ['ingredientId'] },
    Instruction: { keyFields: ['instructionId'] },
    Note: { keyFields: ['noteId'] },
    RecipeTag: { keyFields: ['recipeTagId'] },
    Comment: { keyFields: ['commentId'] },
    SiteConfiguration: { keyFields: [] },
    // Parts of the one configuration, selected in different shapes by different queries (the header wants every
    // social link, the home page two): merged, or the last query written would drop the others' fields.
    Creator: { merge: true },
    SocialMedia: { merge: true },
    WeeklyRecipes: { merge: true },
    // A recipe's images are asked in different sizes by different lists (the search drawer wants the medium one):
    // merged, or a smaller selection written last would drop the sizes the page's cards read, and refetch them.
    ImageSet: { keyFields: false, merge: true },
    Nutrition: { keyFields: false },
    Rating: { keyFields: false },
  },
};

export const createCache = (): InMemoryCache => new InMemoryCache(cacheOptions);

/**
 * Terminating link that loads the HTTP link (and GraphQL's printer) on the first request: the cache embedded in a
 * server-rendered page answers the first render, so this code is not part of the page's first load.
 */
function lazyHttpLink(): ApolloLink {
  let http: Promise<ApolloLink> | undefined;
  return new ApolloLink(
    (operation, forward) =>
      new Observable((observer) => {
        let subscription: Subscription | undefined;
        let closed = false;
        http ??= import('./http-link').then((m) => m.createHttpLink());
        http.then(
          (link) => {
            if (!closed) subscription = link.request(operation, forward).subscribe(observer);
          },
          (error: unknown) => {
            http = undefined; // a failed chunk load (offline) is retried by the next request
            observer.error(error);
          },
        );
        return () => {
          closed = true;
          subscription?.unsubscribe();
        };
      }),
  );
}

/** The browser's client: restores the server-rendered cache and sends the session token. */
export function createBrowserClient(state?: NormalizedCacheObject): ApolloClient {
  const auth = new SetContextLink((prev) => {
    const token = currentToken();
    return token ? { headers: { ...prev.headers, authorization: `Bearer ${token}` } } : {};
  });
  return new ApolloClient({
    cache: state ? createCache().restore(state) : createCache(),
    link: ApolloLink.from([auth, lazyHttpLink()]),
    ssrForceFetchDelay: 100,
  });
}
