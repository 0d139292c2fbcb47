import { describe, expect, it } from 'vitest'
import { createFormModel, rowFieldPath } from '../index.js'
import { container, field } from '../testing/sampleForm.js'

// Element's switch sets its model to the inactive value on mount, so a VForm switch without a
// default value is false, never null.
describe('a switch without a default value', () => {
  const json = () => ({
    formConfig: {},
    widgetList: [
      field('switch', 'on'),
      field('switch', 'preset', { defaultValue: true }),
      field('input', 'text'),
      container('sub-form', 'rows', [field('switch', 'rowOn')], { showBlankRow: true }),
    ],
  })

  it('starts false (a default value wins; other fields keep theirs)', () => {
    const model = createFormModel(json())
    expect(model.getFormData()).toEqual({ on: false, preset: true, text: '', rows: [{ rowOn: false }] })
  })

  it('is false again after a reset and in a new row; a given value is kept', () => {
    const model = createFormModel(json(), { formData: { preset: false } })
    model.setValue('on', true)
    model.resetForm()
    expect(model.getValue('on')).toBe(false)
    const rowId = model.addRow('rows')
    expect(model.getValue(rowFieldPath('rowOn', rowId))).toBe(false)
    expect(model.getValue('preset')).toBe(true)
  })

  it('keeps a null given as form data (a saved value is not rewritten)', () => {
    const model = createFormModel(json(), { formData: { on: null } })
    expect(model.getValue('on')).toBeNull()
  })
})
