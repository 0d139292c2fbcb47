import { describe, expect, it } from 'vitest'
import { createSchemaStore, type SchemaStore } from '../index.js'
import { designerForm, expectRefused } from '../testing/schemaForms.js'

const store: SchemaStore = createSchemaStore(designerForm())
const reason = (type: string, parentId: string | null): string | null => {
  const check = store.canDrop(type, parentId)
  return check.ok ? null : check.reason
}

describe('drop rules', () => {
  it('accepts drops into the root and every widget-list container', () => {
    for (const parentId of [null, 'col1', 'c11', 'pane2', 'card1', 'dialog1']) expect(reason('input', parentId)).toBeNull()
    expect(reason('grid', 'rows1')).toBeNull()
    expect(reason('input', 'items')).toBeNull()
  })

  it('refuses lists that take no drops and unknown parents', () => {
    expect(reason('input', 'grid1')).toBe('该组件不能放入其他组件')
    expect(reason('input', 'title')).toBe('该组件不能放入其他组件')
    expect(reason('input', 'ghost')).toBe('找不到目标容器：ghost')
    const withTable = createSchemaStore({ formConfig: {}, widgetList: [{ type: 'data-table', id: 'dt', options: { name: 'dt' }, widgetList: [] }] })
    expect(withTable.canDrop('input', 'dt').ok).toBe(false)
  })

  it('never drops internal containers into a list', () => {
    for (const type of ['grid-col', 'table-cell', 'tab-pane']) expect(reason(type, null)).toBe('栅格列、单元格和标签页不能单独拖放')
  })

  it('keeps containers and slots out of sub-forms and lets only grids into grid sub-forms', () => {
    expect(reason('card', 'items')).toBe('子表单中不能放入容器组件')
    expect(reason('slot', 'items')).toBe('子表单中不能放入插槽组件')
    expect(reason('input', 'rows1')).toBe('栅格子表单中只能放入栅格')
    expect(reason('sub-form', 'card1')).toBeNull()
  })

  it('keeps dialogs and drawers at the root and sub-forms out of sub-forms', () => {
    expect(reason('vf-dialog', null)).toBeNull()
    expect(reason('vf-drawer', 'card1')).toBe('对话框和抽屉只能放在表单最外层')
    expect(reason('vf-dialog', 'dialog1')).toBe('对话框和抽屉只能放在表单最外层')
    const nested = createSchemaStore(designerForm())
    const grid = nested.createWidget('grid')
    nested.dispatch({ type: 'insert', parentId: 'rows1', index: 0, widget: grid })
    const colId = nested.getWidget(grid.id)?.cols?.[0].id as string
    expect(nested.canDrop('sub-form', colId)).toEqual({ ok: false, reason: '子表单不能嵌套' })
  })

  it('is enforced by insert and move, also for a container holding a sub-form', () => {
    const target = createSchemaStore(designerForm())
    const grid = target.createWidget('grid')
    target.dispatch({ type: 'insert', parentId: 'col2', index: 0, widget: grid })
    target.dispatch({ type: 'move', id: 'items', parentId: grid.cols?.[0].id ?? '', index: 0 })
    expectRefused(target, { type: 'move', id: grid.id, parentId: 'rows1', index: 0 }, 'FORM_ERR_DROP_REFUSED', '子表单不能嵌套')
    expectRefused(target, { type: 'insert', parentId: 'items', index: 0, widget: target.createWidget('card') }, 'FORM_ERR_DROP_REFUSED', '子表单中不能放入容器组件')
  })
})
