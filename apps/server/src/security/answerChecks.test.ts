import type { LightMyRequestResponse } from 'fastify'
import { describe, expect, it } from 'vitest'
import { checkAnswer } from './answerChecks.js'

function answer(status: number, body: string, type = 'application/json; charset=utf-8'): LightMyRequestResponse {
  return { statusCode: status, body, headers: { 'content-type': type } } as unknown as LightMyRequestResponse
}

const API = '/contracttandem/api/Dict/Users'
const envelope = (msg: string) => JSON.stringify({ success: false, code: 400, resultCode: 'X', msg, data: null })

describe('checkAnswer', () => {
  it('passes an envelope with a Chinese msg, and file bytes or redirects that are not JSON', () => {
    expect(checkAnswer(API, answer(400, envelope('参数不合法')))).toEqual([])
    expect(checkAnswer('/contracttandem/api/File/Download/x', answer(200, '%PDF', 'application/pdf'))).toEqual([])
    expect(checkAnswer('/contracttandem/api/Authentication/Logout', answer(303, '', 'text/plain'))).toEqual([])
  })

  it('finds a 5xx, a non-envelope API answer, an English msg and leaked internals', () => {
    expect(checkAnswer(API, answer(500, envelope('服务器内部错误'))).map((f) => f.what)).toContain('5xx')
    expect(checkAnswer(API, answer(400, '{"error":"Bad Request","statusCode":400}')).map((f) => f.what)).toContain('not an envelope')
    expect(checkAnswer(API, answer(431, 'Request Header Fields Too Large', 'text/plain')).map((f) => f.what)).toContain('not an envelope')
    expect(checkAnswer(API, answer(400, envelope('Bad Request'))).map((f) => f.what)).toContain('msg not Chinese')
    for (const leak of ['at handler (/app/src/x.ts:12:5)', 'FST_ERR_BAD_URL', 'syntax error at or near "x"', 'select id from contracts where x']) {
      expect(checkAnswer(API, answer(400, envelope(`错误 ${leak}`))).map((f) => f.what), leak).toContain('leak')
    }
  })
})
