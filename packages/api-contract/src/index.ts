// The API's wire contract: the zod schemas the server's routes validate and serialise with, and
// their types for the SPA (which imports types only, so zod stays out of its bundle).
export * from './vocabulary.js'
export * from './common.js'
export * from './contracts.js'
export * from './dictionaries.js'
export * from './accessApplications.js'
export * from './forms.js'
export * from './files.js'
export * from './menus.js'
export * from './signIn.js'
export * from './sealing.js'
export * from './endpoints.js'
