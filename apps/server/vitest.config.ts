import { databaseTestFiles, serverProject } from './vitest.projects'

// The server's tests that use a database; vitest.no-database.config.ts runs the others.
export default serverProject({ name: 'server', include: databaseTestFiles, globalSetup: ['src/test/globalSetup.ts'] })
