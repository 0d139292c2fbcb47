import { loadFormJson, walkWidgets, type FormJson } from '@tandem/form-core'
import { describe, expect, it } from 'vitest'
import { field, form, renderForm } from './test-support/renderForm'
import { FORM_DATA_FILE, fixtureFiles as files, fixturesPresent as present, readFixture as read } from './test-support/vformFixtures'

/** Fields the renderer must show: not hidden themselves nor inside a hidden container. */
function visibleFieldNames(json: FormJson): string[] {
  const names: string[] = []
  walkWidgets(json.widgetList, (widget, ancestors) => {
    if (widget.options.hidden === true || ancestors.some((a) => a.options.hidden === true)) return false
    if (widget.category !== 'container' && widget.formItemFlag === true) names.push(widget.options.name)
    return undefined
  })
  return names
}

/** One data key per form-item field outside sub-forms, one per sub-form. */
function dataKeys(json: FormJson): string[] {
  const keys = new Set<string>()
  walkWidgets(json.widgetList, (widget, ancestors) => {
    if (ancestors.some((a) => a.type === 'sub-form')) return
    if (widget.type === 'sub-form' || (widget.category !== 'container' && widget.formItemFlag === true)) keys.add(widget.options.name)
  })
  return [...keys].sort()
}

describe.skipIf(!present)('VForm fixtures', () => {
  it('finds the fixture forms', () => {
    // the loop below checks nothing when the folder holds no form
    expect(files.length).toBeGreaterThanOrEqual(16)
  })

  it.each(files)('%s renders every field and getFormData has a key per field', (file: string) => {
    const raw = read(file)
    const json = loadFormJson(raw)
    const f = renderForm(raw)
    for (const name of visibleFieldNames(json)) {
      expect(f.container.querySelector(`[data-widget-name="${name}"]`), `${file}: field ${name}`).not.toBeNull()
    }
    expect(Object.keys(f.api.getFormData(false)).sort()).toEqual(dataKeys(json))
  }, 60_000)

  it(`${FORM_DATA_FILE} (form data) fills a form with its upload fields`, () => {
    const data = read(FORM_DATA_FILE) as Record<string, unknown>
    const f = renderForm(form([field('picture-upload', 'picTest01'), field('file-upload', 'fileTest01')]), { formData: data })
    expect(f.api.getFormData(false)).toEqual(data)
    expect(f.field('picTest01')).not.toBeNull()
    expect(f.field('fileTest01')).not.toBeNull()
  })
})
