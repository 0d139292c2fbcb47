import { promisify } from 'node:util'
import { brotliCompress, constants, gzip } from 'node:zlib'
import fp from 'fastify-plugin'
import { addVary } from './varyHeader.js'

/** Answers smaller than this go as they are: compressing them saves less than the headers cost. */
export const COMPRESSION_THRESHOLD = 1024

const brotli = promisify(brotliCompress)
const gzipAsync = promisify(gzip)

// JSON and the other text answers the API produces; files and streams are left alone.
const COMPRESSIBLE = /^(application\/(json|problem\+json|javascript)|text\/)/i

export type AnswerEncoding = 'br' | 'gzip'

/**
 * The encoding to answer with for an Accept-Encoding header: brotli before gzip, each only when
 * listed with a quality above zero (`*` stands for any encoding not named).
 */
export function chooseEncoding(acceptEncoding: string | undefined): AnswerEncoding | undefined {
  if (!acceptEncoding) return undefined
  const quality = new Map<string, number>()
  for (const part of acceptEncoding.toLowerCase().split(',')) {
    const [name, ...params] = part.split(';').map((item) => item.trim())
    if (!name) continue
    const q = params.find((param) => param.startsWith('q='))
    const value = q === undefined ? 1 : Number(q.slice(2))
    quality.set(name, Number.isFinite(value) ? value : 0)
  }
  const accepts = (encoding: AnswerEncoding) => (quality.get(encoding) ?? quality.get('*') ?? 0) > 0
  if (accepts('br')) return 'br'
  if (accepts('gzip')) return 'gzip'
  return undefined
}

function compress(encoding: AnswerEncoding, payload: string | Buffer): Promise<Buffer> {
  // Brotli at quality 5 compresses JSON close to gzip -9 at a fraction of quality 11's time.
  return encoding === 'br'
    ? brotli(payload, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } })
    : gzipAsync(payload, { level: 6 })
}

/**
 * Compresses the server's own text answers (JSON envelopes above all) of at least
 * COMPRESSION_THRESHOLD bytes with the encoding the client accepts. Answers already encoded (the
 * precompressed web assets) and streamed ones (files, exports) pass untouched.
 */
export default fp(
  async (app) => {
    app.addHook('onSend', async (request, reply, payload) => {
      if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload
      if (reply.hasHeader('content-encoding')) return payload
      const type = reply.getHeader('content-type')
      if (typeof type !== 'string' || !COMPRESSIBLE.test(type)) return payload
      addVary(reply, 'Accept-Encoding')
      if (Buffer.byteLength(payload) < COMPRESSION_THRESHOLD || request.method === 'HEAD') return payload
      const encoding = chooseEncoding(request.headers['accept-encoding'])
      if (!encoding) return payload
      const body = await compress(encoding, payload)
      reply.header('content-encoding', encoding)
      reply.header('content-length', body.length)
      return body
    })
  },
  { fastify: '5.x', name: 'tandem-answer-compression' },
)
