import { endpoints } from '@tandem/api-contract'
import fp from 'fastify-plugin'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { endpointRoute } from '../../plugins/endpointRoute.js'
import { ok } from '../../plugins/envelope.js'
import { contentDisposition, sendStoredFile } from '../files/index.js'
import { addAttachment, downloadableFile, isReadableAttachment, previewableFile } from './attachments.js'
import { exportContracts } from './export.js'
import { recordDetail } from './records.js'
import { listContracts } from './listStatements.js'
import { addAttachmentSchema, downloadAttachmentSchema, exportContractListSchema, getBizInfoByBizIdSchema, getContractListSchema, previewAttachmentSchema } from './schemas.js'

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'

/** Contract query (menu code htc): the list, the full record of each kind and its attachments. */
const contractsModule: FastifyPluginAsyncZod = async (app) => {
  app.fileReaders.add(async (viewer, fileId) => viewer.menuCodes.has('htc') && isReadableAttachment(app.db, viewer, fileId))

  app.route({ ...endpointRoute(app, endpoints.contracts.list, getContractListSchema), handler: async (request) => ok(await listContracts(app.db, request.user!, request.query)) })

  app.route({ ...endpointRoute(app, endpoints.contracts.export, exportContractListSchema), handler: async (request, reply) => {
    const { rowCount, fileName, stream } = await exportContracts(app.db, request.user!, request.query)
    return reply
      .header('content-type', XLSX_TYPE)
      .header('content-disposition', contentDisposition('attachment', fileName))
      .header('x-export-rows', String(rowCount))
      .header('cache-control', 'no-store')
      .send(stream)
  } })

  app.route({ ...endpointRoute(app, endpoints.contracts.record, getBizInfoByBizIdSchema), handler: async (request) => {
    const { bizId, bizType } = request.params
    return ok(await recordDetail(app.db, request.user!, bizId, bizType))
  } })

  app.route({ ...endpointRoute(app, endpoints.contracts.downloadAttachment, downloadAttachmentSchema), handler: async (request, reply) => {
    const file = await downloadableFile(app.db, request.user!, request.params.attachmentId)
    return sendStoredFile(request, reply, app.storage, file)
  } })

  // The record pages' viewer: a 查看 grant previews (with its watermark) what only a 下载 grant downloads.
  app.route({ ...endpointRoute(app, endpoints.contracts.previewAttachment, previewAttachmentSchema), handler: async (request, reply) => {
    const file = await previewableFile(app.db, request.user!, request.params.attachmentId)
    return sendStoredFile(request, reply, app.storage, file, 'inline')
  } })

  app.route({ ...endpointRoute(app, endpoints.contracts.addAttachment, addAttachmentSchema), handler: async (request) =>
    ok(await addAttachment(app.db, request.user!, request.params.contractId, request.body.fileId)),
  })
}

// Encapsulated (its hooks stay its own), named so it can declare what it uses.
export default fp(contractsModule, {
  fastify: '5.x',
  name: 'tandem-contracts',
  encapsulate: true,
  dependencies: ['tandem-db', 'tandem-guard', 'tandem-file-access', 'tandem-storage'] })
export { visibleTo, visibleIds } from './viewer.js'
export type { Viewer } from './viewer.js'
export { requireVisible } from './records.js'
export { ownedIds, requireOwned } from './ownership.js'
export { attachmentsOf, findContracts, findRows } from './repository.js'
export { likePattern } from './listPlan.js'
export { bizTypeNames, contractTypeNames, options, statusNames, sealStateNames, sealStateOf } from './vocabulary.js'
