import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { codeSplitting } from './scripts/chunks.ts';
import { precompress } from './scripts/precompress.ts';
import { storefrontDevPages } from './scripts/storefront-dev.ts';

const SERVER = 'http://localhost:8000';
const SERVER_PATHS = ['/auth', '/api', '/file', '/payYlCallback', '/healthz', '/livez', '/swagger'];

export default defineConfig({
  plugins: [react(), precompress(), storefrontDevPages()],
  server: {
    port: 5173,
    proxy: Object.fromEntries(
      SERVER_PATHS.map((path) => [path, { target: SERVER, changeOrigin: false, ws: path === '/api' }]),
    ),
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // The `libs` chunk (antd and its parts, one file for every back-office screen) is ~1.3 MB before compression.
    chunkSizeWarningLimit: 1500,
    manifest: true,
    rolldownOptions: {
      // Two pages: the back office, and the shoppers' storefront page (`/h5/…`), which shares none of its heavy code.
      input: {
        main: fileURLToPath(new URL('index.html', import.meta.url)),
        h5: fileURLToPath(new URL('h5.html', import.meta.url)),
      },
      preserveEntrySignatures: false,
      treeshake: { moduleSideEffects: (id: string) => !id.includes('/packages/shared/') },
      output: {
        codeSplitting: codeSplitting(),
        strictExecutionOrder: true,
      },
    },
  },
});
