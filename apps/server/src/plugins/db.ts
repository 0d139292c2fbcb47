import fp from 'fastify-plugin'
import type { Database, Db } from '../db/client.js'

declare module 'fastify' {
  interface FastifyInstance {
    database: Database
    db: Db
  }
}

/** Shares one database handle with every plugin; closes it when the app closes. */
export default fp<{ database: Database }>(
  async (app, { database }) => {
    app.decorate('database', database)
    app.decorate('db', database.db)
    app.addHook('onClose', () => database.close())
  },
  { fastify: '5.x', name: 'tandem-db' },
)
