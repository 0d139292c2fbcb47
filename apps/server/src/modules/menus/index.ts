import { endpoints } from '@tandem/api-contract'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import type { MenuSystem } from '../../db/schema/index.js'
import { errors } from '../../errors.js'
import { endpointRoute } from '../../plugins/endpointRoute.js'
import { ok } from '../../plugins/envelope.js'
import { userMenuTree } from './repository.js'
import { getUserMenusSchema } from './schemas.js'
import { suiteHref } from './suiteLinks.js'

export { default as suiteEntryPage } from './suiteEntryPage.js'

export interface MenusOptions {
  publicUrl: string
  contractSystemId: string
  suiteSystemId: string
  suiteLinks: ReadonlyMap<string, string>
}

const menusModule: FastifyPluginAsyncZod<MenusOptions> = async (app, { publicUrl, contractSystemId, suiteSystemId, suiteLinks }) => {
  const systems = new Map<string, MenuSystem>([
    [contractSystemId, 'contract'],
    [suiteSystemId, 'suite'],
  ])
  // Suite entries link into the wider office suite: configured or stored addresses, else the
  // product's page that says the entry has none here.
  const resolvers: Record<MenuSystem, (code: string, path: string) => string> = {
    contract: (_code, path) => path,
    suite: (code, path) => suiteHref(code, path, { publicUrl, suiteLinks }),
  }

  app.route({
    ...endpointRoute(app, endpoints.menus.userMenus, getUserMenusSchema),
    handler: async (request) => {
      const system = systems.get(request.query.SystemId)
      if (!system) throw new errors.TND_ERR_SYSTEM_ID_INVALID()
      return ok(await userMenuTree(app.db, request.user!.id, system, resolvers[system]))
    },
  })
}

export default menusModule
