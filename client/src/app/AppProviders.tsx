import './class-names';
import type { ApolloClient } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import type { EmotionCache } from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
// MUI's own ThemeProvider also carries the CSS-variables provider; for a plain theme it renders this one.
import { ThemeProvider } from '@mui/system';
import type { ReactNode } from 'react';
import { theme } from './theme';

/** Everything every render needs, on the server and in the browser alike (the CSS baseline is app/baseline.css). */
export function AppProviders({
  client,
  emotionCache,
  children,
}: {
  client: ApolloClient;
  emotionCache: EmotionCache;
  children: ReactNode;
}) {
  return (
    <CacheProvider value={emotionCache}>
      <ThemeProvider theme={theme}>
        <ApolloProvider client={client}>{children}</ApolloProvider>
      </ThemeProvider>
    </CacheProvider>
  );
}
