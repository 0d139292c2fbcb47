import axios from 'axios'
import { afterEach, describe, expect, it } from 'vitest'
import { installFormScriptGlobals, withFormScriptGlobals } from './formScriptGlobals'

describe('installFormScriptGlobals', () => {
  afterEach(() => {
    delete window.axios
  })

  it('puts the plain axios on window, where VForm scripts find it', async () => {
    await installFormScriptGlobals()
    expect(window.axios).toBe(axios)
    expect(new Function('return axios')()).toBe(axios)
  })

  it('leaves an axios the page already has', async () => {
    const own = { get: axios.get } as typeof axios
    window.axios = own
    await installFormScriptGlobals()
    expect(window.axios).toBe(own)
  })

  it('gives a form page its module only once axios is on window', async () => {
    const page = { default: () => null }
    const load = withFormScriptGlobals(() => Promise.resolve(page))
    expect(window.axios).toBeUndefined()
    await expect(load()).resolves.toBe(page)
    expect(window.axios).toBe(axios)
  })
})
