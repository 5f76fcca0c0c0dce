import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  plugins: [react()],
  test: {
    name: 'web',
    root: new URL('../..', import.meta.url).pathname,
    environment: 'jsdom',
    include: ['apps/web/src/**/*.test.{ts,tsx}', 'apps/web/scripts/**/*.test.ts'],
    setupFiles: ['apps/web/test/setup.ts'],
    testTimeout: 20_000,
  },
});
