import react from '@vitejs/plugin-react';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import { graphqlDocuments } from './vite-plugin-graphql-documents';

const here = path.dirname(fileURLToPath(import.meta.url));

// The browser bundle (dist/client, with a manifest the server reads) and the SSR bundle (dist/server) come from the
// same sources. Emotion and MUI stay external in the SSR build so server and browser share one Emotion context.
export default defineConfig({
  plugins: [graphqlDocuments(path.join(here, 'src')), react()],
  define: { global: 'globalThis' },
  build: {
    outDir: 'dist/client',
    manifest: true,
    sourcemap: false,
    target: 'es2022',
    rollupOptions: { input: 'src/entry-client.tsx' },
  },
  ssr: { noExternal: [] },
});
