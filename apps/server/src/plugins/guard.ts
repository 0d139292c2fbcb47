import type { preHandlerAsyncHookHandler } from 'fastify'
import fp from 'fastify-plugin'
import { and, eq } from 'drizzle-orm'
import { menus, roleMenus, userRoles } from '../db/schema/index.js'
import { errors } from '../errors.js'

declare module 'fastify' {
  interface FastifyInstance {
    /** preHandler: signed in (401 otherwise) and granted `code` of the contract system (403 otherwise). */
    requireMenu(code: string): preHandlerAsyncHookHandler
  }
}

export default fp(
  async (app) => {
    async function holds(userId: number, code: string): Promise<boolean> {
      const rows = await app.db
        .select({ id: menus.id })
        .from(menus)
        .innerJoin(roleMenus, eq(roleMenus.menuId, menus.id))
        .innerJoin(userRoles, eq(userRoles.roleId, roleMenus.roleId))
        .where(and(eq(userRoles.userId, userId), eq(menus.system, 'contract'), eq(menus.code, code)))
        .limit(1)
      return rows.length > 0
    }
    app.decorate(
      'requireMenu',
      (code: string): preHandlerAsyncHookHandler =>
        async function requireMenu(request, reply) {
          await app.authenticate.call(this, request, reply)
          if (!request.user || !(await holds(request.user.id, code))) throw new errors.TND_ERR_FORBIDDEN()
        },
    )
  },
  { fastify: '5.x', name: 'tandem-guard', dependencies: ['tandem-session'] },
)
