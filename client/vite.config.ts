import react from '@vitejs/plugin-react';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import { graphqlDocuments } from './vite-plugin-graphql-documents';
import { muiThemeWithoutCssVars } from './vite-plugin-mui-theme-without-css-vars';

const here = path.dirname(fileURLToPath(import.meta.url));

// The browser bundle (dist/client, with a manifest the server reads) and the SSR bundle (dist/server) come from the
// same sources. Emotion and MUI stay external in the SSR build so server and browser share one Emotion context.
export default defineConfig(({ command, isSsrBuild }) => ({
  plugins: [graphqlDocuments(path.join(here, 'src')), muiThemeWithoutCssVars(), react()],
  define: { global: 'globalThis' },
  resolve: {
    // react-router's package exports only its development build; the browser bundle takes the production one.
    // (Only there: the server bundle keeps react-router external, one copy shared with react-router-dom.)
    alias:
      command === 'build' && !isSsrBuild
        ? [
            {
              find: /^react-router$/,
              replacement: path.join(here, '../node_modules/react-router/dist/production/index.mjs'),
            },
            {
              // rxjs's ES2015 build: real classes instead of ES5 ones built with tslib's helpers.
              find: /^rxjs$/,
              replacement: path.join(here, '../node_modules/rxjs/dist/esm/index.js'),
            },
            {
              find: /^react-router\/dom$/,
              replacement: path.join(here, '../node_modules/react-router/dist/production/dom-export.mjs'),
            },
          ]
        : [],
  },
  build: {
    outDir: 'dist/client',
    manifest: true,
    sourcemap: false,
    target: 'es2022',
    rolldownOptions: {
      input: 'src/entry-client.tsx',
      output: {
        // Everything the entry needs statically travels as one file: one request, one gzip dictionary. The entry
        // module itself stays out: it awaits the landing page's chunk, which imports the shell (a cycle otherwise).
        codeSplitting: {
          groups: [{ name: 'shell', tags: ['$initial'], test: (id) => !id.endsWith('/src/entry-client.tsx') }],
        },
      },
    },
  },
  ssr: { noExternal: [] },
}));
