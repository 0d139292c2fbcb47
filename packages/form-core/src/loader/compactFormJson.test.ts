import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { createSchemaStore, listWidgetDefinitions } from '../index.js'
import { designerForm } from '../testing/schemaForms.js'
import { sampleForm } from '../testing/sampleForm.js'
import { compactFormJson } from './compactFormJson.js'
import { loadFormJson } from './loadFormJson.js'

// The VForm fixtures live beside the repository (/work/shared/vform-fixtures), never inside it.
const dir = fileURLToPath(new URL('../../../../../shared/vform-fixtures/', import.meta.url))
const DATA_FILE = '17-pro3-formdata-upload-sample.json'
const fixtures = existsSync(dir) ? readdirSync(dir).filter((name) => name.endsWith('.json') && name !== DATA_FILE) : []

/** A form as the designer writes it: every palette type added at the root, options in full. */
function designerMadeForm(types: readonly string[]) {
  const store = createSchemaStore({ formConfig: {}, widgetList: [] })
  types.forEach((type, index) => store.dispatch({ type: 'insert', widget: store.createWidget(type), parentId: null, index }))
  return store.toSavedJson()
}

const paletteTypes = listWidgetDefinitions()
  .filter((definition) => !definition.internal)
  .map((definition) => definition.type)

describe('compactFormJson', () => {
  it.each(fixtures)('loads %s to the same form as the full JSON', (name) => {
    const full = loadFormJson(JSON.parse(readFileSync(dir + name, 'utf8')))
    expect(loadFormJson(compactFormJson(full))).toEqual(full)
  })

  it('loads designer-made widgets of every palette type, and the sample forms, to the same form', () => {
    for (const json of [designerMadeForm(paletteTypes), designerForm(), sampleForm()]) {
      const full = loadFormJson(json)
      expect(loadFormJson(compactFormJson(full))).toEqual(full)
    }
  })

  it('keeps names, ids, jsonVersion and every option that differs from its default', () => {
    const full = loadFormJson({
      formConfig: { labelWidth: 120, size: '' },
      widgetList: [{ type: 'input', id: 'a', options: { name: 'a', label: '甲', required: true, clearable: false, placeholder: '' } }],
    })
    expect(compactFormJson(full)).toEqual({
      formConfig: { labelWidth: 120, jsonVersion: 3 },
      widgetList: [{ type: 'input', id: 'a', options: { name: 'a', label: '甲', required: true, clearable: false } }],
    })
  })

  it('shrinks a 2,000-field designer form below the default 1 MiB body limit that its full JSON passes', () => {
    const types = ['input', 'select', 'date', 'number', 'textarea', 'radio', 'checkbox', 'switch']
    const full = designerMadeForm(Array.from({ length: 2000 }, (_, index) => types[index % types.length]))
    expect(JSON.stringify(full).length).toBeGreaterThan(1024 * 1024)
    expect(JSON.stringify(compactFormJson(full)).length).toBeLessThan(300 * 1024)
  })
})
