import { describe, expect, it } from 'vitest'
import { classifyAnswer } from './answer'

const env = (fields: Record<string, unknown>) => ({ success: false, code: 0, resultCode: '', msg: '', data: null, ...fields })

describe('classifyAnswer (SPEC §8 common handling)', () => {
  it('gives the data of a successful envelope', () => {
    expect(classifyAnswer({ status: 200, body: env({ success: true, code: 200, data: { a: 1 } }) })).toEqual({ kind: 'data', data: { a: 1 } })
  })

  it('code 20001 signs in again and clears the session storage, whatever the status', () => {
    expect(classifyAnswer({ status: 401, body: env({ code: 20001, msg: '登录已过期，请重新登录' }) })).toEqual({ kind: 'sign-in', clearSession: true })
    expect(classifyAnswer({ status: 200, body: env({ code: 20001 }) })).toEqual({ kind: 'sign-in', clearSession: true })
  })

  it('resultCode 0003 signs in again without clearing', () => {
    expect(classifyAnswer({ status: 401, body: env({ resultCode: '0003', code: 401 }) })).toEqual({ kind: 'sign-in', clearSession: false })
  })

  it('any other success false shows the server message, also for 403 with an envelope', () => {
    expect(classifyAnswer({ status: 403, body: env({ code: 403, msg: '无权访问该功能' }) })).toEqual({ kind: 'toast', message: '无权访问该功能' })
    expect(classifyAnswer({ status: 200, body: env({ msg: '合同不存在' }) })).toEqual({ kind: 'toast', message: '合同不存在' })
    expect(classifyAnswer({ status: 500, body: env({ msg: '服务器内部错误（请求号 r1）' }) })).toEqual({
      kind: 'toast',
      message: '服务器内部错误（请求号 r1）',
    })
  })

  it('a 403 without envelope, by status or by error text, signs in again', () => {
    expect(classifyAnswer({ status: 403, body: '<html>Forbidden</html>', errorMessage: 'Request failed with status code 403' })).toEqual({
      kind: 'sign-in',
      clearSession: false,
    })
    expect(classifyAnswer({ errorMessage: 'gateway said 403' })).toEqual({ kind: 'sign-in', clearSession: false })
  })

  it('other failures without envelope are only logged', () => {
    expect(classifyAnswer({ errorMessage: 'Network Error' })).toEqual({ kind: 'log', message: 'Network Error' })
    expect(classifyAnswer({ status: 502, body: 'Bad Gateway', errorMessage: 'Request failed with status code 502' })).toEqual({
      kind: 'log',
      message: 'Request failed with status code 502',
    })
  })

  it('passes through a successful answer that has no envelope', () => {
    expect(classifyAnswer({ status: 200, body: 'plain' })).toEqual({ kind: 'data', data: 'plain' })
  })
})
