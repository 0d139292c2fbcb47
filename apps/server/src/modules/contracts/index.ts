import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { ok } from '../../plugins/envelope.js'
import { openStorage } from '../../storage/index.js'
import { sendStoredFile } from '../files/index.js'
import { addAttachment, downloadableFile, isReadableAttachment } from './attachments.js'
import { recordDetail } from './records.js'
import { listContracts } from './repository.js'
import { addAttachmentSchema, downloadAttachmentSchema, getBizInfoByBizIdSchema, getContractListSchema } from './schemas.js'

export const CONTRACTS_PREFIX = '/contracttandem/api/ContractSealed'

/** Contract query (menu code htc): the list, the full record of each kind and its attachments. */
const contractsModule: FastifyPluginAsyncZod = async (app) => {
  const { storage, close } = await openStorage(app.config.files.storage)
  app.addHook('onClose', close)
  app.addHook('onRequest', app.requireMenu('htc'))
  app.fileReaders.add(async (viewer, fileId) => viewer.menuCodes.has('htc') && isReadableAttachment(app.db, viewer, fileId))

  app.get('/GetContractList', { schema: getContractListSchema }, async (request) =>
    ok(await listContracts(app.db, request.user!, request.query)),
  )

  app.get('/GetBizInfoByBizId/:bizId/:bizType', { schema: getBizInfoByBizIdSchema }, async (request) => {
    const { bizId, bizType } = request.params
    return ok(await recordDetail(app.db, request.user!, bizId, bizType))
  })

  app.get('/DownloadAttachment/:attachmentId', { schema: downloadAttachmentSchema }, async (request, reply) => {
    const file = await downloadableFile(app.db, request.user!, request.params.attachmentId)
    return sendStoredFile(request, reply, storage, file)
  })

  app.post('/AddAttachment/:contractId', { schema: addAttachmentSchema }, async (request) =>
    ok(await addAttachment(app.db, request.user!, request.params.contractId, request.body.fileId)),
  )
}

export default contractsModule
export { default as dictModule, DICT_PREFIX } from './dict.js'
export { visibleTo, visibleIds } from './viewer.js'
export type { Viewer } from './viewer.js'
export { requireVisible } from './records.js'
export { ownedIds, requireOwned } from './ownership.js'
export { attachmentsOf, findContracts, findRows } from './repository.js'
export type { Attachment } from './repository.js'
export { contractRow, attachment, bizType, id, isoDate, timestamp, pageQuery, person } from './schemas.js'
export { bizTypeNames, statusNames, sealStateNames, sealStateOf } from './vocabulary.js'
export type { SealState } from './vocabulary.js'
