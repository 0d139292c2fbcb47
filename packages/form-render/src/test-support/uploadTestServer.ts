import { createServer, type IncomingHttpHeaders, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'

/** One multipart part as the test server received it. */
export interface ReceivedPart {
  name: string
  fileName: string | null
  contentType: string | null
  content: string
}

export interface ReceivedUpload {
  method: string
  path: string
  headers: IncomingHttpHeaders
  parts: ReceivedPart[]
}

export type UploadAnswer = (upload: ReceivedUpload) => { status: number; body: unknown }

export interface UploadTestServer {
  url: string
  received: ReceivedUpload[]
  close(): Promise<void>
}

const CRLF = '\r\n'

function headerParam(header: string, param: string): string | null {
  const match = new RegExp(`${param}="([^"]*)"`, 'i').exec(header)
  return match ? match[1]! : null
}

/** Parses a multipart/form-data body (text content is enough for these tests). */
export function parseMultipart(body: Buffer, contentType: string): ReceivedPart[] {
  const boundary = /boundary=(?:"([^"]+)"|([^;]+))/i.exec(contentType)
  if (!boundary) throw new Error(`not multipart: ${contentType}`)
  const delimiter = `--${boundary[1] ?? boundary[2]}`
  const sections = body.toString('latin1').split(delimiter).slice(1, -1)
  return sections.map((section) => {
    const text = section.slice(CRLF.length, -CRLF.length)
    const split = text.indexOf(CRLF + CRLF)
    const head = Buffer.from(text.slice(0, split), 'latin1').toString('utf8').split(CRLF)
    const disposition = head.find((line) => /^content-disposition:/i.test(line)) ?? ''
    const type = head.find((line) => /^content-type:/i.test(line))
    return {
      name: headerParam(disposition, 'name') ?? '',
      fileName: headerParam(disposition, 'filename'),
      contentType: type ? type.slice(type.indexOf(':') + 1).trim() : null,
      content: Buffer.from(text.slice(split + 4), 'latin1').toString('utf8'),
    }
  })
}

function send(response: ServerResponse, status: number, body: unknown, origin: string | undefined): void {
  response.writeHead(status, {
    'content-type': 'application/json',
    'access-control-allow-origin': origin ?? '*',
    'access-control-allow-credentials': 'true',
    'access-control-allow-headers': '*',
  })
  response.end(JSON.stringify(body))
}

/** A real HTTP server on 127.0.0.1 that records multipart uploads and answers with `answer`. */
export async function startUploadServer(answer: UploadAnswer): Promise<UploadTestServer> {
  const received: ReceivedUpload[] = []
  const server = createServer((request, response) => {
    const origin = request.headers.origin
    if (request.method === 'OPTIONS') return send(response, 204, null, origin)
    const chunks: Buffer[] = []
    request.on('data', (chunk: Buffer) => chunks.push(chunk))
    request.on('end', () => {
      const upload: ReceivedUpload = {
        method: request.method ?? '',
        path: request.url ?? '',
        headers: request.headers,
        parts: parseMultipart(Buffer.concat(chunks), request.headers['content-type'] ?? ''),
      }
      received.push(upload)
      const { status, body } = answer(upload)
      send(response, status, body, origin)
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}`,
    received,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  }
}
