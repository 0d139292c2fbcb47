import { bizTypes, contractStatuses, contractTypes, USERS_LIMIT } from '@tandem/api-contract'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { ok } from '../../plugins/envelope.js'
import { bizTypeNames, contractTypeNames, options, statusNames } from '../contracts/index.js'
import { listDepartments, searchUsers } from './repository.js'
import { bizTypesSchema, contractStatusesSchema, contractTypesSchema, departmentsSchema, usersSchema } from './schemas.js'

export const DICTIONARIES_PREFIX = '/contracttandem/api/Dict'

const bizTypeOptions = options(bizTypeNames, bizTypes)
const contractTypeOptions = options(contractTypeNames, contractTypes)
const statusOptions = options(statusNames, contractStatuses)

/** The lists the SPA's filters and pickers need; any signed-in user may read them. */
const dictionariesModule: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.authenticate)

  app.get('/Departments', { schema: departmentsSchema }, async () => ok(await listDepartments(app.db)))
  app.get('/Users', { schema: usersSchema }, async (request) => ok(await searchUsers(app.db, request.query, USERS_LIMIT)))
  app.get('/BizTypes', { schema: bizTypesSchema }, async () => ok(bizTypeOptions))
  app.get('/ContractTypes', { schema: contractTypesSchema }, async () => ok(contractTypeOptions))
  app.get('/ContractStatuses', { schema: contractStatusesSchema }, async () => ok(statusOptions))
}

export default dictionariesModule
