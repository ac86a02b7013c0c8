import { ApolloClient } from '@apollo/client';
import { SchemaLink } from '@apollo/client/link/schema';
import { prerenderStatic } from '@apollo/client/react/ssr';
import createEmotionServer from '@emotion/server/create-instance';
import type { GraphQLSchema } from 'graphql';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import { App } from './app/App';
import { preloadAllPages } from './app/routes';
import { AppProviders } from './app/AppProviders';
import { createEmotionCache } from './app/emotion';
import { RenderStatusProvider, type RenderStatus } from './lib/render-status';
import { createCache } from './lib/apollo';

export interface RenderInput {
  url: string;
  schema: GraphQLSchema;
  /** builds the GraphQL context of one operation (always anonymous: personal parts appear after hydration) */
  context: () => unknown;
  publicUrl: string;
}

export interface RenderOutput {
  status: number;
  /** tags React hoisted into <head> (title, meta, link, JSON-LD) */
  head: string;
  /** the critical CSS of what was rendered */
  styles: string;
  html: string;
  state: unknown;
  /** the lazily loaded modules the page rendered (paths from the client root, as in the build manifest) */
  modules: string[];
}

/** Every lazily loaded module the app declares (the server checks them against the build manifest). */
export { lazyModules } from './lib/lazy-route';

/** Renders one route with its data (queries run in-process against the schema), ready to hydrate. */
const ready = preloadAllPages();

export async function render({ url, schema, context, publicUrl }: RenderInput): Promise<RenderOutput> {
  await ready;
  (globalThis as { __PUBLIC_URL__?: string }).__PUBLIC_URL__ = publicUrl;
  const client = new ApolloClient({ ssrMode: true, cache: createCache(), link: new SchemaLink({ schema, context }) });
  const renderStatus: RenderStatus = { status: 200, modules: new Set() };
  let styles = '';
  const tree = (
    <RenderStatusProvider value={renderStatus}>
      <App />
    </RenderStatusProvider>
  );
  const { result } = await prerenderStatic({
    tree,
    context: { client },
    renderFunction: (element) => {
      // A fresh Emotion cache per pass, so the loading pass's styles do not leak into the final page.
      const cache = createEmotionCache();
      const emotion = createEmotionServer(cache);
      renderStatus.status = 200;
      const html = renderToString(
        <html>
          <body>
            <div id="root">
              <StrictMode>
                <AppProviders client={client} emotionCache={cache}>
                  <StaticRouter location={url}>{element}</StaticRouter>
                </AppProviders>
              </StrictMode>
            </div>
          </body>
        </html>,
      );
      styles = emotion.constructStyleTagsFromChunks(emotion.extractCriticalToChunks(html));
      return html;
    },
  });
  const headMatch = /<head>([\s\S]*?)<\/head>/.exec(result);
  const bodyMatch = /<div id="root">([\s\S]*)<\/div><\/body>/.exec(result);
  return {
    status: renderStatus.status,
    head: headMatch?.[1] ?? '',
    styles,
    html: bodyMatch?.[1] ?? '',
    state: client.extract(),
    modules: [...renderStatus.modules!],
  };
}
