import { createReadStream } from 'node:fs'
import { stat } from 'node:fs/promises'
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { extname, join, resolve, sep } from 'node:path'

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.ttf': 'font/ttf',
}

/** URL prefix (e.g. `/vform3/`) served from a directory. */
export interface StaticMount {
  prefix: string
  dir: string
}

export interface StaticServer {
  origin: string
  close(): Promise<void>
}

function resolveFile(mounts: readonly StaticMount[], pathname: string): string | null {
  for (const { prefix, dir } of mounts) {
    if (!pathname.startsWith(prefix)) continue
    const root = resolve(dir)
    const file = resolve(join(root, decodeURIComponent(pathname.slice(prefix.length)) || 'index.html'))
    return file === root || file.startsWith(root + sep) ? file : null
  }
  return null
}

/** Serves files from the mounts, uncompressed, on a random loopback port only. */
export async function startStaticServer(mounts: readonly StaticMount[]): Promise<StaticServer> {
  const server = createServer((request, response) => {
    const pathname = new URL(request.url ?? '/', 'http://127.0.0.1').pathname
    const file = resolveFile(mounts, pathname.endsWith('/') ? `${pathname}index.html` : pathname)
    const fail = (status: number) => response.writeHead(status, { 'content-type': 'text/plain' }).end(String(status))
    if (file === null || request.method !== 'GET') return fail(file === null ? 404 : 405)
    stat(file).then(
      (info) => {
        if (!info.isFile()) return fail(404)
        response.writeHead(200, {
          'content-type': CONTENT_TYPES[extname(file)] ?? 'application/octet-stream',
          'content-length': info.size,
          'cache-control': 'no-store',
        })
        createReadStream(file).pipe(response)
      },
      () => fail(404),
    )
  })
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done))
  const { port } = server.address() as AddressInfo
  return {
    origin: `http://127.0.0.1:${port}`,
    close: () => new Promise<void>((done) => server.close(() => done())),
  }
}
