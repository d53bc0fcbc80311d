import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'api',
    include: ['src/**/*.test.ts'],
    // `*.postgres.test.ts` exercise what only a PostgreSQL server can do (terminate a backend, several pools):
    // they run in the PostgreSQL pass (DATABASE_URL set) and are not part of the PGlite pass at all.
    exclude: process.env.DATABASE_URL ? [] : ['src/**/*.postgres.test.ts'],
    globalSetup: ['src/testing/global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
