import { existsSync, readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { FormModel, createSchemaStore, isFormError, rowFieldPath, walkWidgets, type FormJson, type SchemaAction, type SchemaStore, type TableOperation } from '../index.js'
import { counter, designerForm, expectConsistent } from '../testing/schemaForms.js'

// Random sequences of actions, undos and redos on random forms always leave the store consistent,
// the saved JSON loads back into the same form, and undoing (redoing) everything returns to the
// JSON of the start (the end): by the history's steps alone, to the very objects of the start (the
// end), so renderers that memoise widgets by object keep them.

const fixtureDir = fileURLToPath(new URL('../../../../../shared/vform-fixtures/', import.meta.url))
const FIXTURES = ['05-oss3-designer-test-multi-column-form.json', '06-oss2-pr22-testForm-fixed-table.json', '10-template-4-tabs.json', '11-template-5-master-detail-subform.json']
const forms: unknown[] = [{ formConfig: {}, widgetList: [] }, designerForm(), ...(existsSync(fixtureDir) ? FIXTURES.map((name) => readFileSync(fixtureDir + name, 'utf8')) : [])]

const OPERATIONS = ['insert', 'move', 'remove', 'clone', 'patchOptions', 'rename', 'patchWidget', 'patchFormConfig', 'addGridCol', 'addTabPane', 'table', 'replaceForm', 'undo', 'redo'] as const
const NEW_TYPES = ['input', 'select', 'grid', 'table', 'tab', 'card', 'sub-form', 'grid-sub-form', 'vf-dialog', 'slot', 'grid-col']
const TABLE_OPERATIONS: TableOperation[] = ['appendRow', 'appendColumn', 'insertColumnLeft', 'insertColumnRight', 'insertRowAbove', 'insertRowBelow', 'mergeLeft', 'mergeRight', 'mergeRow', 'mergeAbove', 'mergeBelow', 'mergeColumn', 'splitRow', 'splitColumn', 'deleteColumn', 'deleteRow']
const LIST_OWNERS = new Set(['grid-col', 'table-cell', 'tab-pane', 'card', 'sub-form', 'grid-sub-form', 'vf-dialog', 'vf-drawer'])

interface Command {
  operation: (typeof OPERATIONS)[number]
  a: number
  b: number
  c: number
  merge: boolean
}

const command = fc.record({
  operation: fc.constantFrom(...OPERATIONS),
  a: fc.nat(1000),
  b: fc.nat(1000),
  c: fc.nat(1000),
  merge: fc.boolean(),
})

const pick = <T>(list: readonly T[], n: number): T | undefined => (list.length === 0 ? undefined : list[n % list.length])

function widgetsOf(store: SchemaStore): { ids: string[]; byType: (types: ReadonlySet<string> | string) => string[] } {
  const all: { id: string; type: string }[] = []
  walkWidgets(store.getJson().widgetList, (widget) => void all.push({ id: widget.id, type: widget.type }))
  return {
    ids: all.map((widget) => widget.id),
    byType: (types) => all.filter((widget) => (typeof types === 'string' ? widget.type === types : types.has(widget.type))).map((widget) => widget.id),
  }
}

function toAction(store: SchemaStore, { operation, a, b, c }: Command): SchemaAction | undefined {
  const { ids, byType } = widgetsOf(store)
  const parents = [null, ...byType(LIST_OWNERS)]
  const id = pick(ids, a)
  switch (operation) {
    case 'insert':
      return { type: 'insert', parentId: pick(parents, b) ?? null, index: c % 4, widget: store.createWidget(pick(NEW_TYPES, a) as string) }
    case 'move':
      return id === undefined ? undefined : { type: 'move', id, parentId: pick(parents, b) ?? null, index: c % 4 }
    case 'remove':
    case 'clone':
      return id === undefined ? undefined : { type: operation, id }
    case 'patchOptions':
      return id === undefined ? undefined : { type: 'patchOptions', id, patch: { label: `L${c % 7}`, remark: c % 2 === 0 ? undefined : 'r' } }
    case 'rename':
      return id === undefined ? undefined : { type: 'patchOptions', id, patch: { name: `n${c % 6}` } }
    case 'patchWidget':
      return id === undefined ? undefined : { type: 'patchWidget', id, patch: { alias: `A${c % 3}` } }
    case 'patchFormConfig':
      return { type: 'patchFormConfig', patch: { labelWidth: 60 + (c % 5) * 10 } }
    case 'addGridCol': {
      const gridId = pick(byType('grid'), a)
      return gridId === undefined ? undefined : { type: 'addGridCol', gridId }
    }
    case 'addTabPane': {
      const tabsId = pick(byType('tab'), a)
      return tabsId === undefined ? undefined : { type: 'addTabPane', tabsId }
    }
    case 'table': {
      const tableOperation = pick(TABLE_OPERATIONS, b) as TableOperation
      const onTable = tableOperation === 'appendRow' || tableOperation === 'appendColumn'
      const targetId = pick(byType(onTable ? 'table' : 'table-cell'), a)
      return targetId === undefined ? undefined : { type: 'table', operation: tableOperation, targetId }
    }
    case 'replaceForm':
      return c % 5 === 0 ? { type: 'replaceForm', json: designerForm() as never } : undefined
    default:
      return undefined
  }
}

const plain = (store: SchemaStore): unknown => JSON.parse(JSON.stringify(store.getJson()))

function run(store: SchemaStore, commands: readonly Command[], afterEach: () => void = () => {}): void {
  for (const next of commands) {
    afterEach()
    if (next.operation === 'undo') store.undo()
    else if (next.operation === 'redo') store.redo()
    else {
      const action = toAction(store, next)
      if (!action) continue
      const before = store.getJson()
      try {
        store.dispatch(action, next.merge && action.type === 'patchOptions' ? { mergeKey: `${action.id}.label` } : undefined)
      } catch (error) {
        expect(isFormError(error), String(error)).toBe(true)
        expect(store.getJson()).toBe(before)
      }
    }
  }
}

describe('schema store under random edits', () => {
  it('stays consistent, saves what loads back, and undoes and redoes everything exactly', () => {
    fc.assert(
      fc.property(fc.nat(forms.length - 1), fc.array(command, { minLength: 1, maxLength: 40 }), (formIndex, commands) => {
        const store = createSchemaStore(forms[formIndex], { nextNumber: counter(), now: () => 0 })
        const start = plain(store)
        const startJson = store.getJson()
        run(store, commands)
        expectConsistent(store)
        // what is saved loads back into the same form
        expect(plain(createSchemaStore(store.toSavedJson()))).toEqual(plain(store))
        while (store.redo());
        const end = plain(store)
        const endJson = store.getJson()
        while (store.undo());
        expect(plain(store)).toEqual(start)
        expect(store.getJson()).toBe(startJson)
        expectConsistent(store)
        while (store.redo());
        expect(plain(store)).toEqual(end)
        expect(store.getJson()).toBe(endJson)
        expectConsistent(store)
      }),
      { numRuns: 100 },
    )
  }, 60_000)

  it('a model told the changes by the store wakes the same paths as one that compares the structures', () => {
    /**
     * Reads every path of the model (so each has a cached snapshot) and records which are woken
     * (rows by index: row ids are random). A container has one path even inside a sub-form: its
     * state is the form's, not a row's.
     */
    function watch(model: FormModel): Set<string> {
      const woken = new Set<string>()
      for (const node of model.index.all) {
        if (node.isContainer) {
          model.getContainer(node.name)
          model.subscribeField(node.name, () => woken.add(node.name))
          continue
        }
        const rowIds = node.subForm ? model.getSubForm(node.subForm.name).rowIds : [null]
        rowIds.forEach((rowId, row) => {
          const path = rowId === null ? node.name : rowFieldPath(node.name, rowId)
          model.getField(path)
          model.subscribeField(path, () => woken.add(rowId === null ? path : `${node.name} row ${row}`))
        })
      }
      return woken
    }
    fc.assert(
      fc.property(fc.nat(forms.length - 1), fc.array(command, { minLength: 1, maxLength: 25 }), (formIndex, commands) => {
        const store = createSchemaStore(forms[formIndex], { nextNumber: counter(), now: () => 0 })
        const told = new FormModel(store.getJson(), { inlineDialogs: true, locale: 'zh-CN' })
        const comparing = new FormModel(store.getJson(), { inlineDialogs: true, locale: 'zh-CN' })
        for (const model of [told, comparing]) for (const subForm of model.index.subForms) model.addRow(subForm.name)
        let shown: FormJson = store.getJson()
        let wokenTold = watch(told)
        let wokenComparing = watch(comparing)
        run(store, [...commands, { operation: 'undo', a: 0, b: 0, c: 0, merge: false }], () => {
          const json = store.getJson()
          const changes = store.changesBetween(shown, json)
          expect(changes).not.toBeNull()
          told.updateStructure(json, changes ?? undefined)
          comparing.updateStructure(json)
          shown = json
          expect([...wokenTold].sort()).toEqual([...wokenComparing].sort())
          wokenTold = watch(told)
          wokenComparing = watch(comparing)
        })
      }),
      {
        numRuns: 40,
        // a grid dropped into the designer form's grid-sub-form: a container whose rows share its state
        examples: [[0, [{ operation: 'replaceForm', a: 0, b: 0, c: 0, merge: false }, { operation: 'insert', a: 57, b: 664, c: 0, merge: false }]]],
      },
    )
  }, 60_000)
})
