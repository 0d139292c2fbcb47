import { createSchemaStore } from '@tandem/form-core'
import { describe, expect, it } from 'vitest'
import { projectDrop } from './projectDrop'

const input = (name: string) => ({ id: name, type: 'input', formItemFlag: true, options: { name } })
const store = createSchemaStore({
  widgetList: [input('a'), { id: 'card1', type: 'card', category: 'container', options: { name: 'card1' }, widgetList: [input('b'), input('c')] }],
  formConfig: {},
})

describe('projectDrop', () => {
  it('puts a drop over a widget before or after it by the pointer half', () => {
    // b spans 30-70 and c 70-110 in card1
    expect(projectDrop(store, { kind: 'list', parentId: 'card1' }, 80, [50, 90])).toEqual({ parentId: 'card1', index: 1 })
    expect(projectDrop(store, { kind: 'list', parentId: 'card1' }, 100, [50, 90])).toEqual({ parentId: 'card1', index: 2 })
  })

  it('puts a drop over the free space of a list after the widgets above the pointer', () => {
    expect(projectDrop(store, { kind: 'list', parentId: 'card1' }, 10, [50, 90])).toEqual({ parentId: 'card1', index: 0 })
    expect(projectDrop(store, { kind: 'list', parentId: 'card1' }, 70, [50, 90])).toEqual({ parentId: 'card1', index: 1 })
    expect(projectDrop(store, { kind: 'list', parentId: 'card1' }, 280, [50, 90])).toEqual({ parentId: 'card1', index: 2 })
    expect(projectDrop(store, { kind: 'list', parentId: null }, 280, [20, 60])).toEqual({ parentId: null, index: 2 })
  })

  it('has no target for a list that does not exist', () => {
    expect(projectDrop(store, { kind: 'list', parentId: 'gone' }, 5)).toBeNull()
  })
})
