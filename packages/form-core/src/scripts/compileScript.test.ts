import { afterEach, describe, expect, it, vi } from 'vitest'
import { HOOK_PARAMS, ScriptRunner, compileScript, createFormModel, type FormEvent } from '../index.js'

afterEach(() => vi.restoreAllMocks())

describe('scripts', () => {
  it('compiles each (params, body) once', () => {
    const a = compileScript(['value'], 'return value + 1')
    expect(compileScript(['value'], 'return value + 1')).toBe(a)
    expect(compileScript(['other'], 'return value + 1')).not.toBe(a)
    expect(a.call(null, 1)).toBe(2)
  })

  it('publishes VForm parameter names per hook', () => {
    expect(HOOK_PARAMS.onChange).toEqual(['value', 'oldValue'])
    expect(HOOK_PARAMS.onSubFormFieldChange).toEqual(['value', 'oldValue', 'subFormData', 'rowId'])
    expect(HOOK_PARAMS.onFormDataChange).toEqual(['fieldName', 'newValue', 'oldValue', 'formModel', 'subFormName', 'subFormRowIndex'])
    expect(HOOK_PARAMS.onValidate).toEqual(['rule', 'value', 'callback'])
    expect(HOOK_PARAMS.onSubFormRowDelete).toEqual(['subFormData', 'deletedDataRow'])
  })

  it('runs with the caller\'s this and the hook parameters, returning the result', () => {
    const runner = new ScriptRunner()
    const self = { factor: 3 }
    expect(runner.run('onChange', 'return this.factor * value + oldValue', self, [2, 1])).toBe(7)
    expect(runner.run('onBeforeUpload', 'return file.size < 10', null, [{ size: 5 }])).toBe(true)
    expect(runner.run('onChange', '', self, [])).toBeUndefined()
    expect(runner.run('onChange', undefined, self, [])).toBeUndefined()
  })

  it('reports throwing and uncompilable scripts without throwing', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {})
    const onError = vi.fn()
    const runner = new ScriptRunner({ onError })
    expect(runner.run('onClick', 'throw new Error("boom")', null, [], 'button1')).toBeUndefined()
    expect(runner.tryRun('onClick', 'this is not js', null)).toEqual({ ok: false, value: undefined })
    runner.run('onClick', 'return Promise.reject(new Error("later"))', null)
    await Promise.resolve()
    await Promise.resolve()
    expect(onError).toHaveBeenCalledTimes(3)
    expect(onError.mock.calls[0][0]).toMatchObject({ code: 'FORM_ERR_SCRIPT_FAILED', message: 'Script onClick of button1 failed: boom' })
    expect(onError.mock.calls[0][1]).toMatchObject({ hook: 'onClick', owner: 'button1' })
    expect(consoleError).toHaveBeenCalledTimes(3)
  })

  it('the model reports failing scripts as events and to its onError option', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    const onError = vi.fn()
    const json = { formConfig: {}, widgetList: [{ type: 'input', id: 'a', options: { name: 'a', onValidate: 'null.x' } }] }
    const model = createFormModel(json, { onError })
    const events: FormEvent[] = []
    model.subscribe((event) => events.push(event))
    expect(await model.validateField('a')).toEqual([])
    expect(onError).toHaveBeenCalledTimes(1)
    expect(events.map((e) => e.type)).toContain('scriptError')
  })

  it('the model gives onValidate the this of setScriptThis', async () => {
    const json = { formConfig: {}, widgetList: [{ type: 'input', id: 'a', options: { name: 'a', onValidate: 'callback(this.tag + value)' } }] }
    const model = createFormModel(json)
    model.setScriptThis((path) => ({ tag: `${path}:` }))
    model.setValue('a', 'v')
    expect(await model.validateField('a')).toEqual(['a:v'])
  })
})
