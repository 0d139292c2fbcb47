import { createSchemaStore, type SchemaStore, type Widget } from '@tandem/form-core'

export const field = (type: string, name: string, options: Record<string, unknown> = {}): Widget => ({
  id: name,
  type,
  formItemFlag: true,
  options: { name, label: name, ...options },
})

export interface SampleStore {
  store: SchemaStore
  /** moves the store's merge-window clock on */
  advance: (ms: number) => void
}

/** A store over a small form: two inputs, a radio, a sub-form with an input, a grid and a tab. */
export function sampleStore(): SampleStore {
  let now = 0
  let next = 100
  const store = createSchemaStore(
    {
      formConfig: { cssCode: '.wide { width: 100% }\n.red-text { color: red }' },
      widgetList: [
        field('input', 'name', { label: '姓名' }),
        field('input', 'phone', { label: '电话' }),
        field('radio', 'gender', { optionItems: [{ label: '男', value: 1 }, { label: '女', value: 2 }] }),
        { id: 'items', type: 'sub-form', category: 'container', options: { name: 'items' }, widgetList: [field('input', 'itemName')] },
        {
          id: 'grid1',
          type: 'grid',
          category: 'container',
          options: { name: 'grid1' },
          cols: [
            { id: 'col1', type: 'grid-col', category: 'container', internal: true, options: { name: 'col1', span: 12 }, widgetList: [] },
            { id: 'col2', type: 'grid-col', category: 'container', internal: true, options: { name: 'col2', span: 12 }, widgetList: [] },
          ],
        },
        {
          id: 'tabs1',
          type: 'tab',
          category: 'container',
          options: { name: 'tabs1' },
          tabs: [{ id: 'pane1', type: 'tab-pane', category: 'container', internal: true, options: { name: 'pane1', label: '基本' }, widgetList: [] }],
        },
      ],
    },
    { now: () => now, nextNumber: () => next++ },
  )
  return { store, advance: (ms) => (now += ms) }
}
