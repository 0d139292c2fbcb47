import { act, fireEvent, render, screen, within } from '@testing-library/react'
import { createSchemaStore, setLocale, upgradeFormJson } from '@tandem/form-core'
import { afterEach, describe, expect, it } from 'vitest'
import { DesignerContext } from '../hooks'
import { createDesignerModel } from '../model'
import { codeEditorView, typeCode } from '../settings-panel/test-support/codeEditor'
import { exportFormJson, importFormJson } from './formJsonText'
import { ExportJsonDialog } from './ExportJsonDialog'
import { EMPTY_FORM_TEXT, ImportJsonDialog } from './ImportJsonDialog'
import { jsonErrorOffset } from './jsonErrorOffset'
import { parseJsonText } from './parseJsonText'
import { fixtureFiles, fixturesPresent, readFixtureText } from './vformFixtureFiles'

afterEach(() => {
  setLocale('zh-CN')
})

const input = (name: string) => ({ id: name, type: 'input', formItemFlag: true, options: { name, label: name } })
const newStore = (widgetList: unknown[] = [input('kept')]) => createSchemaStore({ widgetList, formConfig: {} })

describe('parseJsonText', () => {
  it('gives the line and column of a syntax error', () => {
    expect(parseJsonText('{\n  "widgetList": [],\n  "formConfig": {,}\n}')).toMatchObject({ ok: false, line: 3, column: 18 })
    expect(parseJsonText('{\n  "a": 1,\n}')).toMatchObject({ ok: false, line: 3, column: 1 })
  })

  it('puts an unexpected end at the end of the text', () => {
    expect(parseJsonText('{\n  "a": [1,')).toMatchObject({ ok: false, line: 2, column: 11 })
  })

  it('returns the value of good JSON', () => {
    expect(parseJsonText('{"a":[1]}')).toEqual({ ok: true, value: { a: [1] } })
  })
})

describe('importFormJson', () => {
  it('replaces the form as one undoable step', () => {
    const store = newStore()
    expect(importFormJson(store, JSON.stringify({ widgetList: [input('imported')], formConfig: { labelWidth: 120 } }))).toBeNull()
    expect(store.getWidgetByName('imported')).toBeDefined()
    expect(store.getJson().formConfig.labelWidth).toBe(120)
    store.undo()
    expect(store.getWidgetByName('kept')).toBeDefined()
    expect(store.getWidgetByName('imported')).toBeUndefined()
  })

  it('refuses a JSON without formConfig or widgetList with the SPEC message and changes nothing', () => {
    const store = newStore()
    const before = store.getJson()
    expect(importFormJson(store, '{"widgetList": []}')).toEqual({ kind: 'format', reason: 'Invalid format of form json.' })
    expect(importFormJson(store, '{"formConfig": {}}')).toEqual({ kind: 'format', reason: 'Invalid format of form json.' })
    expect(importFormJson(store, '{"widgetList": [')).toMatchObject({ kind: 'syntax', line: 1 })
    expect(store.getJson()).toBe(before)
    expect(store.getHistory().canUndo).toBe(false)
  })

  describe.skipIf(!fixturesPresent)('VForm fixtures', () => {
    it('finds the fixture forms', () => {
      // the loop below checks nothing when the folder holds no form
      expect(fixtureFiles.length).toBeGreaterThanOrEqual(16)
    })

    it.each(fixtureFiles)('%s imports unchanged and exports back equal', (name) => {
      const text = readFixtureText(name)
      const store = newStore()
      expect(importFormJson(store, text)).toBeNull()
      const upgraded = upgradeFormJson(JSON.parse(text))
      expect(store.toSavedJson()).toEqual(upgraded)
      expect(JSON.parse(exportFormJson(store))).toEqual(upgraded)
    })
  })
})

function renderInDesigner(node: React.ReactNode, widgetList?: unknown[]) {
  const model = createDesignerModel(newStore(widgetList))
  render(<DesignerContext value={model}>{node}</DesignerContext>)
  return model
}

describe('ImportJsonDialog', () => {
  it('starts with an empty form, shows a syntax error with its place and keeps the form', () => {
    const model = renderInDesigner(<ImportJsonDialog onClose={() => {}} />)
    expect(codeEditorView().state.doc.toString()).toBe(EMPTY_FORM_TEXT)
    typeCode('{\n  "widgetList": [\n}')
    fireEvent.click(screen.getByRole('button', { name: '导 入' }))
    expect(screen.getByRole('alert').textContent).toMatch(/JSON 格式错误（第 3 行，第 1 列）/)
    expect(model.store.getWidgetByName('kept')).toBeDefined()
  })

  it('refuses a form without widgetList with the SPEC message', () => {
    const model = renderInDesigner(<ImportJsonDialog onClose={() => {}} />)
    typeCode('{"formConfig": {}}')
    fireEvent.click(screen.getByRole('button', { name: '导 入' }))
    expect(screen.getByRole('alert').textContent).toContain('Invalid format of form json.')
    expect(model.store.getHistory().canUndo).toBe(false)
  })

  it('imports a good form and closes', () => {
    let closed = 0
    const model = renderInDesigner(<ImportJsonDialog onClose={() => closed++} />)
    typeCode(JSON.stringify({ widgetList: [input('fresh')], formConfig: {} }))
    fireEvent.click(screen.getByRole('button', { name: '导 入' }))
    expect(model.store.getWidgetByName('fresh')).toBeDefined()
    expect(closed).toBe(1)
  })

  it('speaks en-US when that is the locale', () => {
    setLocale('en-US')
    renderInDesigner(<ImportJsonDialog onClose={() => {}} />)
    typeCode('{"a": }')
    fireEvent.click(screen.getByRole('button', { name: 'Import' }))
    expect(screen.getByRole('alert').textContent).toMatch(/JSON syntax error \(line 1, column 7\)/)
  })
})

describe('ExportJsonDialog', () => {
  it('shows the saved JSON formatted, copies it and offers it as a file', async () => {
    const model = renderInDesigner(<ExportJsonDialog onClose={() => {}} />)
    const shown = codeEditorView().state.doc.toString()
    expect(shown).toBe(JSON.stringify(model.store.toSavedJson(), null, 2))
    const written: string[] = []
    Object.defineProperty(navigator, 'clipboard', { configurable: true, value: { writeText: (value: string) => Promise.resolve(void written.push(value)) } })
    await act(async () => void fireEvent.click(screen.getByRole('button', { name: '复制JSON' })))
    expect(written).toEqual([shown])
    const clicked: string[] = []
    const originalClick = HTMLAnchorElement.prototype.click
    HTMLAnchorElement.prototype.click = function (this: HTMLAnchorElement) {
      clicked.push(this.download)
    }
    try {
      fireEvent.click(within(document.body).getByRole('button', { name: '保存为文件' }))
    } finally {
      HTMLAnchorElement.prototype.click = originalClick
    }
    expect(clicked).toEqual(['vform.json'])
  })
})

describe('jsonErrorOffset', () => {
  it('finds the first bad character or null for valid JSON', () => {
    expect(jsonErrorOffset('{"a": [1, 2], "b": {"c": "d\\n"}, "e": -1.5e3, "f": null}')).toBeNull()
    expect(jsonErrorOffset('{"a" 1}')).toBe(5)
    expect(jsonErrorOffset('[1, 2,]')).toBe(6)
    expect(jsonErrorOffset("{'a': 1}")).toBe(1)
    expect(jsonErrorOffset('{"a": 1} x')).toBe(9)
    expect(jsonErrorOffset('[1, 2')).toBe(5)
    expect(jsonErrorOffset('"line\nbreak"')).toBe(0)
  })
})
