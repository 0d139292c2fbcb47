import { endpoints } from '@tandem/api-contract'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { endpointRoute } from '../../plugins/endpointRoute.js'
import { ok } from '../../plugins/envelope.js'
import { errors } from '../../errors.js'
import { attachmentsOf, findRows, requireOwned, requireVisible } from '../contracts/index.js'
import { applySealOperation, lastSealOperations, operateTypeOf, operations, sealersOf, sealHistory, sealNoteOf } from './repository.js'
import { contractSealedSchema, getBizInfoSchema, getSealHistorySchema } from './schemas.js'

/** Sealing (menu code htfc): what the sealing screen shows, the operation itself and its history. */
const sealingModule: FastifyPluginAsyncZod = async (app) => {
  app.route({ ...endpointRoute(app, endpoints.sealing.info, getBizInfoSchema), handler: async (request) => {
    const ids = [...new Set(request.body.contractIds)]
    await requireVisible(app.db, request.user!, ids)
    const [rows, sealers, attachments, lastOperations] = await Promise.all([
      findRows(app.db, ids),
      sealersOf(app.db, ids),
      attachmentsOf(app.db, ids),
      lastSealOperations(app.db, ids),
    ])
    const byId = new Map(rows.map((row) => [row.id, row]))
    return ok(
      ids.map((id) => {
        const row = byId.get(id)!
        return {
          contractId: id,
          bizType: row.bizType,
          bizTypeName: row.bizTypeName,
          contractNo: row.contractNo,
          contractName: row.contractName,
          counterparty: row.counterparty,
          department: row.department,
          status: row.status,
          statusName: row.statusName,
          sealed: row.sealed,
          sealStateName: row.sealStateName,
          ...sealers.get(id)!,
          attachments: attachments.get(id) ?? [],
          lastSealOperation: lastOperations.get(id) ?? null,
        }
      }),
    )
  } })

  app.route({ ...endpointRoute(app, endpoints.sealing.seal, contractSealedSchema), handler: async (request) => {
    const operateType = operateTypeOf(request.params.operateType)
    const note = sealNoteOf(operateType, request.query)
    const ids = [...new Set(request.body)]
    await requireVisible(app.db, request.user!, ids)
    // A grant lets its grantee read; only the owning department (or admin) seals.
    await requireOwned(app.db, request.user!, ids, () => new errors.TND_ERR_SEAL_FORBIDDEN())
    const changed = await applySealOperation(app.db, request.user!.id, operateType, ids, note)
    return ok({ operateType, operateTypeName: operations[operateType].name, contracts: changed })
  } })

  app.route({ ...endpointRoute(app, endpoints.sealing.history, getSealHistorySchema), handler: async (request) => {
    const { contractId } = request.params
    await requireVisible(app.db, request.user!, [contractId])
    return ok(await sealHistory(app.db, contractId))
  } })
}

export default sealingModule
