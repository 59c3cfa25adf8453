import { defineConfig } from 'vitest/config';

// Integration tests run once on PGlite and, when TEST_DATABASE_URL is set, once more on PostgreSQL.
const databases = ['pglite', ...(process.env.TEST_DATABASE_URL ? ['postgres'] : [])];

export default defineConfig({
  test: {
    env: { TZ: 'UTC' },
    projects: [
      {
        test: {
          name: 'unit',
          include: [
            'packages/shared/src/**/*.test.ts',
            'apps/web/src/**/*.test.{ts,tsx}',
            'apps/web/build/**/*.test.ts',
            'bench/**/*.test.ts',
          ],
          env: { TZ: 'UTC' },
        },
      },
      ...databases.map((database) => ({
        test: {
          name: `server-${database}`,
          include: ['apps/server/src/**/*.test.ts', 'apps/server/test/**/*.test.ts'],
          env: { TZ: 'UTC', TEST_DB: database },
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      })),
    ],
  },
});
