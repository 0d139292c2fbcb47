import { describe, expect, it } from 'vitest'
import { checkTableOperation, createSchemaStore, type SchemaStore, type TableOperation, type Widget } from '../index.js'
import { counter, expectInvertible, expectRefused, plainTable } from '../testing/schemaForms.js'

const field = (name: string): Widget => ({ id: name, type: 'input', options: { name } })

/** A 3×3 table t (cells c<row><col>) with a field in c00 (a) and in c01 (b). */
function tableStore(): SchemaStore {
  const table = plainTable('t', 3, 3)
  table.rows?.[0].cols[0].widgetList?.push(field('a'))
  table.rows?.[0].cols[1].widgetList?.push(field('b'))
  return createSchemaStore({ formConfig: {}, widgetList: [table] }, { nextNumber: counter() })
}

/** The table as text: a visible cell is rowspan×colspan, a covered one '-'. */
function shape(store: SchemaStore): string[] {
  return (store.getWidget('t')?.rows ?? []).map((row) =>
    row.cols.map((cell) => (cell.merged ? '-' : `${cell.options.rowspan ?? 1}x${cell.options.colspan ?? 1}`)).join(' '),
  )
}

const cellAt = (store: SchemaStore, row: number, col: number): Widget | undefined => store.getWidget('t')?.rows?.[row].cols[col]
const names = (cell: Widget | undefined): string[] => (cell?.widgetList ?? []).map((widget) => widget.options.name)

function run(store: SchemaStore, operation: TableOperation, targetId: string): void {
  expectInvertible(store, { type: 'table', operation, targetId })
}

describe('table operations (VForm rules)', () => {
  it('appends a row (copying the last row) and a column of empty cells', () => {
    const store = tableStore()
    store.dispatch({ type: 'patchOptions', id: 'c20', patch: { cellHeight: '40px' } })
    run(store, 'appendRow', 't')
    expect(shape(store)).toEqual(['1x1 1x1 1x1', '1x1 1x1 1x1', '1x1 1x1 1x1', '1x1 1x1 1x1'])
    expect(cellAt(store, 3, 0)?.options.cellHeight).toBe('40px')
    expect(cellAt(store, 3, 0)?.id).toMatch(/^table-cell-\d+$/)
    run(store, 'appendColumn', 't')
    expect(shape(store)[0]).toBe('1x1 1x1 1x1 1x1')
    expectRefused(store, { type: 'table', operation: 'appendRow', targetId: 'c00' }, 'FORM_ERR_TABLE_OPERATION_REFUSED')
  })

  it('keeps untouched rows and cells as they were', () => {
    const store = tableStore()
    const firstRow = store.getWidget('t')?.rows?.[0]
    const c11 = store.getWidget('c11')
    store.dispatch({ type: 'table', operation: 'mergeBelow', targetId: 'c12' })
    store.dispatch({ type: 'table', operation: 'appendRow', targetId: 't' })
    expect(store.getWidget('t')?.rows?.[0]).toBe(firstRow)
    expect(store.getWidget('c11')).toBe(c11)
  })

  it('inserts rows above and below; merged regions crossing the new row grow', () => {
    const store = tableStore()
    store.dispatch({ type: 'table', operation: 'mergeBelow', targetId: 'c02' })
    expect(shape(store)).toEqual(['1x1 1x1 2x1', '1x1 1x1 -', '1x1 1x1 1x1'])
    run(store, 'insertRowBelow', 'c00')
    expect(shape(store)).toEqual(['1x1 1x1 3x1', '1x1 1x1 -', '1x1 1x1 -', '1x1 1x1 1x1'])
    store.undo()
    run(store, 'insertRowAbove', 'c00')
    expect(shape(store)).toEqual(['1x1 1x1 1x1', '1x1 1x1 2x1', '1x1 1x1 -', '1x1 1x1 1x1'])
  })

  it('inserts below a tall cell under its region, skipping covered cells', () => {
    const store = tableStore()
    store.dispatch({ type: 'table', operation: 'mergeBelow', targetId: 'c00' })
    run(store, 'insertRowBelow', 'c00')
    expect(shape(store)).toEqual(['2x1 1x1 1x1', '- 1x1 1x1', '1x1 1x1 1x1', '1x1 1x1 1x1'])
  })

  it('inserts columns left and right; merged regions crossing the new column grow', () => {
    const store = tableStore()
    store.dispatch({ type: 'table', operation: 'mergeRight', targetId: 'c10' })
    run(store, 'insertColumnRight', 'c00')
    expect(shape(store)).toEqual(['1x1 1x1 1x1 1x1', '1x3 - - 1x1', '1x1 1x1 1x1 1x1'])
    store.undo()
    run(store, 'insertColumnRight', 'c10')
    expect(shape(store)).toEqual(['1x1 1x1 1x1 1x1', '1x2 - 1x1 1x1', '1x1 1x1 1x1 1x1'])
    store.undo()
    run(store, 'insertColumnLeft', 'c10')
    expect(shape(store)).toEqual(['1x1 1x1 1x1 1x1', '1x1 1x2 - 1x1', '1x1 1x1 1x1 1x1'])
  })

  it('merges left and right, keeping the first non-empty content and blanking the others', () => {
    const store = tableStore()
    run(store, 'mergeRight', 'c00')
    expect(shape(store)[0]).toBe('1x2 - 1x1')
    expect(names(cellAt(store, 0, 0))).toEqual(['a'])
    expect(store.getWidget('b')).toBeUndefined()
    store.undo()
    store.dispatch({ type: 'remove', id: 'a' })
    run(store, 'mergeLeft', 'c01')
    expect(names(cellAt(store, 0, 0))).toEqual(['b'])
    expect(store.getLocation('b')).toEqual({ parentId: 'c00', list: 'widgetList', index: 0 })
    expect(cellAt(store, 0, 1)?.widgetList).toEqual([])
  })

  it('merges above and below', () => {
    const store = tableStore()
    run(store, 'mergeAbove', 'c10')
    expect(shape(store)).toEqual(['2x1 1x1 1x1', '- 1x1 1x1', '1x1 1x1 1x1'])
    run(store, 'mergeBelow', 'c00')
    expect(shape(store)).toEqual(['3x1 1x1 1x1', '- 1x1 1x1', '- 1x1 1x1'])
    expectRefused(store, { type: 'table', operation: 'mergeBelow', targetId: 'c00' }, 'FORM_ERR_TABLE_OPERATION_REFUSED', '没有可合并的单元格')
  })

  it('refuses merging with a neighbour of another height or width, or none, or from a covered cell', () => {
    const store = tableStore()
    store.dispatch({ type: 'table', operation: 'mergeBelow', targetId: 'c00' })
    const refused = (operation: TableOperation, targetId: string, message: string) =>
      expectRefused(store, { type: 'table', operation, targetId }, 'FORM_ERR_TABLE_OPERATION_REFUSED', message)
    refused('mergeLeft', 'c01', '相邻单元格的行高或列宽不一致，无法合并')
    refused('mergeRight', 'c00', '相邻单元格的行高或列宽不一致，无法合并')
    refused('mergeLeft', 'c00', '没有可合并的单元格')
    refused('mergeAbove', 'c00', '没有可合并的单元格')
    refused('mergeRight', 'c10', '该单元格已被合并')
    refused('splitColumn', 'c00', '该单元格没有合并，无需撤销')
    refused('mergeRight', 't', '该操作要选中表格中的单元格')
  })

  it('merges a whole row or column only when every cell there has the same span', () => {
    const store = tableStore()
    run(store, 'mergeRow', 'c11')
    expect(shape(store)).toEqual(['1x1 1x1 1x1', '1x3 - -', '1x1 1x1 1x1'])
    run(store, 'mergeRow', 'c00')
    expect(names(cellAt(store, 0, 0))).toEqual(['a'])
    expect(store.getWidget('b')).toBeUndefined()
    expectRefused(store, { type: 'table', operation: 'mergeRow', targetId: 'c00' }, 'FORM_ERR_TABLE_OPERATION_REFUSED')
    const other = tableStore()
    other.dispatch({ type: 'table', operation: 'mergeBelow', targetId: 'c01' })
    expectRefused(other, { type: 'table', operation: 'mergeRow', targetId: 'c00' }, 'FORM_ERR_TABLE_OPERATION_REFUSED', '存在行高不一致的单元格，无法合并或删除整行')
    expectRefused(other, { type: 'table', operation: 'deleteRow', targetId: 'c00' }, 'FORM_ERR_TABLE_OPERATION_REFUSED', '存在行高不一致的单元格')
    run(other, 'mergeColumn', 'c02')
    expect(shape(other)).toEqual(['1x1 2x1 3x1', '1x1 - -', '1x1 1x1 -'])
    const third = tableStore()
    third.dispatch({ type: 'table', operation: 'mergeRight', targetId: 'c10' })
    expectRefused(third, { type: 'table', operation: 'mergeColumn', targetId: 'c00' }, 'FORM_ERR_TABLE_OPERATION_REFUSED', '存在列宽不一致的单元格')
    expectRefused(third, { type: 'table', operation: 'deleteColumn', targetId: 'c00' }, 'FORM_ERR_TABLE_OPERATION_REFUSED', '存在列宽不一致的单元格')
    run(third, 'deleteColumn', 'c02')
    expect(shape(third)).toEqual(['1x1 1x1', '1x2 -', '1x1 1x1'])
  })

  it('splits a merged cell back into plain cells (撤销行合并 / 撤销列合并)', () => {
    const store = tableStore()
    store.dispatch({ type: 'table', operation: 'mergeRight', targetId: 'c00' })
    expectRefused(store, { type: 'table', operation: 'mergeBelow', targetId: 'c00' }, 'FORM_ERR_TABLE_OPERATION_REFUSED', '相邻单元格的行高或列宽不一致')
    store.dispatch({ type: 'table', operation: 'mergeRight', targetId: 'c10' })
    store.dispatch({ type: 'table', operation: 'mergeBelow', targetId: 'c00' })
    expect(shape(store)).toEqual(['2x2 - 1x1', '- - 1x1', '1x1 1x1 1x1'])
    run(store, 'splitRow', 'c00')
    expect(shape(store)).toEqual(['1x1 1x1 1x1', '1x1 1x1 1x1', '1x1 1x1 1x1'])
    expect(names(cellAt(store, 0, 0))).toEqual(['a'])
    store.undo()
    run(store, 'splitColumn', 'c00')
    expect(shape(store)[1]).toBe('1x1 1x1 1x1')
  })

  it('deletes whole rows and columns, but never the last one', () => {
    const store = tableStore()
    run(store, 'deleteRow', 'c00')
    expect(shape(store)).toHaveLength(2)
    expect(store.getWidget('a')).toBeUndefined()
    run(store, 'deleteColumn', 'c11')
    expect(shape(store)).toEqual(['1x1 1x1', '1x1 1x1'])
    store.dispatch({ type: 'table', operation: 'mergeBelow', targetId: 'c10' })
    expectRefused(store, { type: 'table', operation: 'deleteRow', targetId: 'c10' }, 'FORM_ERR_TABLE_OPERATION_REFUSED', '最后一行不可删除')
    const single = createSchemaStore({ formConfig: {}, widgetList: [plainTable('t', 1, 2)] })
    expectRefused(single, { type: 'table', operation: 'deleteRow', targetId: 'c00' }, 'FORM_ERR_TABLE_OPERATION_REFUSED', '最后一行不可删除')
    single.dispatch({ type: 'table', operation: 'deleteColumn', targetId: 'c00' })
    expectRefused(single, { type: 'table', operation: 'deleteColumn', targetId: 'c01' }, 'FORM_ERR_TABLE_OPERATION_REFUSED', '最后一列不可删除')
  })

  it('checkTableOperation says what dispatch would do, without dispatching', () => {
    const operations: TableOperation[] = ['appendRow', 'appendColumn', 'insertColumnLeft', 'insertColumnRight', 'insertRowAbove', 'insertRowBelow', 'mergeLeft', 'mergeRight', 'mergeRow', 'mergeAbove', 'mergeBelow', 'mergeColumn', 'splitRow', 'splitColumn', 'deleteColumn', 'deleteRow']
    const store = tableStore()
    store.dispatch({ type: 'table', operation: 'mergeBelow', targetId: 'c01' })
    store.dispatch({ type: 'table', operation: 'mergeRight', targetId: 'c20' })
    const json = store.getJson()
    const depth = store.getHistory().undoDepth
    let allowed = 0
    for (const targetId of ['t', 'a', ...['c00', 'c01', 'c02', 'c10', 'c11', 'c12', 'c20', 'c21', 'c22']]) {
      for (const operation of operations) {
        const check = checkTableOperation(store, operation, targetId)
        expect(store.getJson()).toBe(json)
        let error: unknown
        try {
          store.dispatch({ type: 'table', operation, targetId })
          store.undo()
        } catch (thrown) {
          error = thrown
        }
        expect(check, `${operation} on ${targetId}`).toEqual(error ? { ok: false, reason: (error as Error).message } : { ok: true })
        if (check.ok) allowed++
      }
    }
    expect(allowed).toBeGreaterThan(20)
    expect(store.getHistory().undoDepth).toBe(depth)
    expect(checkTableOperation(store, 'appendRow', 'ghost')).toEqual({ ok: false, reason: '找不到目标容器：ghost' })
  })
})
