import type { FastifyReply, FastifyRequest } from 'fastify'
import { errors } from '../../errors.js'
import { StorageNotFoundError, type FileStorage } from '../../storage/index.js'
import { contentDisposition } from './contentDisposition.js'
import { extensionOf, servedContentType } from './fileTypes.js'
import type { FileRow } from './repository.js'

/**
 * Streams a stored file with the download headers every file answer carries: its name in
 * Content-Disposition (RFC 5987), a type browsers will not sniff or run, and a sandboxing CSP.
 * The caller decides the disposition after checking the type may be shown inline. Bytes missing
 * from the storage answer 404.
 */
export async function sendStoredFile(
  request: FastifyRequest,
  reply: FastifyReply,
  storage: FileStorage,
  file: FileRow,
  disposition: 'attachment' | 'inline' = 'attachment',
): Promise<FastifyReply> {
  const extension = extensionOf(file.originalName)
  let body
  try {
    body = await storage.get(file.storageKey)
  } catch (error) {
    if (!(error instanceof StorageNotFoundError)) throw error
    request.log.error({ fileId: file.id, storageKey: file.storageKey }, 'file row without stored bytes')
    throw new errors.TND_ERR_FILE_NOT_FOUND()
  }
  return reply
    .header('content-type', servedContentType(extension))
    .header('content-length', file.size)
    .header('content-disposition', contentDisposition(disposition, file.originalName))
    .header('x-content-type-options', 'nosniff')
    .header('content-security-policy', "default-src 'none'; sandbox")
    .header('cache-control', 'private, max-age=3600')
    .send(body)
}
