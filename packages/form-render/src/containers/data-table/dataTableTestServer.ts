import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'

export interface DataTestServer {
  url: string
  /** query strings of every request, in order */
  queries: URLSearchParams[]
  close(): Promise<void>
}

/**
 * A loopback HTTP server answering GET /rows?currentPage&pageSize[&sortField=id&sortOrder=asc|desc]
 * with `{ data: { records, total } }` over `total` generated rows (ids ascending unless sorted
 * descending), GET /depts with `{ data: [{ id, name }] }` and anything else with 500.
 */
export async function startDataTestServer(total = 45): Promise<DataTestServer> {
  const queries: URLSearchParams[] = []
  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://127.0.0.1')
    if (request.method === 'GET') queries.push(url.searchParams)
    const headers = {
      'content-type': 'application/json',
      'access-control-allow-origin': request.headers.origin ?? '*',
      'access-control-allow-credentials': 'true',
    }
    if (request.method === 'OPTIONS') {
      response.writeHead(204, { ...headers, 'access-control-allow-headers': '*', 'access-control-allow-methods': 'GET' }).end()
    } else if (url.pathname === '/rows') {
      const page = Number(url.searchParams.get('currentPage'))
      const size = Number(url.searchParams.get('pageSize'))
      const start = (page - 1) * size
      const descending = url.searchParams.get('sortField') === 'id' && url.searchParams.get('sortOrder') === 'desc'
      const records = Array.from({ length: Math.max(0, Math.min(size, total - start)) }, (_, i) => {
        const id = descending ? total - start - i : start + i + 1
        return { id, name: `合同${id}` }
      })
      response.writeHead(200, headers).end(JSON.stringify({ data: { records, total } }))
    } else if (url.pathname === '/depts') {
      response.writeHead(200, headers).end(JSON.stringify({ data: [{ id: 1, name: '法务部' }, { id: 2, name: '财务部' }] }))
    } else {
      response.writeHead(500, headers).end('{}')
    }
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}`,
    queries,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  }
}
