import { createSchemaStore } from '@tandem/form-core'
import { describe, expect, it } from 'vitest'
import { createDesignerModel } from '../model'
import { keyboardDropPlaces, stepPlace } from './keyboardPlaces'

const input = (name: string) => ({ id: name, type: 'input', formItemFlag: true, options: { name } })
const col = (id: string, widgetList: unknown[]) => ({ id, type: 'grid-col', category: 'container', internal: true, options: { name: id, span: 12 }, widgetList })
const form = (widgetList: unknown[]) => createDesignerModel(createSchemaStore({ widgetList, formConfig: {} }))

describe('keyboardDropPlaces', () => {
  it('lists the places in reading order, a container between the places around it, without the no-op place after the widget', () => {
    const model = form([input('a'), { id: 'grid1', type: 'grid', category: 'container', options: { name: 'grid1' }, cols: [col('col1', [input('b')]), col('col2', [])] }])
    expect(keyboardDropPlaces(model, 'a')).toEqual([
      { parentId: null, index: 0 },
      { parentId: 'col1', index: 0 },
      { parentId: 'col1', index: 1 },
      { parentId: 'col2', index: 0 },
      { parentId: null, index: 2 },
    ])
  })

  it('leaves out the widget itself and the lists the store refuses', () => {
    const subForm = { id: 'sub1', type: 'sub-form', category: 'container', options: { name: 'sub1' }, widgetList: [input('b')] }
    const card = { id: 'card1', type: 'card', category: 'container', options: { name: 'card1' }, widgetList: [input('c')] }
    const model = form([card, subForm])
    // a card goes into no sub-form and never into itself
    expect(keyboardDropPlaces(model, 'card1')).toEqual([
      { parentId: null, index: 0 },
      { parentId: null, index: 2 },
    ])
    expect(keyboardDropPlaces(model, 'c')).toContainEqual({ parentId: 'sub1', index: 1 })
  })
})

describe('stepPlace', () => {
  it('steps forward and back and stops at either end', () => {
    const places = [{ parentId: null, index: 0 }, { parentId: 'x', index: 0 }]
    expect(stepPlace(places, places[0], 1)).toEqual(places[1])
    expect(stepPlace(places, places[1], -1)).toEqual(places[0])
    expect(stepPlace(places, places[1], 1)).toBeNull()
    expect(stepPlace(places, { parentId: 'gone', index: 0 }, 1)).toBeNull()
  })
})
