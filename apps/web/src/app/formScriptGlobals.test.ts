import axios from 'axios'
import { afterEach, describe, expect, it } from 'vitest'
import { installFormScriptGlobals } from './formScriptGlobals'

describe('installFormScriptGlobals', () => {
  afterEach(() => {
    delete window.axios
  })

  it('puts the plain axios on window, where VForm scripts find it', () => {
    installFormScriptGlobals()
    expect(window.axios).toBe(axios)
    expect(new Function('return axios')()).toBe(axios)
  })

  it('leaves an axios the page already has', () => {
    const own = { get: axios.get } as typeof axios
    window.axios = own
    installFormScriptGlobals()
    expect(window.axios).toBe(own)
  })
})
