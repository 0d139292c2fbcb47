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
    const box = { top: 100, height: 40 }
    expect(projectDrop(store, { kind: 'widget', id: 'c' }, box, 110)).toEqual({ parentId: 'card1', index: 1 })
    expect(projectDrop(store, { kind: 'widget', id: 'c' }, box, 130)).toEqual({ parentId: 'card1', index: 2 })
    expect(projectDrop(store, { kind: 'widget', id: 'a' }, box, 139)).toEqual({ parentId: null, index: 1 })
  })

  it('puts a drop over the free space of a list after the widgets above the pointer', () => {
    const box = { top: 0, height: 300 }
    expect(projectDrop(store, { kind: 'list', parentId: 'card1' }, box, 10, [50, 90])).toEqual({ parentId: 'card1', index: 0 })
    expect(projectDrop(store, { kind: 'list', parentId: 'card1' }, box, 70, [50, 90])).toEqual({ parentId: 'card1', index: 1 })
    expect(projectDrop(store, { kind: 'list', parentId: 'card1' }, box, 280, [50, 90])).toEqual({ parentId: 'card1', index: 2 })
    expect(projectDrop(store, { kind: 'list', parentId: null }, box, 280, [20, 60])).toEqual({ parentId: null, index: 2 })
  })

  it('has no target for a list that does not exist', () => {
    expect(projectDrop(store, { kind: 'list', parentId: 'gone' }, { top: 0, height: 10 }, 5)).toBeNull()
    expect(projectDrop(store, { kind: 'widget', id: 'gone' }, { top: 0, height: 10 }, 5)).toBeNull()
  })
})
