import { setTimeout as delay } from 'node:timers/promises'
import { buildApp, openConfiguredDatabase } from './app.js'
import { ConfigError, loadConfig, type Config } from './config.js'
import { seed } from './db/seed/index.js'
import { lockDataDir, prepareDataDir, sweepAtStart, waitForDatabase, DatabaseUnreachableError } from './startup/index.js'

const SHUTDOWN_GRACE_MS = 15_000

/** A configuration problem ends the start with its message (naming the variable), not a stack. */
function orStop<T>(step: () => T): T {
  try {
    return step()
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error
    console.error(error.message)
    process.exit(1)
  }
}

const config: Config = orStop(() => loadConfig())
const embedded = config.databaseUrl === undefined
orStop(() => prepareDataDir(config.dataDir))
// The embedded database must have one process only; the lock lasts until this process exits.
if (embedded) orStop(() => lockDataDir(config.dataDir))
const database = openConfiguredDatabase(config)
const app = buildApp(config, { database })

try {
  await waitForDatabase(database, config.databaseConnectTimeoutSeconds, app.log)
  await database.withStartupLock(async () => {
    await database.migrate()
    // Loading the plugins opens the file storage the seed writes the attachments' documents to.
    await app.ready()
    await seed(database.db, app.storage)
    await sweepAtStart(database.db, app.storage, config.dataDir, embedded, app.log)
  })
  await app.listen({ port: config.port, host: config.host })
} catch (error) {
  if (error instanceof DatabaseUnreachableError) app.log.fatal({ cause: String(error.cause) }, error.message)
  else app.log.fatal({ err: error }, 'start failed')
  await app.close().catch(() => {})
  process.exit(1)
}

/**
 * The drain: every request gets the 503 envelope with `Connection: close`, so clients on kept-alive
 * connections are told to go elsewhere by an answer. Closing an idle kept-alive connection at once
 * would reset the requests already on their way on it (ECONNRESET); after the drain, the ones
 * still idle are closed with the listener.
 */
const SHUTDOWN_DRAIN_MS = 2_000

// Unready first (/readyz 503, requests still served) so a probing proxy moves traffic away; then
// the drain. In-flight requests finish (app.close waits for them); requests arriving meanwhile get 503.
async function shutdown(signal: NodeJS.Signals) {
  app.log.info({ signal }, 'shutting down')
  const unreadyMs = config.shutdownUnreadySeconds * 1000
  const timer = setTimeout(() => {
    app.log.error('graceful shutdown timed out')
    process.exit(1)
  }, unreadyMs + SHUTDOWN_GRACE_MS)
  timer.unref()
  app.markUnready()
  if (unreadyMs > 0) await delay(unreadyMs)
  app.refuseRequests()
  await delay(SHUTDOWN_DRAIN_MS)
  await app.close()
  process.exit(0)
}
process.once('SIGTERM', (signal) => void shutdown(signal))
process.once('SIGINT', (signal) => void shutdown(signal))
