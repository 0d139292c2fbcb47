import { createReadStream } from 'node:fs'
import { readFile, rm } from 'node:fs/promises'
import path from 'node:path'
import multipart from '@fastify/multipart'
import rateLimit from '@fastify/rate-limit'
import { endpoints, pathOf } from '@tandem/api-contract'
import fp from 'fastify-plugin'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { errors } from '../../errors.js'
import { endpointRoute } from '../../plugins/endpointRoute.js'
import { removeStaleFiles } from '../../storage/index.js'
import { acceptContent, extensionOf, isInlineSafe } from './fileTypes.js'
import { receiveUpload, type ReceivedUpload } from './receiveUpload.js'
import { findFile, insertFile } from './repository.js'
import { downloadSchema, uploadOk, uploadSchema } from './schemas.js'
import { sendStoredFile } from './sendFile.js'
import { checkSvg } from './svgSafety.js'

const downloadUrl = (id: string) => pathOf(endpoints.files.download, { id })

/** Where uploads are spooled while they arrive. */
export const uploadSpoolDir = (dataDir: string) => path.join(dataDir, 'tmp', 'uploads')

/**
 * Uploads and downloads for signed-in users. The bytes go to the configured storage only after
 * the whole upload has arrived and its content matches its extension; the metadata row is written
 * last, so a failed or cut-off upload leaves neither bytes nor row.
 */
const filesModule: FastifyPluginAsyncZod = async (app) => {
  const { maxMb, ratePerMinute, idleSeconds } = app.config.files
  const idleMs = idleSeconds * 1000
  const { storage } = app
  const maxBytes = Math.floor(maxMb * 1024 * 1024)
  const spoolDir = uploadSpoolDir(app.config.dataDir)
  await removeStaleFiles(spoolDir)

  await app.register(multipart, { throwFileSizeLimit: false })
  await app.register(rateLimit, {
    ...app.rateLimitStore,
    global: false,
    hook: 'preHandler',
    keyGenerator: (request) => request.user?.sessionId ?? request.ip,
    errorResponseBuilder: () => new errors.TND_ERR_UPLOAD_RATE_LIMITED(),
  })

  async function store(upload: ReceivedUpload, userId: number) {
    const { extension, mime } = acceptContent(upload.name, upload)
    if (extension === 'svg') checkSvg(upload.name, await readFile(upload.tempPath, 'utf8'))
    const storageKey = await storage.put(createReadStream(upload.tempPath), { size: upload.size, contentType: mime })
    try {
      return await insertFile(app.db, {
        originalName: upload.name,
        size: upload.size,
        mime,
        sha256: upload.sha256,
        uploaderId: userId,
        storageKey,
      })
    } catch (error) {
      await storage.delete(storageKey).catch((cause: unknown) => app.log.error({ err: cause, storageKey }, 'orphan file not removed'))
      throw error
    }
  }

  app.route({
    ...endpointRoute(app, endpoints.files.upload, uploadSchema),
    config: { rateLimit: { max: ratePerMinute, timeWindow: 60_000 } },
    handler: async (request, reply) => {
      // A refused upload may leave unread bytes on the connection: it is not kept alive.
      const upload = await receiveUpload(request, spoolDir, maxBytes, maxMb, idleMs).catch((error: unknown) => {
        reply.header('connection', 'close')
        throw error
      })
      try {
        const row = await store(upload, request.user!.id)
        request.log.info({ fileId: row.id, size: row.size }, 'file uploaded')
        return uploadOk({ id: row.id, name: row.originalName, url: downloadUrl(row.id), size: row.size, mime: row.mime, sha256: row.sha256 })
      } finally {
        await rm(upload.tempPath, { force: true })
      }
    },
  })

  app.route({ ...endpointRoute(app, endpoints.files.download, downloadSchema), handler: async (request, reply) => {
    const row = await findFile(app.db, request.params.id)
    // A file the viewer may not read answers like one that does not exist.
    if (!row || !(await app.fileReaders.mayRead(request.user!, row))) throw new errors.TND_ERR_FILE_NOT_FOUND()
    const inline = request.query.inline === '1' && isInlineSafe(extensionOf(row.originalName))
    return sendStoredFile(request, reply, storage, row, inline ? 'inline' : 'attachment')
  } })
}

// Encapsulated (its hooks stay its own), named so it can declare what it uses.
export default fp(filesModule, {
  fastify: '5.x',
  name: 'tandem-files',
  encapsulate: true,
  dependencies: ['tandem-db', 'tandem-session', 'tandem-file-access', 'tandem-storage'],
})
export { sendStoredFile } from './sendFile.js'
export { contentDisposition } from './contentDisposition.js'
export { findFile } from './repository.js'
export { extensionOf, isPreviewable } from './fileTypes.js'
export { fileDownloadResponse } from './schemas.js'
export type { FileRow } from './repository.js'
