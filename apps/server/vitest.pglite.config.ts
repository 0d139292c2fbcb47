import { PGLITE_PROJECT } from './src/test/pgliteProject'
import { databaseTestFiles, serverProject } from './vitest.projects'

// With DATABASE_URL set, the database tests run once more on PGlite beside their PostgreSQL run.
// The security suites are left out: they call every route as every account and check answers, not
// the engine's behaviour (the engine-specific paths have their own tests).
export default serverProject({
  name: PGLITE_PROJECT,
  include: databaseTestFiles.filter((file) => !file.startsWith('src/security/')),
  globalSetup: ['src/test/globalSetup.ts'],
})
