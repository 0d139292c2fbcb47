import { availableParallelism } from 'node:os'
import { defineConfig } from 'vitest/config'

export default defineConfig({
  test: {
    // Vitest's default is one worker less than the cores: on a 2-core machine a single worker,
    // which leaves a core idle while a server test waits on PostgreSQL or a component file loads.
    maxWorkers: availableParallelism(),
    // The server's tests are two projects: those that use a database and those that do not; with
    // DATABASE_URL (PostgreSQL) the database tests run on PGlite too, in the same run.
    projects: [
      'packages/*/vitest.config.ts',
      'apps/*/vitest.config.ts',
      // The React projects' test files that need modules of their own (vitest.shared.ts).
      'packages/*/vitest.isolated.config.ts',
      'apps/*/vitest.isolated.config.ts',
      'apps/server/vitest.no-database.config.ts',
      ...(process.env.DATABASE_URL ? ['apps/server/vitest.pglite.config.ts'] : []),
      // Checks of the repository as a whole (the docs' paths).
      { test: { name: 'repository', environment: 'node', include: ['scripts/**/*.test.mjs'] } },
    ],
  },
})
