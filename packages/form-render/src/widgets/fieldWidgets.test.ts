import { getWidgetDefinition, listWidgetDefinitions } from '@tandem/form-core'
import { describe, expect, it } from 'vitest'
import { fieldWidgets, toWidgetSize } from './index'

/** Field types whose controls live elsewhere in form-render (uploads, rich text, the alert sample). */
const elsewhere = new Set(['picture-upload', 'file-upload', 'rich-editor', 'alert'])

/** Scripts the adapters run through runEvent, per type. */
const firedEvents: Record<string, string[]> = {
  input: ['onAppendButtonClick'],
  select: ['onRemoteQuery'],
  button: ['onClick'],
}

describe('fieldWidgets', () => {
  it('has an adapter for every non-container type of the form-core registry', () => {
    const expected = listWidgetDefinitions()
      .filter((definition) => definition.category === 'field' && !elsewhere.has(definition.type))
      .map((definition) => definition.type)
    expect(Object.keys(fieldWidgets).sort()).toEqual(expected.sort())
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
