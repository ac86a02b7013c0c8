import type { ApolloClient } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import type { EmotionCache } from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import type { ReactNode } from 'react';
import { theme } from './theme';

/** Everything every render needs, on the server and in the browser alike. */
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
        <CssBaseline />
        <ApolloProvider client={client}>{children}</ApolloProvider>
      </ThemeProvider>
    </CacheProvider>
  );
}
