import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

/**
 * Three projects: pure logic (node), React components (jsdom) and server integration
 * (node, a real PGlite — or PostgreSQL when DATABASE_URL is set).
 */
export default defineConfig({
  test: {
    projects: [
      { test: { name: 'unit', environment: 'node', include: ['tests/unit/**/*.test.ts'] } },
      {
        plugins: [react()],
        resolve: {
          alias: {
            'virtual:pwa-register': new URL('./tests/web/stubs/pwa-register.ts', import.meta.url)
              .pathname,
          },
        },
        test: {
          name: 'web',
          environment: 'jsdom',
          include: ['tests/web/**/*.test.{ts,tsx}'],
          setupFiles: ['tests/web/setup.ts'],
          // Several waits of tests/web/setup.ts's ASYNC_UTIL_TIMEOUT_MS fit in one test.
          testTimeout: 30_000,
        },
      },
      {
        test: {
          name: 'server',
          environment: 'node',
          include: ['tests/server/**/*.test.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          // Each file boots its own database; two at a time is what 2 cores take well.
          maxWorkers: 2,
          // Runs after the fast projects, with its own worker limit.
          sequence: { groupOrder: 1 },
        },
      },
    ],
  },
});
