import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { createFormModel, loadFormJson, type FormData } from '@tandem/form-core'
import { describe, expect, it } from 'vitest'
import { scriptsOf } from './dryRun.js'
import { replayForm } from './replayForm.js'

// The public VForm fixtures live beside the repository (/work/shared/vform-fixtures), never inside it.
const dir = fileURLToPath(new URL('../../../../../../../shared/vform-fixtures/', import.meta.url))
const present = existsSync(dir)
if (!present) {
  if (process.env.CI === 'true') throw new Error(`VForm fixtures missing at ${dir} (required under CI)`)
  console.warn(`[server] VForm fixtures not found at ${dir}: script replay fixture tests skipped`)
}

const withScripts = present
  ? readdirSync(dir)
      .filter((name) => name.endsWith('.json'))
      .sort()
      .flatMap((name) => {
        // one fixture is form data, not a form
        const raw = JSON.parse(readFileSync(dir + name, 'utf8')) as { formConfig?: unknown }
        return raw.formConfig ? [{ name, json: loadFormJson(raw) }] : []
      })
      .filter(({ json }) => scriptsOf(json).length > 0)
  : []

/** Hooks a load and a fill of every text field run (form created and mounted, each field's change and the form's data change). */
const LOAD_AND_FILL_HOOKS = new Set(['onFormCreated', 'onFormMounted', 'onFormDataChange', 'onCreated', 'onMounted'])

/** What a user fills: every text field of the form's default data gets a value. */
function filled(data: FormData): FormData {
  return Object.fromEntries(Object.entries(data).map(([key, value]) => [key, typeof value === 'string' ? `填写${key}` : value]))
}

describe.skipIf(!present)('script replay of the public VForm fixtures', () => {
  it('finds fixtures with scripts', () => {
    expect(withScripts.map(({ name }) => name)).toContain('06-oss2-pr22-testForm-fixed-table.json')
  })

  for (const { name, json } of withScripts) {
    it(`${name}: the replay's state agrees field by field with the renderer's model after load and a fill`, async () => {
      const data = filled(createFormModel(json).getFormData())
      const result = await replayForm(json, data, { memoryBytes: 64 * 1024 * 1024, timeBudgetMs: 5000 })
      if (!result.ok) throw new Error(`replay failed: ${JSON.stringify(result.failure)}`)
      // the scripts a load and a fill run in the browser ran on the server too
      const ran = result.uses.map((use) => `${use.owner}.${use.hook}`)
      for (const { owner, hook } of scriptsOf(json)) if (LOAD_AND_FILL_HOOKS.has(hook)) expect(ran, `${owner}.${hook}`).toContain(`${owner}.${hook}`)
      // The renderer keeps its state in this model; these fixtures' scripts only log, so it holds the same state.
      const browser = createFormModel(json, { formData: data })
      for (const field of browser.getFieldWidgets()) {
        if (browser.getSubFormName(field.name) !== null) continue
        const state = result.states[field.name]
        expect(state, field.name).toBeDefined()
        expect({ name: field.name, hidden: state.hidden, required: state.options?.required ?? field.field.options.required === true }).toEqual({
          name: field.name,
          hidden: browser.isHidden(field.name),
          required: browser.getField(field.name).required,
        })
        expect(result.data[field.name]).toEqual(browser.getValue(field.name))
      }
    })
  }
})
