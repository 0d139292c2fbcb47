import type { Widget } from '@tandem/form-core'
import { formConfig } from './widgets/index.ts'
import type { GeneratedForm } from './generate.ts'

/** A data-table of `rowCount` contract rows without pagination (virtual body, 400 px high). */
export function generateDataTable(rowCount: number): GeneratedForm {
  if (!Number.isInteger(rowCount) || rowCount < 1) throw new RangeError(`rowCount must be a positive integer, got ${rowCount}`)
  const column = (prop: string, label: string, formatS = '') => ({ prop, label, width: '160', show: true, align: 'center', fixed: false, sortable: false, formatS, render: '' })
  const rows = Array.from({ length: rowCount }, (_, i) => ({
    id: i + 1,
    contractNo: `HT-${String(i + 1).padStart(6, '0')}`,
    contractName: `采购合同 ${i + 1}`,
    amount: ((i * 7919) % 1_000_000) + 0.5,
    signDate: `2025-${String((i % 12) + 1).padStart(2, '0')}-${String((i % 28) + 1).padStart(2, '0')}`,
  }))
  const table: Widget = {
    id: 'dataTable1',
    type: 'data-table',
    category: 'container' as const,
    widgetList: [],
    options: {
      name: 'dataTable1',
      showPagination: false,
      showIndex: true,
      tableHeight: '400px',
      tableColumns: [column('contractNo', '合同编号'), column('contractName', '合同名称'), column('amount', '金额', 'n4'), column('signDate', '签订日期', 'd1')],
      tableData: rows,
    },
  }
  return { json: { widgetList: [table], formConfig: formConfig() }, formData: {}, fieldCount: 0, textInputCount: 0 }
}
