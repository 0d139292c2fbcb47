export { devAccounts, type DevAccount } from './accounts.js'
export { ConfigError, readConfig, type SsoConfig } from './config.js'
export { createSsoServer, type SsoServer } from './server.js'
