import { defineConfig } from 'vitest/config'

export default defineConfig({
  test: {
    // The server's tests are two projects: those that use a database and those that do not.
    projects: [
      'packages/*/vitest.config.ts',
      'apps/*/vitest.config.ts',
      'apps/server/vitest.no-database.config.ts',
      // Checks of the repository as a whole (the docs' paths).
      { test: { name: 'repository', environment: 'node', include: ['scripts/**/*.test.mjs'] } },
    ],
  },
})
