import { ApolloClient, ApolloLink, InMemoryCache, type Cache } from '@apollo/client';
import { SchemaLink } from '@apollo/client/link/schema';
import { tap } from 'rxjs';
import { prerenderStatic } from '@apollo/client/react/ssr';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import { App } from './app/App';
import { loadRouteData, preloadAllPages, type SlotData } from './app/routes';
import { AppProviders } from './app/AppProviders';
import { createEmotionCache } from './app/emotion';
import { pageStyleCollector, type PageStyles } from './app/page-styles';
import { RenderStatusProvider, type RenderStatus } from './lib/render-status';
import { recipeCommentsData } from './features/comments/comments-operations';
import { cacheOptions } from './lib/apollo';
import type { Render } from './render-contract';

/** Notes every error the schema answers a query of this render with: a page whose data failed is not cached. */
function errorRecorder(errors: unknown[]): ApolloLink {
  return new ApolloLink((operation, forward) =>
    forward(operation).pipe(
      tap({
        next: (result) => {
          if (result.errors) errors.push(...result.errors);
        },
        error: (error: unknown) => errors.push(error),
      }),
    ),
  );
}

/** Every lazily loaded module the app declares (the server checks them against the build manifest). */
export { lazyModules } from './lib/lazy-route';

const ready = preloadAllPages();

/** What the slots of a page render with: the recipe page's first page of comment threads. */
const SLOT_DATA: SlotData = { '/recipes/:id': recipeCommentsData };

/**
 * Fields only static parts show (lib/static-part.tsx: never hydrated): left out of the state the browser gets, so
 * their text is in the page once. The recipe's story (features/recipe/RecipeStory.tsx) is the long one.
 */
const SERVER_ONLY_FIELDS: Record<string, readonly string[]> = { Recipe: ['commentBody'] };

function withoutServerOnlyFields(state: Record<string, Record<string, unknown> | undefined>) {
  const sent = { ...state };
  for (const [key, entity] of Object.entries(state)) {
    const fields = entity && SERVER_ONLY_FIELDS[entity.__typename as string];
    if (!fields) continue;
    // a copy: the cache's own objects stay whole
    const copy = { ...entity };
    for (const field of fields) delete copy[field];
    sent[key] = copy;
  }
  return sent;
}

/** Counts reads a render makes that the cache could not answer in full (a query the route did not load first). */
class MissCountingCache extends InMemoryCache {
  misses = 0;
  // One implementation for both of diff's overloads (they differ in incremental-delivery details only).
  override diff = ((options: Cache.DiffOptions) => {
    const result = super.diff(options);
    if (!result.complete) this.misses += 1;
    return result;
  }) as InMemoryCache['diff'];
}

/**
 * Renders one route with its data (queries run in-process against the schema), ready to hydrate: the route's data
 * is loaded first, so the tree renders once (a query the route did not declare still works, with another pass).
 */
export const render: Render = async ({ url, schema, context, publicUrl, linkedStyles }) => {
  await ready;
  (globalThis as { __PUBLIC_URL__?: string }).__PUBLIC_URL__ = publicUrl;
  const errors: unknown[] = [];
  // No result caching: this cache lives for one render, which reads each query a few times at most, so remembering
  // results (and tracking what each depends on) costs more than it saves (about 8% of a render's CPU).
  const cache = new MissCountingCache({ ...cacheOptions, resultCaching: false });
  const client = new ApolloClient({
    ssrMode: true,
    cache,
    link: ApolloLink.from([errorRecorder(errors), new SchemaLink({ schema, context })]),
  });
  await loadRouteData(client, url, SLOT_DATA);
  const renderStatus: RenderStatus = { status: 200, modules: new Set(), subjects: [] };
  let styles: PageStyles = { tags: '', rules: [] };
  let passes = 0;
  const tree = (
    <RenderStatusProvider value={renderStatus}>
      <App />
    </RenderStatusProvider>
  );
  const renderPass = (element: React.ReactNode) => {
    // A fresh Emotion cache per pass, so a loading pass's styles do not leak into the final page.
    const emotionCache = createEmotionCache();
    const collectStyles = pageStyleCollector(emotionCache);
    renderStatus.status = 200;
    renderStatus.subjects = [];
    passes += 1;
    const html = renderToString(
      <html>
        <body>
          <div id="root">
            <StrictMode>
              <AppProviders client={client} emotionCache={emotionCache}>
                <StaticRouter location={url}>{element}</StaticRouter>
              </AppProviders>
            </StrictMode>
          </div>
        </body>
      </html>,
    );
    styles = collectStyles(html, linkedStyles);
    return html;
  };
  cache.misses = 0;
  let result = renderPass(tree);
  // Data the route did not load up front (or that failed, such as a 404's): Apollo renders until none is pending.
  if (cache.misses > 0) ({ result } = await prerenderStatic({ tree, context: { client }, renderFunction: renderPass }));
  const headMatch = /<head>([\s\S]*?)<\/head>/.exec(result);
  const bodyMatch = /<div id="root">([\s\S]*)<\/div><\/body>/.exec(result);
  return {
    status: renderStatus.status,
    head: headMatch?.[1] ?? '',
    styles: styles.tags,
    rules: styles.rules,
    html: bodyMatch?.[1] ?? '',
    state: withoutServerOnlyFields(client.extract() as Record<string, Record<string, unknown> | undefined>),
    modules: [...renderStatus.modules!],
    errors,
    passes,
    // a 404's page declares nothing (its query failed), and what a page declared is only true of a 200
    subjects: renderStatus.status === 200 ? renderStatus.subjects! : [],
  };
};
