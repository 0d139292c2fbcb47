import { PassThrough, type Readable } from 'node:stream'
import ExcelJS from 'exceljs'
import type { Db } from '../../db/client.js'
import { contractExports } from '../../db/schema/index.js'
import { errors } from '../../errors.js'
import { countMatchesUpTo, matchingRows, type MatchQuery } from './listStatements.js'
import type { ContractRow } from './rows.js'
import type { Viewer } from './viewer.js'

/** The most rows one export writes; a query matching more is refused before anything is generated. */
export const EXPORT_MAX_ROWS = 100_000
/** Rows read per keyset page while the workbook is written. */
const BATCH_SIZE = 1_000

export interface ExportQuery extends MatchQuery {
  /** Minutes east of UTC of the reader's clock, so 更新时间 reads as the list shows it. */
  utcOffset: number
}

export interface ContractExport {
  rowCount: number
  fileName: string
  /** The .xlsx bytes, produced while they are read. */
  stream: Readable
}

/** A `YYYY-MM-DD` date as the Excel date of that day (exceljs writes a Date by its UTC fields). */
const excelDate = (value: string | null) => (value ? new Date(`${value}T00:00:00Z`) : null)

/** The columns of 合同查询, with the list's values: amounts as numbers in CNY, dates as dates. */
const columns: Array<{ header: string; width: number; numFmt?: string; value(row: ContractRow, utcOffset: number): ExcelJS.CellValue }> = [
  { header: '编号', width: 22, value: (row) => row.contractNo },
  { header: '名称', width: 36, value: (row) => row.contractName },
  { header: '类别', width: 12, value: (row) => row.contractTypeName || row.bizTypeName },
  { header: '相对方', width: 30, value: (row) => row.counterparty },
  { header: '所属部门', width: 14, value: (row) => row.department },
  { header: '状态', width: 10, value: (row) => row.statusName },
  { header: '封存状态', width: 10, value: (row) => row.sealStateName },
  { header: '金额', width: 18, numFmt: '"¥"#,##0.00', value: (row) => row.amount },
  { header: '签订日期', width: 12, numFmt: 'yyyy-mm-dd', value: (row) => excelDate(row.signDate) },
  { header: '到期日期', width: 12, numFmt: 'yyyy-mm-dd', value: (row) => excelDate(row.endDate) },
  { header: '到期提醒', width: 10, value: (row) => row.expiryName },
  {
    header: '更新时间',
    width: 18,
    numFmt: 'yyyy-mm-dd hh:mm',
    value: (row, utcOffset) => new Date(Date.parse(row.updatedAt) + utcOffset * 60_000),
  },
]

/**
 * The rows 合同查询 shows for `query` (its filters, sort and the viewer's visibility) as an .xlsx
 * stream. Counts first and refuses more than EXPORT_MAX_ROWS; the export's audit row is written
 * before the first byte.
 */
export async function exportContracts(db: Db, viewer: Viewer, query: ExportQuery, now = new Date()): Promise<ContractExport> {
  const { utcOffset, ...match } = query
  const rowCount = await countMatchesUpTo(db, viewer, match, EXPORT_MAX_ROWS)
  if (rowCount > EXPORT_MAX_ROWS) throw new errors.TND_ERR_EXPORT_TOO_LARGE(EXPORT_MAX_ROWS.toLocaleString('en-US'))
  await db.insert(contractExports).values({ userId: viewer.id, filters: match, rowCount, createdAt: now })

  const stream = new PassThrough()
  void writeWorkbook(stream, matchingRows(db, viewer, match, BATCH_SIZE), utcOffset).catch((error: unknown) => stream.destroy(error as Error))
  const local = new Date(now.getTime() + utcOffset * 60_000).toISOString()
  const stamp = `${local.slice(0, 10).replaceAll('-', '')}-${local.slice(11, 19).replaceAll(':', '')}`
  return { rowCount, fileName: `合同查询-${stamp}.xlsx`, stream }
}

async function writeWorkbook(stream: PassThrough, batches: AsyncIterable<ContractRow[]>, utcOffset: number): Promise<void> {
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream, useStyles: true, useSharedStrings: false })
  const sheet = workbook.addWorksheet('合同查询', { views: [{ state: 'frozen', ySplit: 1 }] })
  sheet.columns = columns.map((column, index) => ({ key: String(index), header: column.header, width: column.width, style: column.numFmt ? { numFmt: column.numFmt } : {} }))
  sheet.getRow(1).font = { bold: true }
  sheet.getRow(1).commit()
  for await (const batch of batches) {
    // The reader went away (closed tab, cancelled download): stop reading rows nobody receives.
    if (stream.destroyed) return
    for (const row of batch) sheet.addRow(columns.map((column) => column.value(row, utcOffset))).commit()
    // Let the reader drain what was written before the next batch is read.
    if (stream.writableNeedDrain) await new Promise((resolve) => stream.once('drain', resolve))
  }
  sheet.commit()
  await workbook.commit()
}
