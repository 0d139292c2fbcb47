import fp from 'fastify-plugin'
import { openStorage, type FileStorage } from '../storage/index.js'

declare module 'fastify' {
  interface FastifyInstance {
    storage: FileStorage
  }
}

/** Opens the configured file storage (STORAGE=local|s3) once for every module; closes it with the app. */
export default fp(
  async (app) => {
    const { storage, close } = await openStorage(app.config.files.storage)
    app.decorate('storage', storage)
    app.addHook('onClose', close)
  },
  { fastify: '5.x', name: 'tandem-storage' },
)
