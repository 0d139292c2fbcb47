import { act, render } from '@testing-library/react'
import { createSchemaStore, type FormJson, type SchemaStore } from '@tandem/form-core'
import { useState } from 'react'
import { describe, expect, it } from 'vitest'
import { useCanvasJson } from './useCanvasJson'

const input = (name: string) => ({ id: name, type: 'input', formItemFlag: true, options: { name, label: name } })

/** Renders the hook and lists, per render, the form's widget count and the label of widget `a`; `bumpAnd` runs `fn` beside an urgent state update, as a keystroke's. */
function renderCanvasJson(store: SchemaStore) {
  const labels: string[] = []
  let bump = () => {}
  function Probe() {
    const json: FormJson = useCanvasJson(store)
    const [, setCount] = useState(0)
    bump = () => setCount((value) => value + 1)
    labels.push(`${json.widgetList.length}:${json.widgetList[0].options.label}`)
    return null
  }
  render(<Probe />)
  return { labels, bumpAnd: (fn: () => void) => act(() => (bump(), fn())) }
}

describe('useCanvasJson', () => {
  it('lets a property edit reach the canvas after the urgent render, and shows structure edits at once', () => {
    const store = createSchemaStore({ formConfig: {}, widgetList: [input('a')] })
    const { labels, bumpAnd } = renderCanvasJson(store)
    labels.length = 0
    bumpAnd(() => store.dispatch({ type: 'patchOptions', id: 'a', patch: { label: 'A' } }))
    // the urgent render still draws the previous form; the deferred one the edited form
    expect(labels).toEqual(['1:a', '1:A'])
    labels.length = 0
    bumpAnd(() => store.dispatch({ type: 'insert', widget: store.createWidget('input'), parentId: null, index: 1 }))
    // every render, the first included, draws the new structure
    expect(new Set(labels)).toEqual(new Set(['2:A']))
    labels.length = 0
    bumpAnd(() => store.undo())
    expect(new Set(labels)).toEqual(new Set(['1:A']))
  })
})
