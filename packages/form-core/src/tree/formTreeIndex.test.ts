import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { createSchemaStore, type SchemaAction, type SchemaStore } from '../schema/index.js'
import { counter, designerForm } from '../testing/schemaForms.js'
import { withChildAt } from '../schema/treeEdit.js'
import type { Widget } from '../types.js'
import type { FormIndex } from './formIndex.js'
import { buildFormIndex, FormTreeIndex } from './formTreeIndex.js'
import { walkWidgets } from './walkWidgets.js'

const LIST_OWNERS = new Set(['grid-col', 'table-cell', 'tab-pane', 'card', 'sub-form', 'grid-sub-form', 'vf-dialog'])

/** Everything an index tells, by name, so two indexes of one form compare equal. */
function describeIndex(index: FormIndex) {
  const names = (nodes: readonly { name: string }[]) => nodes.map((node) => node.name)
  return {
    all: index.all.map((node) => ({
      name: node.name,
      widget: node.widget,
      ancestors: names(node.ancestors),
      ancestorWidgets: node.ancestors.map((ancestor) => ancestor.widget),
      subForm: node.subForm?.name ?? null,
      isFormItem: node.isFormItem,
    })),
    byName: [...index.byName].map(([name, node]) => [name, index.all.indexOf(node)]),
    fields: names(index.fields),
    subForms: names(index.subForms),
    subFormFields: [...index.subFormFields].map(([name, nodes]) => [name, names(nodes)]),
  }
}

const edit = fc.record({ kind: fc.constantFrom('patch', 'insert', 'move', 'remove', 'clone', 'undo'), a: fc.nat(500), b: fc.nat(500) })

function toAction(store: SchemaStore, { kind, a, b }: { kind: string; a: number; b: number }): SchemaAction | null {
  const all: { id: string; type: string }[] = []
  walkWidgets(store.getJson().widgetList, (widget) => void all.push({ id: widget.id, type: widget.type }))
  const owners = [null, ...all.filter((widget) => LIST_OWNERS.has(widget.type)).map((widget) => widget.id)]
  const id = all.length === 0 ? undefined : all[a % all.length].id
  const parentId = owners[b % owners.length]
  if (kind === 'insert') return { type: 'insert', parentId, index: b % 3, widget: store.createWidget(a % 2 === 0 ? 'input' : 'grid') }
  if (id === undefined) return null
  if (kind === 'patch') return { type: 'patchOptions', id, patch: { label: `L${b}` } }
  if (kind === 'move') return { type: 'move', id, parentId, index: a % 3 }
  if (kind === 'remove' || kind === 'clone') return { type: kind, id }
  return null
}

/** Every widget's place as a fresh index gives it, by id. */
function describePlaces(index: FormTreeIndex, widgetList: readonly Widget[]) {
  const places: Record<string, unknown> = {}
  walkWidgets(widgetList, (widget) => {
    const place = index.place(widget.id)
    if (place) places[widget.id] = { ...place, ancestors: index.ancestorIds(widget.id), byName: index.idOfName(widget.options.name) }
  })
  return places
}

function applyEdits(store: SchemaStore, edits: { kind: string; a: number; b: number }[], after: () => void): void {
  for (const next of edits) {
    if (next.kind === 'undo') store.undo()
    else {
      const action = toAction(store, next)
      try {
        if (action) store.dispatch(action)
      } catch {
        // a refused drop changes nothing
      }
    }
    after()
  }
}

describe('FormTreeIndex following a form', () => {
  it('gives the same index by name and id as a fresh build, whatever the edits', () => {
    fc.assert(
      fc.property(fc.boolean(), fc.array(edit, { minLength: 1, maxLength: 30 }), (inlineDialogs, edits) => {
        const store = createSchemaStore(designerForm(), { nextNumber: counter(), now: () => 0 })
        const index = new FormTreeIndex(store.getJson().widgetList, { inlineDialogs })
        applyEdits(store, edits, () => {
          const { widgetList } = store.getJson()
          index.update(widgetList)
          expect(describeIndex(index.current)).toEqual(describeIndex(buildFormIndex(widgetList, { inlineDialogs })))
        })
      }),
      { numRuns: 60 },
    )
  }, 60_000)

  it('keeps the places by id in step too when it tracks them', () => {
    fc.assert(
      fc.property(fc.boolean(), fc.array(edit, { minLength: 1, maxLength: 30 }), (inlineDialogs, edits) => {
        const store = createSchemaStore(designerForm(), { nextNumber: counter(), now: () => 0 })
        const index = new FormTreeIndex(store.getJson().widgetList, { inlineDialogs, trackPlaces: true })
        applyEdits(store, edits, () => {
          const { widgetList } = store.getJson()
          index.update(widgetList)
          const fresh = new FormTreeIndex(widgetList, { inlineDialogs })
          expect(describePlaces(index, widgetList)).toEqual(describePlaces(fresh, widgetList))
          expect(describeIndex(index.current)).toEqual(describeIndex(fresh.current))
        })
      }),
      { numRuns: 40 },
    )
  }, 60_000)

  it('keeps the nodes of the top-level widgets the edit did not touch', () => {
    const store = createSchemaStore(designerForm(), { nextNumber: counter(), now: () => 0 })
    const index = new FormTreeIndex(store.getJson().widgetList)
    const before = index.current
    const [first, ...rest] = store.getJson().widgetList
    store.dispatch({ type: 'patchOptions', id: first.id, patch: { label: 'edited' } })
    index.update(store.getJson().widgetList)
    const after = index.current
    expect(after).not.toBe(before)
    expect(after.byName.get(first.options.name)).not.toBe(before.byName.get(first.options.name))
    for (const widget of rest) expect(after.byName.get(widget.options.name)).toBe(before.byName.get(widget.options.name))
    expect(before.byName.get(first.options.name)?.widget).toBe(first)
  })

  it('answers by name and id after an edit made through its places (path copying)', () => {
    const { widgetList } = designerForm()
    const replaced: [string, string][] = []
    const index = new FormTreeIndex(widgetList, { inlineDialogs: true, trackPlaces: true, onReplace: (before, after) => replaced.push([before.id, after.id]) })
    const grid = widgetList.find((widget) => widget.type === 'grid') as Widget
    const col = grid.cols?.[0] as Widget
    const field = col.widgetList?.[0] as Widget
    const renamed = { ...field, options: { ...field.options, name: 'renamed' } }
    const touched = new Set<string>()
    index.reconcile(field.id, field, renamed, touched)
    const colCopy = withChildAt(col, index.place(field.id)!, renamed)
    index.setWidget(col.id, colCopy)
    const gridCopy = withChildAt(grid, index.place(col.id)!, colCopy)
    index.setWidget(grid.id, gridCopy)
    const expected = widgetList.map((widget) => (widget === grid ? gridCopy : widget))

    expect(index.widgetList).toEqual(expected)
    expect(describeIndex(index.current)).toEqual(describeIndex(buildFormIndex(expected, { inlineDialogs: true })))
    expect(index.current.byName.get('renamed')?.ancestors.map((node) => node.widget)).toEqual([gridCopy, colCopy])
    expect(index.current.byName.has(field.options.name)).toBe(false)
    expect(index.idOfName('renamed')).toBe(field.id)
    expect(index.idsOfName(field.options.name).size).toBe(0)
    expect(replaced).toEqual([field.id, col.id, grid.id].map((id) => [id, id]))
    expect([...touched]).toEqual([field.id])
  })

  it('leaves the widgets of dialogs out of both faces unless inlineDialogs', () => {
    const dialog: Widget = { id: 'd1', type: 'vf-dialog', category: 'container', options: { name: 'd1' }, widgetList: [{ id: 'in1', type: 'input', formItemFlag: true, options: { name: 'inDialog' } }] }
    const outside = new FormTreeIndex([dialog])
    expect(outside.current.byName.has('inDialog')).toBe(false)
    expect(outside.isTaken('inDialog')).toBe(false)
    const inline = new FormTreeIndex([dialog], { inlineDialogs: true })
    expect(inline.current.byName.get('inDialog')?.ancestors.map((node) => node.name)).toEqual(['d1'])
    expect(inline.place('in1')).toMatchObject({ parentId: 'd1', list: 'widgetList', index: 0 })
  })

  it('gives each node of a subtree, and only the node itself for one it does not hold', () => {
    const index = buildFormIndex(designerForm().widgetList)
    const grid = index.all.find((node) => node.type === 'grid')!
    const below = index.subtree(grid)
    expect(below[0]).toBe(grid)
    expect(below.slice(1).every((node) => node.ancestors.includes(grid))).toBe(true)
    expect(below).toHaveLength(index.all.filter((node) => node === grid || node.ancestors.includes(grid)).length)
    const stranger = buildFormIndex(designerForm().widgetList).all[0]
    expect(index.subtree(stranger)).toEqual([stranger])
  })
})
