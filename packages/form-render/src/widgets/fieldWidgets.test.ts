import { getWidgetDefinition, listWidgetDefinitions } from '@tandem/form-core'
import { describe, expect, it } from 'vitest'
import { fieldWidgets, toWidgetSize } from './index'

/** Scripts the adapters run through runEvent, per type. */
const firedEvents: Record<string, string[]> = {
  input: ['onAppendButtonClick'],
  select: ['onRemoteQuery'],
  button: ['onClick'],
}

describe('fieldWidgets', () => {
  it('has an adapter for every field and static type of the form-core registry', () => {
    const fields = listWidgetDefinitions().filter((definition) => definition.category === 'field')
    expect(fields.length).toBeGreaterThan(0)
    for (const { type } of fields) expect(fieldWidgets[type], type).toBeTypeOf('function')
  })

  it('is keyed by registry field types only', () => {
    for (const type of Object.keys(fieldWidgets)) expect(getWidgetDefinition(type)?.category, type).toBe('field')
  })

  it('fires only events the registry declares for the type', () => {
    for (const [type, events] of Object.entries(firedEvents)) {
      expect(getWidgetDefinition(type)?.events).toEqual(expect.arrayContaining(events))
    }
  })

  it('cannot be changed at run time', () => {
    expect(Object.isFrozen(fieldWidgets)).toBe(true)
  })
})

describe('toWidgetSize', () => {
  it.each([
    ['large', 'large'],
    ['default', 'middle'],
    ['medium', 'middle'],
    ['', 'middle'],
    [undefined, 'middle'],
    ['small', 'small'],
    ['mini', 'small'],
  ])('maps VForm size %j to antd %s', (size, expected) => {
    expect(toWidgetSize(size)).toBe(expected)
  })
})
