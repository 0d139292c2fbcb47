import { plainTestFiles, serverProject } from './vitest.projects'

// The server's tests that use no database: one pass covers them whatever DATABASE_URL names.
export default serverProject({ name: 'server-no-database', include: plainTestFiles })
