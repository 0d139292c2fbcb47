import { fireEvent } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { field, form, renderForm } from '../test-support'

declare global {
  var __scriptsRan: string[] | undefined
}

const mark = (what: string) => `(window.__scriptsRan ??= []).push(${JSON.stringify(what)})`

/** A form whose every kind of script leaves a mark when it runs. */
function markingForm() {
  return form(
    [
      field('input', 'a', {
        onCreated: mark('onCreated'),
        onChange: mark('onChange'),
        validation: '',
        onValidate: `${mark('onValidate')}; callback()`,
      }),
    ],
    {
      onFormCreated: mark('onFormCreated'),
      onFormMounted: mark('onFormMounted'),
      onFormDataChange: mark('onFormDataChange'),
      functions: `${mark('functions')}; function helper() {}`,
      dataSources: [
        {
          uniqueName: 'remote',
          requestURL: '"/contracttandem/api/Dict/Users"',
          requestURLType: 'String',
          requestMethod: 'get',
          headers: [],
          params: [],
          data: [],
          configHandlerCode: `${mark('configHandler')}; return config`,
          dataHandlerCode: 'return result.data',
          errorHandlerCode: '',
        },
      ],
    },
  )
}

afterEach(() => {
  globalThis.__scriptsRan = undefined
})

describe('scripts={false}', () => {
  it('renders and edits the form while none of its scripts or data sources runs', async () => {
    const f = renderForm(markingForm(), { scripts: false })
    expect(f.field('a')).not.toBeNull()
    const input = f.field('a')?.querySelector('input') as HTMLInputElement
    fireEvent.change(input, { target: { value: 'hi' } })
    fireEvent.blur(input)
    expect(f.api.getFieldValue('a')).toBe('hi')
    expect(await f.run((api) => api.validateForm())).toBe(true)
    expect(await f.run((api) => api.executeDataSource('remote'))).toBeUndefined()
    expect(globalThis.__scriptsRan).toBeUndefined()
  })

  it('is a switch: the same form runs its scripts by default', async () => {
    const f = renderForm(markingForm())
    const input = f.field('a')?.querySelector('input') as HTMLInputElement
    fireEvent.change(input, { target: { value: 'hi' } })
    fireEvent.blur(input)
    expect(globalThis.__scriptsRan).toEqual(expect.arrayContaining(['functions', 'onFormCreated', 'onCreated', 'onFormMounted', 'onChange']))
  })
})
