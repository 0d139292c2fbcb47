import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { ok } from '../../plugins/envelope.js'
import { recordDetail } from './records.js'
import { listContracts } from './repository.js'
import { getBizInfoByBizIdSchema, getContractListSchema } from './schemas.js'
import { viewerOf } from './viewer.js'

export const CONTRACTS_PREFIX = '/contracttandem/api/ContractSealed'

/** Contract query (menu code htc): the list and the full record of each kind. */
const contractsModule: FastifyPluginAsyncZod = async (app) => {
  app.addHook('preHandler', app.requireMenu('htc'))

  app.get('/GetContractList', { schema: getContractListSchema }, async (request) =>
    ok(await listContracts(app.db, await viewerOf(app.db, request.user!), request.query)),
  )

  app.get('/GetBizInfoByBizId/:bizId/:bizType', { schema: getBizInfoByBizIdSchema }, async (request) => {
    const { bizId, bizType } = request.params
    return ok(await recordDetail(app.db, await viewerOf(app.db, request.user!), bizId, bizType))
  })
}

export default contractsModule
export { default as dictModule, DICT_PREFIX } from './dict.js'
export { viewerOf, visibleTo, visibleIds } from './viewer.js'
export type { Viewer } from './viewer.js'
export { requireVisible } from './records.js'
export { attachmentsOf, findContracts, findRows } from './repository.js'
export type { Attachment } from './repository.js'
export { contractRow, attachment, bizType, id, isoDate, timestamp, pageQuery, person } from './schemas.js'
export { bizTypeNames, statusNames, sealStateNames, sealStateOf } from './vocabulary.js'
export type { SealState } from './vocabulary.js'
