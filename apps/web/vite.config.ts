import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
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
    chunkSizeWarningLimit: 700,
    manifest: true,
    rolldownOptions: {
      // Two pages: the back office, and the shoppers' storefront page (`/h5/…`), which shares none of its heavy code.
      input: {
        main: fileURLToPath(new URL('index.html', import.meta.url)),
        h5: fileURLToPath(new URL('h5.html', import.meta.url)),
      },
      treeshake: { moduleSideEffects: (id: string) => !id.includes('/packages/shared/') },
      output: {
        codeSplitting: {
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/, priority: 30 },
            { name: 'router', test: /node_modules[\\/]react-router[\\/]/, priority: 25 },
            { name: 'i18n', test: /node_modules[\\/](i18next|react-i18next|dayjs)[\\/]/, priority: 20 },
          ],
        },
      },
    },
  },
});
