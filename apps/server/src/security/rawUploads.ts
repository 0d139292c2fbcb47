import { connect } from 'node:net'
import { endpoints } from '@tandem/api-contract'

// Upload requests no browser sends, written byte for byte to a socket. The server must answer
// each with a 4xx envelope and keep running.

export const UPLOAD_PATH = endpoints.files.upload.path
export const RAW_BOUNDARY = '----tandemRaw'

/** A file part whose closing boundary never comes. */
export const unclosedFilePart = Buffer.from(
  `--${RAW_BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="cut.txt"\r\nContent-Type: text/plain\r\n\r\nno closing boundary follows`,
)

/** How the body is framed: its exact length, chunked, or a longer length announced than is sent (a stall). */
export type Framing = 'length' | 'chunked' | 'stalled'

export interface RawAnswer {
  /** 0 when the connection closed without an answer */
  status: number
  body: string
}

/** The answer in `bytes` once it is complete (its Content-Length read), else undefined. */
function completeAnswer(bytes: Buffer): RawAnswer | undefined {
  const headEnd = bytes.indexOf('\r\n\r\n')
  if (headEnd === -1) return undefined
  const head = bytes.subarray(0, headEnd).toString()
  const length = Number(/^content-length: *(\d+)/im.exec(head)?.[1] ?? Number.NaN)
  if (!(bytes.length - headEnd - 4 >= length)) return undefined
  return { status: Number(/^HTTP\/1\.1 (\d{3})/.exec(head)?.[1] ?? 0), body: bytes.subarray(headEnd + 4, headEnd + 4 + length).toString() }
}

/**
 * Sends a multipart upload of `body` with `framing`, keeps its end of the connection open (as a
 * stalled client does) and resolves with the answer once complete, or status 0 if the server
 * closes the connection without one.
 */
export function sendRawUpload(baseUrl: string, cookie: string, body: Buffer, framing: Framing): Promise<RawAnswer> {
  const { hostname, port, host } = new URL(baseUrl)
  const length = framing === 'chunked' ? 'transfer-encoding: chunked' : `content-length: ${body.length + (framing === 'stalled' ? 500 : 0)}`
  const head = [`POST ${UPLOAD_PATH} HTTP/1.1`, `host: ${host}`, `cookie: ${cookie}`, `content-type: multipart/form-data; boundary=${RAW_BOUNDARY}`, length]
  const payload = framing === 'chunked' ? Buffer.concat([Buffer.from(`${body.length.toString(16)}\r\n`), body, Buffer.from('\r\n0\r\n\r\n')]) : body
  return new Promise((resolve) => {
    const socket = connect(Number(port), hostname)
    let received = Buffer.alloc(0)
    socket.on('data', (chunk: Buffer) => {
      received = Buffer.concat([received, chunk])
      const answer = completeAnswer(received)
      if (!answer) return
      resolve(answer)
      socket.destroy()
    })
    socket.on('error', () => socket.destroy())
    socket.on('close', () => resolve(completeAnswer(received) ?? { status: 0, body: received.toString() }))
    socket.write(`${head.join('\r\n')}\r\n\r\n`)
    socket.write(payload)
  })
}
