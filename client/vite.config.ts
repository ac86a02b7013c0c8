import react from '@vitejs/plugin-react';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import { reactRouterProduction } from './react-router-production';

const here = path.dirname(fileURLToPath(import.meta.url));

const exactly = (specifier: string) => new RegExp(`^${specifier.replace(/[/-]/g, '\\$&')}$`);

// The browser bundle (dist/client, with a manifest the server reads) and the SSR bundle (dist/server) come from the
// same sources. Emotion and MUI stay external in the SSR build so server and browser share one Emotion context;
// react-router and react-router-dom are bundled there (one copy, the production build).
export default defineConfig(({ command, isSsrBuild }) => ({
  plugins: [react()],
  define: { global: 'globalThis' },
  resolve: {
    alias:
      command === 'build'
        ? [
            // react-router's package exports only its development build: see react-router-production.ts.
            ...Object.entries(reactRouterProduction(path.join(here, '../node_modules'))).map(([find, replacement]) => ({
              find: exactly(find),
              replacement,
            })),
            // rxjs's ES2015 build: real classes instead of ES5 ones built with tslib's helpers.
            ...(isSsrBuild
              ? []
              : [{ find: /^rxjs$/, replacement: path.join(here, '../node_modules/rxjs/dist/esm/index.js') }]),
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
  ssr: { noExternal: ['react-router', 'react-router-dom'] },
}));
