export { buildTestApp, signIn, userIdOf, testConfig } from './app.js'
export type { TestAppOptions } from './app.js'
export { startTestIdp } from './testIdp.js'
export type { TestIdp } from './testIdp.js'
