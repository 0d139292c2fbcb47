import { afterEach, describe, expect, it, vi } from 'vitest'
import { EXPORT_URL, exportContractList, exportSearch, fileNameOf, type ExportProgress } from './contractExport'
import type { HttpEffects } from './http'

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'

function recordingEffects() {
  const seen: string[] = []
  const effects: HttpEffects = {
    signIn: (clear) => void seen.push(`sign-in ${clear}`),
    toastError: (text) => void seen.push(`toast ${text}`),
    log: (text) => void seen.push(`log ${text}`),
  }
  return { seen, effects }
}

/** A response whose body arrives as `chunks`. */
function streamed(chunks: Uint8Array[], headers: Record<string, string>): Response {
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(chunk)
      controller.close()
    },
  })
  return new Response(body, { status: 200, headers })
}

afterEach(() => vi.unstubAllGlobals())

describe('exportSearch', () => {
  it('sends the filters and sort as the list does, without paging, with the clock offset', () => {
    const search = exportSearch(
      { pageIndex: 3, pageSize: 50, keyword: '租赁', sealed: false, amountMin: 100, sortField: 'amount', sortOrder: 'asc' },
      480,
    )
    expect(Object.fromEntries(search)).toEqual({
      keyword: '租赁',
      sealed: 'false',
      amountMin: '100',
      sortField: 'amount',
      sortOrder: 'asc',
      utcOffset: '480',
    })
  })
})

describe('fileNameOf', () => {
  it('reads the UTF-8 name of a Content-Disposition and falls back without one', () => {
    expect(fileNameOf(`attachment; filename="x.xlsx"; filename*=UTF-8''%E5%90%88%E5%90%8C.xlsx`, 'f.xlsx')).toBe('合同.xlsx')
    expect(fileNameOf(null, 'f.xlsx')).toBe('f.xlsx')
  })
})

describe('exportContractList', () => {
  it('reports rows and the bytes received as the file streams in, and returns it whole', async () => {
    const fetchStub = vi.fn(async () =>
      streamed([new Uint8Array(3), new Uint8Array(5)], {
        'content-type': XLSX_TYPE,
        'content-disposition': `attachment; filename="a.xlsx"; filename*=UTF-8''%E5%90%88%E5%90%8C%E6%9F%A5%E8%AF%A2.xlsx`,
        'x-export-rows': '42',
      }),
    )
    vi.stubGlobal('fetch', fetchStub)
    const progress: ExportProgress[] = []
    const { effects, seen } = recordingEffects()
    const file = await exportContractList({ pageIndex: 1, pageSize: 20, status: 'executing' }, (p) => progress.push(p), effects)
    expect(fetchStub.mock.calls[0]).toEqual([
      `${EXPORT_URL}?status=executing&utcOffset=${-new Date().getTimezoneOffset()}`,
      { credentials: 'include' },
    ])
    expect(progress).toEqual([
      { rows: 42, bytes: 0 },
      { rows: 42, bytes: 3 },
      { rows: 42, bytes: 8 },
    ])
    expect(file.rows).toBe(42)
    expect(file.fileName).toBe('合同查询.xlsx')
    expect(file.blob.size).toBe(8)
    expect(seen).toEqual([])
  })

  it("toasts the server's refusal and produces no file", async () => {
    const refusal = { success: false, code: 400, resultCode: 'TND_ERR_EXPORT_TOO_LARGE', msg: '符合条件的记录超过 100,000 条，无法导出；请增加筛选条件，缩小范围后再导出', data: null }
    vi.stubGlobal('fetch', vi.fn(async () => Response.json(refusal, { status: 400 })))
    const { effects, seen } = recordingEffects()
    const progress = vi.fn()
    await expect(exportContractList({ pageIndex: 1, pageSize: 20 }, progress, effects)).rejects.toBeTruthy()
    expect(seen).toEqual([`toast ${refusal.msg}`])
    expect(progress).not.toHaveBeenCalled()
  })

  it('sends an expired session to sign-in', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => Response.json({ success: false, code: 20001, resultCode: 'x', msg: '登录已过期', data: null }, { status: 401 })))
    const { effects, seen } = recordingEffects()
    await expect(exportContractList({ pageIndex: 1, pageSize: 20 }, () => undefined, effects)).rejects.toBeTruthy()
    expect(seen).toEqual(['sign-in true'])
  })
})
