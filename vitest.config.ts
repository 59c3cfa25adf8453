import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

// Integration tests run once on PGlite and, when TEST_DATABASE_URL is set, once more on PostgreSQL.
const databases = ['pglite', ...(process.env.TEST_DATABASE_URL ? ['postgres'] : [])];

export default defineConfig({
  test: {
    env: { TZ: 'UTC' },
    // Vitest's default leaves a core free; on a 2-core CI machine that is one worker, though the
    // server tests spend much of their time waiting on PostgreSQL.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    projects: [
      {
        test: {
          name: 'unit',
          include: [
            'packages/shared/src/**/*.test.ts',
            'apps/web/src/**/*.test.ts',
            'apps/web/build/**/*.test.ts',
            'bench/**/*.test.ts',
          ],
          env: { TZ: 'UTC' },
        },
      },
      {
        // Components that hold logic, rendered in happy-dom and spoken to through Testing Library.
        esbuild: { jsx: 'automatic' },
        test: {
          name: 'web-components',
          include: ['apps/web/src/**/*.test.tsx'],
          environment: 'happy-dom',
          setupFiles: ['apps/web/src/test/setup.ts'],
          // Each test renders with its own query client and the setup file unmounts it afterwards, so
          // files can share a worker's modules: a quarter of the time. Forms in happy-dom are slow on
          // a busy machine.
          isolate: false,
          testTimeout: 15_000,
          env: { TZ: 'UTC' },
        },
      },
      ...databases.map((database) => ({
        test: {
          name: `server-${database}`,
          include: ['apps/server/src/**/*.test.ts', 'apps/server/test/**/*.test.ts'],
          env: { TZ: 'UTC', TEST_DB: database },
          // Each file builds its own app on its own database and nothing is mocked, so files can share
          // a worker's module cache: importing the server once per worker instead of once per file
          // (about half the suite's time).
          isolate: false,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      })),
    ],
  },
});
