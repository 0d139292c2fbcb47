import { afterEach, describe, expect, it, vi } from 'vitest'
import { envelope, fakeAdapter, type FakeReply } from '../test-support'
import { navigation } from '../config'
import { ApiError } from './apiError'
import { createBrowserEffects, createHttp, REQUEST_TIMEOUT_MS, type HttpEffects } from './http'

function setup(reply: FakeReply) {
  const effects: HttpEffects = { signIn: vi.fn(), toastError: vi.fn(), log: vi.fn() }
  const http = createHttp(effects)
  const adapter = fakeAdapter(() => reply)
  http.transport = adapter
  return { http, effects, adapter }
}

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  )
  expect(error).toBeInstanceOf(ApiError)
  return error as ApiError
}

describe('http client', () => {
  afterEach(() => vi.restoreAllMocks())

  it('hands the transport the method, path, query, JSON body and the 180000 ms time-out', async () => {
    const { http, adapter } = setup({ status: 200, body: envelope(1) })
    await http.post('/x', { a: 1 }, { params: { page: 2 } })
    expect(REQUEST_TIMEOUT_MS).toBe(180000)
    expect(adapter.calls[0]).toEqual({ method: 'post', url: '/x', params: { page: 2 }, data: '{"a":1}', responseType: 'json', timeout: 180000 })
  })

  it('an envelope saying success under an error status still resolves with its data', async () => {
    const { http, effects } = setup({ status: 500, body: envelope({ saved: true }) })
    await expect(http.put('/x', {})).resolves.toEqual({ status: 500, data: { saved: true } })
    expect(effects.log).not.toHaveBeenCalled()
  })

  it('resolves with the envelope data', async () => {
    const { http, effects } = setup({ status: 200, body: envelope({ userName: '张三' }) })
    await expect(http.get('/x').then((r) => r.data)).resolves.toEqual({ userName: '张三' })
    expect(effects.toastError).not.toHaveBeenCalled()
  })

  it('code 20001 under HTTP 401 asks for sign-in with a session reset', async () => {
    const { http, effects } = setup({ status: 401, body: envelope(null, { success: false, code: 20001, msg: '登录已过期，请重新登录' }) })
    const error = await failure(http.get('/x'))
    expect(error.outcome).toEqual({ kind: 'sign-in', clearSession: true })
    expect(effects.signIn).toHaveBeenCalledWith(true)
    expect(effects.toastError).not.toHaveBeenCalled()
  })

  it('resultCode 0003 asks for sign-in', async () => {
    const { http, effects } = setup({ status: 401, body: envelope(null, { success: false, code: 401, resultCode: '0003' }) })
    await failure(http.get('/x'))
    expect(effects.signIn).toHaveBeenCalledWith(false)
  })

  it('success false toasts the server message, whether HTTP 200 or 403', async () => {
    for (const status of [200, 403]) {
      const { http, effects } = setup({ status, body: envelope(null, { success: false, code: status, msg: '无权访问该功能' }) })
      await failure(http.post('/x', {}))
      expect(effects.toastError).toHaveBeenCalledWith('无权访问该功能')
      expect(effects.signIn).not.toHaveBeenCalled()
    }
  })

  it('a 403 without envelope sends to sign-in', async () => {
    const { http, effects } = setup({ status: 403, body: '<html>403 Forbidden</html>' })
    await failure(http.get('/x'))
    expect(effects.signIn).toHaveBeenCalledWith(false)
  })

  it('other network errors are only logged', async () => {
    const { http, effects } = setup({ networkError: 'Network Error' })
    const error = await failure(http.get('/x'))
    expect(error.outcome).toEqual({ kind: 'log', message: 'Network Error' })
    expect(effects.log).toHaveBeenCalledOnce()
    expect(effects.signIn).not.toHaveBeenCalled()
    expect(effects.toastError).not.toHaveBeenCalled()
  })
})

describe('browser effects', () => {
  afterEach(() => {
    vi.restoreAllMocks()
    sessionStorage.clear()
    window.history.replaceState(null, '', '/')
  })

  it('sign-in after 20001 clears sessionStorage and goes to the login URL with the return URL', () => {
    const assign = vi.spyOn(navigation, 'assign').mockImplementation(() => {})
    sessionStorage.setItem('draft', '1')
    window.history.replaceState(null, '', '/contract/web/safeKeeping?page=2')
    createBrowserEffects().signIn(true)
    expect(sessionStorage.length).toBe(0)
    expect(assign).toHaveBeenCalledExactlyOnceWith(
      '/contracttandem/api/Authentication/Login?returnUrl=%2Fcontract%2Fweb%2FsafeKeeping%3Fpage%3D2',
    )
  })

  it('sign-in for 0003 keeps sessionStorage and redirects only once for parallel failures', () => {
    const assign = vi.spyOn(navigation, 'assign').mockImplementation(() => {})
    sessionStorage.setItem('draft', '1')
    const effects = createBrowserEffects()
    effects.signIn(false)
    effects.signIn(false)
    expect(sessionStorage.getItem('draft')).toBe('1')
    expect(assign).toHaveBeenCalledOnce()
  })

  it('redirects again when the page is shown again from the back/forward cache, not before', () => {
    const assign = vi.spyOn(navigation, 'assign').mockImplementation(() => {})
    const effects = createBrowserEffects()
    effects.signIn(false)
    window.dispatchEvent(Object.assign(new Event('pageshow'), { persisted: false }))
    effects.signIn(false)
    expect(assign).toHaveBeenCalledOnce()
    window.dispatchEvent(Object.assign(new Event('pageshow'), { persisted: true }))
    effects.signIn(false)
    expect(assign).toHaveBeenCalledTimes(2)
  })

  it('toasts through the bound toast once the app context is there', () => {
    const effects = createBrowserEffects()
    const toast = vi.fn()
    effects.bindToast(toast)
    effects.toastError('合同不存在')
    expect(toast).toHaveBeenCalledWith('合同不存在')
  })
})
