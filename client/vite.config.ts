import { transformAsync } from '@babel/core';
import { babelOptimizerPlugin } from '@graphql-codegen/client-preset';
import react from '@vitejs/plugin-react';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';
import { reactRouterProduction } from './react-router-production';

const here = path.dirname(fileURLToPath(import.meta.url));

// codegen's own Babel plugin (its documented bundle-size optimisation) turns each `graphql(`…`)` call into an import of
// that one document from gql/graphql, so a chunk carries only the documents it uses: gql.ts's lookup table would pull
// every document into the shell. Run through Babel's API on our sources only; everything else stays with Vite.
const gqlDocumentsPerChunk = (): Plugin => ({
  name: 'receitas:graphql-documents-per-chunk',
  enforce: 'pre',
  async transform(code, id) {
    const file = id.split('?')[0];
    if (!/\/src\/.*\.tsx?$/.test(file) || file.includes('/src/gql/') || !code.includes('graphql(')) return null;
    const result = await transformAsync(code, {
      filename: file,
      babelrc: false,
      configFile: false,
      sourceMaps: true,
      parserOpts: { plugins: file.endsWith('.tsx') ? ['typescript', 'jsx'] : ['typescript'] },
      plugins: [[babelOptimizerPlugin, { artifactDirectory: path.join(here, 'src/gql'), gqlTagName: 'graphql' }]],
    });
    return result?.code == null ? null : { code: result.code, map: result.map };
  },
});

const exactly = (specifier: string) => new RegExp(`^${specifier.replace(/[/-]/g, '\\$&')}$`);

// The browser bundle (dist/client, with a manifest the server reads) and the SSR bundle (dist/server) come from the
// same sources. Emotion and MUI stay external in the SSR build so server and browser share one Emotion context;
// react-router and react-router-dom are bundled there (one copy, the production build).
export default defineConfig(({ command, isSsrBuild }) => ({
  plugins: [react(), gqlDocumentsPerChunk()],
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
      // hoist-non-react-statics is a pure CommonJS module without a `sideEffects` field, and Emotion imports it bare
      // for a helper (withTheme) we never use: declaring it side-effect free lets the bundler drop it.
      treeshake: { moduleSideEffects: [{ test: /\/node_modules\/hoist-non-react-statics\//, sideEffects: false }] },
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
