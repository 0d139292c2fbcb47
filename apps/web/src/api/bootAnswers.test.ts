import { describe, expect, it, vi } from 'vitest'
import { answerFromPage, readBootAnswers } from './bootAnswers'
import { createHttp, type HttpEffects } from './http'
import type { HttpRequest, HttpTransport } from './fetchTransport'

const USER_INFO = '/contracttandem/api/Authentication/GetUserInfo'
const MENUS = '/unifiedauth/api/Frontend/GetUserMenusAndCodes'

function pageWith(bootText: string | null): Document {
  const doc = document.implementation.createHTMLDocument('')
  if (bootText !== null) {
    const script = doc.createElement('script')
    script.type = 'application/json'
    script.id = 'tandem-boot'
    script.textContent = bootText
    doc.head.append(script)
  }
  return doc
}

const noEffects: HttpEffects = { signIn: vi.fn(), toastError: vi.fn(), log: vi.fn() }

describe('answers the page carries', () => {
  it('reads the boot block, and nothing from a page without one or with unreadable JSON', () => {
    expect(readBootAnswers(pageWith(`{"${USER_INFO}":{"success":true,"data":{"userId":1}}}`))).toEqual({ [USER_INFO]: { success: true, data: { userId: 1 } } })
    expect(readBootAnswers(pageWith(null))).toEqual({})
    vi.spyOn(console, 'error').mockImplementation(() => {})
    expect(readBootAnswers(pageWith('{"broken'))).toEqual({})
    expect(readBootAnswers(pageWith('[1,2]'))).toEqual({})
  })

  it('answers each carried GET once from the page, through the common handling; the rest goes to the network', async () => {
    const sent: HttpRequest[] = []
    const network: HttpTransport = async (request) => {
      sent.push(request)
      return { status: 200, data: { success: true, code: 200, msg: '', data: `network ${request.url}` } }
    }
    const answers = {
      [USER_INFO]: { success: true, code: 200, msg: '', data: { userId: 7 } },
      [`${MENUS}?SystemId=HTGL`]: { success: true, code: 200, msg: '', data: { menuList: [], menuCodeList: ['htc'] } },
    }
    const client = createHttp(noEffects, answerFromPage(answers, network))

    expect((await client.get(USER_INFO)).data).toEqual({ userId: 7 })
    expect((await client.get(MENUS, { params: { SystemId: 'HTGL' } })).data).toEqual({ menuList: [], menuCodeList: ['htc'] })
    expect(sent).toEqual([])

    // Another system's menus, a second ask and other methods go out.
    await client.get(MENUS, { params: { SystemId: 'OA' } })
    expect((await client.get(USER_INFO)).data).toBe(`network ${USER_INFO}`)
    await client.post(USER_INFO, {})
    expect(sent.map((request) => [request.method, request.url, request.params])).toEqual([
      ['get', MENUS, { SystemId: 'OA' }],
      ['get', USER_INFO, undefined],
      ['post', USER_INFO, undefined],
    ])
  })
})
