import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// The browser bundle (dist/client, with a manifest the server reads) and the SSR bundle (dist/server) come from the
// same sources. Emotion and MUI stay external in the SSR build so server and browser share one Emotion context.
export default defineConfig({
  plugins: [react()],
  define: { global: 'globalThis' },
  build: {
    outDir: 'dist/client',
    manifest: true,
    sourcemap: false,
    rollupOptions: { input: 'src/entry-client.tsx' },
  },
  ssr: { noExternal: [] },
});
