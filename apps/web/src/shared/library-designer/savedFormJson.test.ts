import { MAX_FORM_JSON_BYTES, createSchemaStore, loadFormJson } from '@tandem/form-core'
import { describe, expect, it } from 'vitest'
import { FormJsonTooLargeError, formJsonTooLarge, savedFormBody } from './savedFormJson'

const fields = (count: number) =>
  loadFormJson({ formConfig: {}, widgetList: Array.from({ length: count }, (_, index) => ({ type: 'input', id: `f${index}`, options: { name: `f${index}`, label: `字段${index}` } })) })

describe('the body 保存 sends', () => {
  it('is the designer\'s saved JSON as it is: what the author wrote, which loads back into the same form', () => {
    const authored = { formConfig: {}, widgetList: [{ type: 'input', id: 'f0', options: { name: 'f0', label: '字段0' } }] }
    const saved = createSchemaStore(authored).toSavedJson()
    const body = savedFormBody(7, saved)
    expect(body.revision).toBe(7)
    expect(body.json).toBe(saved)
    expect(body.json.widgetList[0]).toEqual({ type: 'input', id: 'f0', options: { name: 'f0', label: '字段0' } })
    expect(loadFormJson(body.json)).toEqual(loadFormJson(authored))
  })

  it('is refused before sending when over the server limit, naming the limit', () => {
    const json = fields(1)
    json.formConfig.cssCode = '样'.repeat(MAX_FORM_JSON_BYTES / 3 + 1)
    expect(() => savedFormBody(1, json)).toThrow(FormJsonTooLargeError)
    expect(() => savedFormBody(1, json)).toThrow(/^表单 JSON 有 8\.0 MB，超过保存上限 8 MB，未保存/)
  })

  it('names the size and the limit of an import file too large to store', () => {
    expect(formJsonTooLarge(MAX_FORM_JSON_BYTES)).toBeNull()
    expect(formJsonTooLarge(9.5 * 1024 * 1024)).toBe('表单 JSON 有 9.5 MB，超过保存上限 8 MB')
  })
})
