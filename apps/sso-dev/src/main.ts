import { ConfigError, readConfig } from './config.js'
import { createSsoServer } from './server.js'
import { devAccounts } from './accounts.js'

function start(): void {
  let config
  try {
    config = readConfig(process.env)
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(`sso-dev: invalid configuration: ${error.message}`)
      process.exit(1)
    }
    throw error
  }
  const { server } = createSsoServer(config)
  server.on('error', (error) => {
    console.error(`sso-dev: cannot listen on port ${config.port}: ${error.message}`)
    process.exit(1)
  })
  server.listen(config.port, () => {
    console.log(`sso-dev: OpenID Connect provider ${config.issuer} (client "${config.clientId}", accounts ${devAccounts.map((a) => a.account).join(', ')})`)
  })
  const stop = (signal: string) => {
    console.log(`sso-dev: ${signal} received, stopping`)
    server.close(() => process.exit(0))
    server.closeIdleConnections()
  }
  process.once('SIGINT', stop)
  process.once('SIGTERM', stop)
}

start()
