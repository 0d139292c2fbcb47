import { bizTypes, contractStatuses, contractTypes, endpoints, USERS_LIMIT } from '@tandem/api-contract'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { endpointRoute } from '../../plugins/endpointRoute.js'
import { ok } from '../../plugins/envelope.js'
import { bizTypeNames, contractTypeNames, options, statusNames } from '../contracts/index.js'
import { listDepartments, searchUsers } from './repository.js'
import { bizTypesSchema, contractStatusesSchema, contractTypesSchema, departmentsSchema, usersSchema } from './schemas.js'

const bizTypeOptions = options(bizTypeNames, bizTypes)
const contractTypeOptions = options(contractTypeNames, contractTypes)
const statusOptions = options(statusNames, contractStatuses)

/** The lists the SPA's filters and pickers need; any signed-in user may read them. */
const dictionariesModule: FastifyPluginAsyncZod = async (app) => {
  const { dictionaries } = endpoints
  app.route({ ...endpointRoute(app, dictionaries.departments, departmentsSchema), handler: async () => ok(await listDepartments(app.db)) })
  app.route({ ...endpointRoute(app, dictionaries.users, usersSchema), handler: async (request) => ok(await searchUsers(app.db, request.query, USERS_LIMIT)) })
  app.route({ ...endpointRoute(app, dictionaries.bizTypes, bizTypesSchema), handler: async () => ok(bizTypeOptions) })
  app.route({ ...endpointRoute(app, dictionaries.contractTypes, contractTypesSchema), handler: async () => ok(contractTypeOptions) })
  app.route({ ...endpointRoute(app, dictionaries.contractStatuses, contractStatusesSchema), handler: async () => ok(statusOptions) })
}

export default dictionariesModule
