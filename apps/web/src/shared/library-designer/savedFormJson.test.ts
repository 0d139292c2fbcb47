import { MAX_FORM_JSON_BYTES, loadFormJson } from '@tandem/form-core'
import { describe, expect, it } from 'vitest'
import { FormJsonTooLargeError, formJsonTooLarge, savedFormBody } from './savedFormJson'

const fields = (count: number) =>
  loadFormJson({ formConfig: {}, widgetList: Array.from({ length: count }, (_, index) => ({ type: 'input', id: `f${index}`, options: { name: `f${index}`, label: `字段${index}` } })) })

describe('the body 保存 sends', () => {
  it('leaves out options equal to their defaults, so loading it gives the same form', () => {
    const json = fields(2000)
    const body = savedFormBody(7, json)
    expect(body.revision).toBe(7)
    expect(body.json.widgetList[0]).toEqual({ type: 'input', id: 'f0', options: { name: 'f0', label: '字段0' } })
    expect(loadFormJson(body.json)).toEqual(json)
    expect(JSON.stringify(json).length).toBeGreaterThan(1024 * 1024)
    expect(JSON.stringify(body).length).toBeLessThan(200 * 1024)
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
