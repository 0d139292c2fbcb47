import { connect } from 'node:net'

// Upload bodies no browser sends: the server must answer each (4xx) and keep running.
const BOUNDARY = '----tandemSoak'
const unclosedPart = Buffer.from(
  `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="cut.txt"\r\nContent-Type: text/plain\r\n\r\nno closing boundary follows`,
)

export type MalformedKind = 'unclosed' | 'chunked' | 'stalled'
export const malformedKinds: MalformedKind[] = ['unclosed', 'chunked', 'stalled']

function headersFor(kind: MalformedKind, host: string, path: string, cookie: string): string {
  const length =
    kind === 'chunked' ? 'transfer-encoding: chunked' : `content-length: ${kind === 'stalled' ? unclosedPart.length + 500 : unclosedPart.length}`
  return `POST ${path} HTTP/1.1\r\nhost: ${host}\r\ncookie: ${cookie}\r\ncontent-type: multipart/form-data; boundary=${BOUNDARY}\r\n${length}\r\n\r\n`
}

function bodyFor(kind: MalformedKind): Buffer {
  if (kind !== 'chunked') return unclosedPart
  return Buffer.concat([Buffer.from(`${unclosedPart.length.toString(16)}\r\n`), unclosedPart, Buffer.from('\r\n0\r\n\r\n')])
}

/**
 * Sends one malformed upload over its own socket, leaving its end open (a stalled one never sends
 * the rest), and resolves with the status the server answers before closing (0: none).
 */
export function sendMalformedUpload(baseUrl: string, path: string, cookie: string, kind: MalformedKind): Promise<number> {
  const { hostname, port, host } = new URL(baseUrl)
  return new Promise((resolve) => {
    const socket = connect(Number(port), hostname)
    let answer = ''
    socket.on('data', (chunk: Buffer) => (answer += chunk.toString('latin1')))
    socket.on('error', () => socket.destroy())
    socket.on('close', () => resolve(Number(/^HTTP\/1\.1 (\d{3})/.exec(answer)?.[1] ?? 0)))
    socket.write(headersFor(kind, host, path, cookie))
    socket.write(bodyFor(kind))
  })
}
