import { randomUUID } from 'node:crypto'
import { existsSync } from 'node:fs'
import path from 'node:path'
import cookie from '@fastify/cookie'
import Fastify, {
  type FastifyBaseLogger,
  type FastifyInstance,
  type RawReplyDefaultExpression,
  type RawRequestDefaultExpression,
  type RawServerDefault,
} from 'fastify'
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod'
import { endpoints } from '@tandem/api-contract'
import { z } from 'zod'
import type { Config } from './config.js'
import { openDatabase, type Database } from './db/client.js'
import signInModule from './modules/sign-in/index.js'
import accessApplicationsModule from './modules/access-applications/index.js'
import contractsModule from './modules/contracts/index.js'
import dictionariesModule from './modules/dictionaries/index.js'
import filesModule from './modules/files/index.js'
import formsModule from './modules/forms/index.js'
import healthModule from './modules/health/index.js'
import menusModule, { suiteEntryPage } from './modules/menus/index.js'
import sealingModule from './modules/sealing/index.js'
import answerCompression from './plugins/answerCompression.js'
import dbPlugin from './plugins/db.js'
import errorHandler from './plugins/errorHandler.js'
import fileAccess from './plugins/fileAccess.js'
import { clientErrorHandler, frameworkErrors } from './plugins/frameworkErrors.js'
import guard from './plugins/guard.js'
import originCheck from './plugins/originCheck.js'
import rateLimitStore from './plugins/rateLimitStore.js'
import security from './plugins/security.js'
import { serializerCompiler } from './serializer.js'
import session from './plugins/session.js'
import shutdown from './plugins/shutdown.js'
import storage from './plugins/storage.js'
import swagger from './plugins/swagger.js'
import textInput from './plugins/textInput.js'
import webApp from './plugins/webApp.js'

// The fastify augmentations (app.db, app.sessions, app.requireMenu, request.user …) travel with the App type.
export type {} from './plugins/db.js'
export type {} from './plugins/session.js'
export type {} from './plugins/guard.js'
export type {} from './plugins/fileAccess.js'
export type {} from './plugins/shutdown.js'

// Validation messages reach users through the envelope msg, so they are Chinese.
z.config(z.locales.zhCN())

export type App = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  ZodTypeProvider
>

declare module 'fastify' {
  interface FastifyInstance {
    config: Config
  }
}

export interface BuildOptions {
  /** An open database (tests pass a fresh one); by default one is opened from the config. The app closes it. */
  database?: Database
}

export function openConfiguredDatabase(config: Config): Database {
  return openDatabase({ url: config.databaseUrl, pgliteDir: path.join(config.dataDir, 'pglite') })
}

const REQUEST_ID = /^[\w.:-]{1,64}$/

/** Builds the whole application without listening; `inject()` or `listen()` it afterwards. */
export function buildApp(config: Config, options: BuildOptions = {}): App {
  const app = Fastify({
    logger: { level: config.logLevel },
    trustProxy: config.trustProxy,
    requestIdHeader: false,
    // Answers Fastify and Node would send in their own format are envelopes too (DESIGN §5).
    frameworkErrors,
    clientErrorHandler,
    return503OnClosing: false,
    genReqId: (request) => {
      const incoming = request.headers['x-request-id']
      return typeof incoming === 'string' && REQUEST_ID.test(incoming) ? incoming : randomUUID()
    },
  }).withTypeProvider<ZodTypeProvider>()
  app.setValidatorCompiler(validatorCompiler)
  app.setSerializerCompiler(serializerCompiler)
  app.decorate('config', config)
  app.addHook('onRequest', (request, reply, done) => {
    reply.header('x-request-id', request.id)
    done()
  })

  const idpOrigin = new URL(config.oidc.issuer).origin
  app.register(cookie)
  app.register(dbPlugin, { database: options.database ?? openConfiguredDatabase(config) })
  app.register(errorHandler)
  app.register(answerCompression)
  app.register(shutdown)
  app.register(security, { idpOrigin, formHosts: config.formHosts })
  app.register(originCheck, { publicUrl: config.publicUrl })
  app.register(swagger)
  app.register(session, { ttlMinutes: config.sessionTtlMinutes })
  app.register(guard)
  app.register(fileAccess)
  app.register(storage)
  app.register(textInput)
  app.register(rateLimitStore, { redisUrl: config.redisUrl })

  app.register(healthModule)
  app.register(signInModule, { publicUrl: config.publicUrl, oidc: config.oidc, loginRatePerMinute: config.loginRatePerMinute })
  app.register(menusModule, {
    publicUrl: config.publicUrl,
    contractSystemId: config.contractSystemId,
    suiteSystemId: config.suiteSystemId,
    suiteLinks: config.suiteLinks,
  })
  app.register(suiteEntryPage, { publicUrl: config.publicUrl, suiteLinks: config.suiteLinks })
  app.register(contractsModule)
  app.register(dictionariesModule)
  app.register(sealingModule)
  app.register(filesModule)
  app.register(accessApplicationsModule)
  app.register(formsModule)
  if (existsSync(path.join(config.webDist, 'index.html'))) {
    app.register(webApp, {
      webDist: config.webDist,
      clientConfig: {
        contractSystemId: config.contractSystemId,
        suiteSystemId: config.suiteSystemId,
        loginUrl: endpoints.signIn.login.path,
        logoutUrl: endpoints.signIn.logout.path,
      },
      // What the SPA asks first (SPEC §4 application start): user info, then both menus.
      bootCalls: [
        endpoints.signIn.userInfo.path,
        ...[config.contractSystemId, config.suiteSystemId].map((systemId) => `${endpoints.menus.userMenus.path}?${new URLSearchParams({ SystemId: systemId })}`),
      ],
    })
  } else {
    app.log.warn({ webDist: config.webDist }, 'no built web app found; /contract/web/ is not served')
  }
  return app
}
