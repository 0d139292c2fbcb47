import type { Widget } from '../types.js'

// Small forms for tests, built the way VForm's designer writes them.

export function field(type: string, name: string, options: Record<string, unknown> = {}): Widget {
  return { id: name, type, formItemFlag: true, options: { name, label: name, ...options } }
}

export function container(type: string, name: string, children: Widget[], options: Record<string, unknown> = {}): Widget {
  return { id: name, type, category: 'container', options: { name, ...options }, widgetList: children }
}

/** A grid with two fields, a card, a sub-form of two fields. */
export function sampleForm(): { formConfig: Record<string, unknown>; widgetList: Widget[] } {
  return {
    formConfig: { labelWidth: 80 },
    widgetList: [
      {
        id: 'grid1',
        type: 'grid',
        category: 'container',
        options: { name: 'grid1' },
        cols: [
          { id: 'col1', type: 'grid-col', category: 'container', options: { name: 'col1' }, widgetList: [field('input', 'title')] },
          { id: 'col2', type: 'grid-col', category: 'container', options: { name: 'col2' }, widgetList: [field('number', 'amount')] },
        ],
      },
      container('card', 'card1', [field('textarea', 'note', { defaultValue: undefined }), field('checkbox', 'tags')]),
      container('sub-form', 'items', [field('input', 'product'), field('number', 'qty')]),
      { id: 'st1', type: 'static-text', formItemFlag: false, options: { name: 'st1' } },
    ],
  }
}
