import { transformAsync } from '@babel/core';
import { babelOptimizerPlugin } from '@graphql-codegen/client-preset';
import react from '@vitejs/plugin-react';
import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';
import { reactRouterProduction } from './react-router-production';

const here = path.dirname(fileURLToPath(import.meta.url));

// codegen's own Babel plugin (its documented bundle-size optimisation) turns each `graphql(`…`)` call into an import of
// that one document from gql/graphql, so a chunk carries only the documents it uses: gql.ts's lookup table would pull
// every document into the shell. Run through Babel's API on our sources only; everything else stays with Vite.
const DOCUMENT_PREFIX = 'virtual:receitas-gql/';
const GENERATED = path.join(here, 'src/gql/graphql.ts');

/** The documents codegen wrote to gql/graphql.ts, name → AST as JSON text; read again only when the file changes. */
let documents: { mtime: number; byName: Map<string, string> } | null = null;
function generatedDocuments(): Map<string, string> {
  const mtime = statSync(GENERATED).mtimeMs;
  if (documents?.mtime !== mtime) {
    const byName = new Map<string, string>();
    for (const line of readFileSync(GENERATED, 'utf8').split('\n')) {
      const match = /^export const (\w+) = (\{.*\}) as unknown as DocumentNode<.*>;$/.exec(line);
      if (match) byName.set(match[1], match[2]);
    }
    documents = { mtime, byName };
  }
  return documents.byName;
}

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
    if (result?.code == null) return null;
    // One module per document: a document used by a lazy part stays in that part's chunk instead of gql/graphql
    // (one module, so all of its used documents) landing whole in the shell.
    const code2 = result.code.replace(
      /import \{ (\w+) \} from "[^"]*\/gql\/graphql";/g,
      (_, name: string) => `import { ${name} } from "${DOCUMENT_PREFIX}${name}";`,
    );
    return { code: code2, map: code2 === result.code ? result.map : null };
  },
  resolveId(source) {
    return source.startsWith(DOCUMENT_PREFIX) ? `\0${source}` : null;
  },
  load(id) {
    if (!id.startsWith(`\0${DOCUMENT_PREFIX}`)) return null;
    const name = id.slice(DOCUMENT_PREFIX.length + 1);
    this.addWatchFile(GENERATED);
    const json = generatedDocuments().get(name);
    if (!json) throw new Error(`gql/graphql.ts has no document ${name}: run npm run codegen`);
    return `export const ${name} = ${json};`;
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
    alias: [
      // the recipe text rules the server shares (quantities, ingredient lines): their sources, bundled as ESM
      { find: /^@receitas\/shared$/, replacement: path.join(here, '../shared/src/index.ts') },
      ...(command === 'build'
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
        : []),
    ],
  },
  build: {
    outDir: 'dist/client',
    manifest: true,
    // One stylesheet (typefaces, baseline) that opens the site stylesheet every page links. Split per chunk, a lazy
    // chunk's import would add it again as a <link>: its @font-face rules declared a second time, a face that missed
    // the first paint (font-display: optional) would swap in late and shift the page.
    cssCodeSplit: false,
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
  // In `npm run dev` Node loads them itself (their development build, CommonJS: Vite's SSR runner cannot evaluate it).
  ssr: { noExternal: command === 'build' ? ['react-router', 'react-router-dom'] : [] },
}));
