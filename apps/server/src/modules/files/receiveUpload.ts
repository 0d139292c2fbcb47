import { createHash, randomUUID } from 'node:crypto'
import { createWriteStream } from 'node:fs'
import { mkdir, rm } from 'node:fs/promises'
import path from 'node:path'
import { Transform, type TransformCallback } from 'node:stream'
import { pipeline } from 'node:stream/promises'
import type { FastifyRequest } from 'fastify'
import { errors } from '../../errors.js'
import { IdleWatch } from './idleWatch.js'
import type { ContentSample } from './fileTypes.js'

const HEAD_BYTES = 64

/** The file part of an upload, spooled to a temporary file and measured on the way. */
export interface ReceivedUpload extends ContentSample {
  tempPath: string
  /** `key` form field when sent (VForm sends the file name there), else the part's file name */
  name: string
  size: number
  sha256: string
}

/** Counts, hashes and samples the bytes passing through. */
class Inspector extends Transform {
  readonly hash = createHash('sha256')
  size = 0
  hasNul = false
  head = Buffer.alloc(0)

  override _transform(chunk: Buffer, _encoding: BufferEncoding, done: TransformCallback): void {
    this.size += chunk.length
    this.hash.update(chunk)
    if (!this.hasNul && chunk.includes(0)) this.hasNul = true
    if (this.head.length < HEAD_BYTES) this.head = Buffer.concat([this.head, chunk.subarray(0, HEAD_BYTES - this.head.length)])
    done(null, chunk)
  }
}

const MULTIPART_LIMIT_CODES = new Set(['FST_FILES_LIMIT', 'FST_PARTS_LIMIT', 'FST_FIELDS_LIMIT'])

function translate(error: unknown): unknown {
  const { code, message } = error as { code?: string; message?: string }
  // The parser throws a plain Error for a multipart content type without its boundary.
  if (code === 'FST_INVALID_MULTIPART_CONTENT_TYPE' || /boundary not found/i.test(message ?? '')) {
    return new errors.TND_ERR_UPLOAD_NOT_MULTIPART()
  }
  if (code && MULTIPART_LIMIT_CODES.has(code)) return new errors.TND_ERR_BAD_REQUEST('一次只能上传一个文件')
  // The parser's own words for a body that ends before its closing boundary (sent chunked, or cut).
  if (code === undefined && /unexpected end of (form|multipart data)|terminated early/i.test(message ?? '')) {
    return new errors.TND_ERR_UPLOAD_INCOMPLETE()
  }
  return error
}

/**
 * Base name without directories or control characters; VForm may send an object-storage key. A
 * NUL is refused, as in every other text input, rather than removed.
 */
export function cleanFileName(raw: string): string {
  if (raw.includes('\u0000')) throw new errors.TND_ERR_FILE_NAME_INVALID()
  const base = raw.split(/[/\\]/).pop() ?? ''
  const name = base.replace(/\p{Cc}/gu, '').trim()
  if (name === '' || name === '.' || name === '..' || name.length > 255) throw new errors.TND_ERR_FILE_NAME_INVALID()
  return name
}

/** What is read so far; the idle watch cuts the file part off through `inspector`. */
interface Reading {
  inspector?: Inspector
}

async function readParts(request: FastifyRequest, tempPath: string, maxBytes: number, maxMb: number, reading: Reading): Promise<ReceivedUpload> {
  let keyField: string | undefined
  let fileName: string | undefined
  let truncated = false
  try {
    for await (const part of request.parts({ limits: { fileSize: maxBytes, files: 1, fields: 20, fieldSize: 4096 } })) {
      if (part.type === 'field') {
        if (part.fieldname === 'key' && typeof part.value === 'string' && part.value !== '') keyField = part.value
        continue
      }
      if (part.fieldname !== 'file' || reading.inspector) {
        part.file.resume()
        continue
      }
      fileName = part.filename
      // The parser may end a part early (a body cut before its closing boundary, a limit reached
      // before the file): its stream then closes without ending, which pipeline alone waits out.
      if (part.file.destroyed) throw new errors.TND_ERR_UPLOAD_INCOMPLETE()
      const inspector = new Inspector()
      reading.inspector = inspector
      part.file.once('close', () => {
        if (!part.file.readableEnded) inspector.destroy(new errors.TND_ERR_UPLOAD_INCOMPLETE())
      })
      await pipeline(part.file, inspector, createWriteStream(tempPath, { flags: 'wx' }))
      truncated = part.file.truncated
    }
    const { inspector } = reading
    if (!inspector) throw new errors.TND_ERR_FILE_REQUIRED()
    if (truncated) throw new errors.TND_ERR_FILE_TOO_LARGE(String(maxMb))
    const name = cleanFileName(keyField ?? fileName ?? '')
    if (inspector.size === 0) throw new errors.TND_ERR_FILE_EMPTY(name)
    return { tempPath, name, size: inspector.size, sha256: inspector.hash.digest('hex'), head: inspector.head, hasNul: inspector.hasNul }
  } catch (error) {
    // Also when the request was already answered (given up as idle): the file may appear late.
    await rm(tempPath, { force: true })
    throw error
  }
}

/**
 * Reads the multipart request: the part `file` goes to `<spoolDir>/<uuid>.upload` (at most
 * `maxBytes`), the field `key` is kept. Any failure (too large, cut off, malformed, no byte for
 * `idleMs`) removes the temporary file before it propagates; on success the caller owns and
 * removes it.
 */
export async function receiveUpload(
  request: FastifyRequest,
  spoolDir: string,
  maxBytes: number,
  maxMb: number,
  idleMs: number,
): Promise<ReceivedUpload> {
  await mkdir(spoolDir, { recursive: true })
  const tempPath = path.join(spoolDir, `${randomUUID()}.upload`)
  const reading: Reading = {}
  let giveUp: (error: Error) => void = () => {}
  const idle = new Promise<never>((_, reject) => (giveUp = reject))
  const watch = new IdleWatch(request.raw.socket, idleMs, () => {
    const incomplete = new errors.TND_ERR_UPLOAD_INCOMPLETE()
    // A file part in progress fails its pipeline; before one, the wait for parts is given up.
    if (reading.inspector) reading.inspector.destroy(incomplete)
    else giveUp(incomplete)
  })
  const parts = readParts(request, tempPath, maxBytes, maxMb, reading)
  try {
    return await Promise.race([parts, idle])
  } catch (error) {
    // Given up as idle while the parts were still awaited: a file they yield late is removed too.
    parts.then((late) => rm(late.tempPath, { force: true }), () => {})
    await rm(tempPath, { force: true })
    throw translate(error)
  } finally {
    watch.stop()
  }
}
