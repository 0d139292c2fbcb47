import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { createSchemaStore, type SchemaAction, type SchemaStore } from '../schema/index.js'
import { counter, designerForm } from '../testing/schemaForms.js'
import { buildFormIndex, type FormIndex } from './formIndex.js'
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

describe('buildFormIndex after an edit', () => {
  it('gives the same index as a fresh build, whatever the edits', () => {
    fc.assert(
      fc.property(fc.boolean(), fc.array(edit, { minLength: 1, maxLength: 30 }), (inlineDialogs, edits) => {
        const store = createSchemaStore(designerForm(), { nextNumber: counter(), now: () => 0 })
        let index = buildFormIndex(store.getJson().widgetList, { inlineDialogs })
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
          const { widgetList } = store.getJson()
          index = buildFormIndex(widgetList, { inlineDialogs }, index)
          expect(describeIndex(index)).toEqual(describeIndex(buildFormIndex(widgetList, { inlineDialogs })))
        }
      }),
      { numRuns: 60 },
    )
  }, 60_000)

  it('keeps the nodes of the top-level widgets the edit did not touch', () => {
    const store = createSchemaStore(designerForm(), { nextNumber: counter(), now: () => 0 })
    const before = buildFormIndex(store.getJson().widgetList)
    const [first, ...rest] = store.getJson().widgetList
    store.dispatch({ type: 'patchOptions', id: first.id, patch: { label: 'edited' } })
    const after = buildFormIndex(store.getJson().widgetList, {}, before)
    expect(after.byName.get(first.options.name)).not.toBe(before.byName.get(first.options.name))
    for (const widget of rest) expect(after.byName.get(widget.options.name)).toBe(before.byName.get(widget.options.name))
  })
})
