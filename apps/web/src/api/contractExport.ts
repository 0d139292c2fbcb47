import type { ContractExportQuery } from '@tandem/api-contract'
import { endpoints } from '@tandem/api-contract/endpoints'
import { classifyAnswer } from './answer'
import type { ContractListFilters } from './contracts'
import { browserEffects, settleAnswer, type HttpEffects } from './http'

export const EXPORT_URL = endpoints.contracts.export.path
const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'

export interface ExportProgress {
  /** Rows in the file, as the server counted them before writing. */
  rows: number
  /** Bytes of the file received so far. */
  bytes: number
}

export interface ExportedFile {
  blob: Blob
  fileName: string
  rows: number
}

/** The export's query: the list's filters and sort (paging dropped), and this browser's clock. */
export function exportSearch(filters: ContractListFilters, utcOffset = -new Date().getTimezoneOffset()): URLSearchParams {
  const { pageIndex: _page, pageSize: _size, ...rest } = filters
  const query: ContractExportQuery = { ...rest, sealed: rest.sealed === undefined ? undefined : rest.sealed ? 'true' : 'false', utcOffset }
  const search = new URLSearchParams()
  for (const [key, value] of Object.entries(query)) if (value !== undefined && value !== '') search.set(key, String(value))
  return search
}

/** `filename*=UTF-8''…` of a Content-Disposition header, else `fallback`. */
export function fileNameOf(disposition: string | null, fallback: string): string {
  const encoded = disposition?.match(/filename\*=UTF-8''([^;]+)/i)?.[1]
  return encoded ? decodeURIComponent(encoded) : fallback
}

/**
 * Downloads the .xlsx of the list's current query, reporting rows and bytes as the stream arrives
 * (fetch, since the body is read piece by piece). A refusal (over the row limit, a bad filter, an
 * expired session) gets the common handling of every other call: toast or sign-in.
 */
export async function exportContractList(
  filters: ContractListFilters,
  onProgress: (progress: ExportProgress) => void,
  effects: HttpEffects = browserEffects,
): Promise<ExportedFile> {
  let response: Response
  try {
    response = await fetch(`${EXPORT_URL}?${exportSearch(filters).toString()}`, { credentials: 'include' })
  } catch (error) {
    throw failure(classifyAnswer({ errorMessage: error instanceof Error ? error.message : String(error) }), effects, error)
  }
  if (!response.ok || response.headers.get('content-type') !== XLSX_TYPE || !response.body) {
    const body: unknown = await response.json().catch(() => undefined)
    throw failure(classifyAnswer({ status: response.status, body }), effects, response)
  }
  const rows = Number(response.headers.get('x-export-rows') ?? 0)
  const chunks: Uint8Array<ArrayBuffer>[] = []
  let bytes = 0
  onProgress({ rows, bytes })
  const reader = response.body.getReader()
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    chunks.push(value)
    bytes += value.byteLength
    onProgress({ rows, bytes })
  }
  return { blob: new Blob(chunks, { type: XLSX_TYPE }), fileName: fileNameOf(response.headers.get('content-disposition'), '合同查询.xlsx'), rows }
}

function failure(outcome: ReturnType<typeof classifyAnswer>, effects: HttpEffects, cause: unknown): unknown {
  try {
    settleAnswer(outcome, effects, cause)
    return new Error('export answered without a file')
  } catch (handled) {
    return handled
  }
}
