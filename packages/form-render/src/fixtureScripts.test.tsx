import { walkWidgets, loadFormJson } from '@tandem/form-core'
import { act, fireEvent } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { fixtureFiles, fixturesPresent, readFixture, renderForm, settle } from './test-support'

// Every script of the public VForm forms runs without an error: the form hooks on load, mount and
// every change, and the widget events on what a user does (focus, typing, blur, clicks).

afterEach(() => vi.restoreAllMocks())

/** Collects the script failures the runner reports (and silences the console). */
function watchScriptFailures(): { failures: string[]; logged: unknown[][] } {
  const failures: string[] = []
  const logged: unknown[][] = []
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    const text = args.map((arg) => (arg instanceof Error ? arg.message : String(arg))).join(' ')
    if (/Script \S+ of \S+ failed/.test(text)) failures.push(text)
  })
  vi.spyOn(console, 'log').mockImplementation((...args: unknown[]) => void logged.push(args))
  return { failures, logged }
}

/** Names of the script hooks a form JSON fills (formConfig and widgets). */
function scriptHooks(raw: unknown): string[] {
  const json = loadFormJson(raw)
  const filled = (options: Record<string, unknown>) => Object.keys(options).filter((key) => /^on[A-Z]/.test(key) && typeof options[key] === 'string' && (options[key] as string).trim() !== '')
  const hooks = filled(json.formConfig as Record<string, unknown>)
  walkWidgets(json.widgetList, (widget) => void hooks.push(...filled(widget.options)))
  return hooks
}

/** Focus, type into and leave every enabled text control; click every button widget. */
async function useEveryControl(root: HTMLElement): Promise<number> {
  const controls = [...root.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>('[data-widget-type] input[type="text"], [data-widget-type] textarea')].filter(
    (control) => !control.disabled && !control.readOnly,
  )
  for (const [index, control] of controls.entries()) {
    await act(async () => {
      fireEvent.focus(control)
      fireEvent.change(control, { target: { value: `值${index}` } })
      fireEvent.blur(control)
    })
  }
  for (const button of root.querySelectorAll<HTMLButtonElement>('[data-widget-type="button"] button')) await act(async () => button.click())
  return controls.length
}

describe.skipIf(!fixturesPresent)('VForm fixtures: every script runs without an error', () => {
  it.each(fixtureFiles)('%s', async (file) => {
    const { failures } = watchScriptFailures()
    const f = renderForm(readFixture(file))
    await settle()
    await useEveryControl(f.container)
    await f.run((api) => api.resetForm())
    expect(failures, `${file} (hooks: ${scriptHooks(readFixture(file)).join(', ') || 'none'})`).toEqual([])
  }, 60_000)

  it('06: onFormDataChange logs this.formDataModel.input69467, the value just typed, when the edit is committed', async () => {
    const file = '06-oss2-pr22-testForm-fixed-table.json'
    expect(scriptHooks(readFixture(file))).toEqual(['onFormMounted', 'onFormDataChange'])
    const { failures, logged } = watchScriptFailures()
    const f = renderForm(readFixture(file))
    await settle()
    expect(logged[0]?.[0]).toBe(f.api)
    const typed = f.field('input69467')?.querySelector('input') as HTMLInputElement
    fireEvent.change(typed, { target: { value: '三号' } })
    fireEvent.blur(typed)
    expect(logged.at(-1)).toEqual(['三号'])
    const other = f.field('input94101')?.querySelector('input') as HTMLInputElement
    fireEvent.change(other, { target: { value: '别的字段' } })
    fireEvent.blur(other)
    expect(logged.at(-1)).toEqual(['三号'])
    expect(failures).toEqual([])
  })
})
