import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'api',
    include: ['src/**/*.test.ts'],
    // `*.postgres.test.ts` exercise what only a PostgreSQL server can do (terminate a backend, several pools):
    // they run in the PostgreSQL pass (DATABASE_URL set) and are not part of the PGlite pass at all.
    exclude: process.env.DATABASE_URL ? [] : ['src/**/*.postgres.test.ts'],
    globalSetup: ['src/testing/global-setup.ts'],
    setupFiles: ['src/testing/after-each-file.ts'],
    // A worker runs its test files one after another on one module graph: the app's modules and PGlite's are loaded
    // once per worker instead of once per file (about 4 s a file). Every file still builds its own app on its own
    // database (src/testing/build.ts), and what a file starts is ended after it (src/testing/after-each-file.ts).
    isolate: false,
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
