import type { FastifyPluginAsync } from 'fastify'
import { standalonePage } from '../../plugins/standalonePage.js'
import { escapeHtml, WEB_BASE } from '../../plugins/webApp.js'
import { suiteEntry } from './repository.js'
import { SUITE_ENTRY_PATH, suiteAddress, type SuiteLinkSettings } from './suiteLinks.js'

const PRODUCT = '合同管理平台'

const style = `
body { margin: 0; font-family: system-ui, sans-serif; color: #1f1f1f; background: #f5f5f5 }
main { max-width: 32rem; margin: 15vh auto; padding: 2rem; background: #fff; border-radius: 8px; text-align: center }
h1 { font-size: 1.5rem; margin: 0 0 1rem }
p { line-height: 1.6; color: #595959 }
a { display: inline-block; margin-top: 1rem; padding: .5rem 1.25rem; border-radius: 6px; background: #237804; color: #fff; text-decoration: none }
a:focus-visible { outline: 2px solid #0958d9; outline-offset: 2px }
`

function page(publicUrl: string, title: string, heading: string, text: string): string {
  const body = `
<main>
<h1>${escapeHtml(heading)}</h1>
<p>${escapeHtml(text)}</p>
<a href="${escapeHtml(`${publicUrl}${WEB_BASE}`)}">返回${PRODUCT}</a>
</main>`
  return standalonePage({ title, body, style, iconUrl: `${publicUrl}${WEB_BASE}favicon.svg` })
}

/**
 * `${SUITE_ENTRY_PATH}<code>`: a suite entry's stand-in inside the product. It forwards to the
 * entry's address when there is one (the same rule as the menus answer), and otherwise says which
 * system the entry stands for and that this installation has no address for it. No sign-in: it
 * only names the suite's systems.
 */
const suiteEntryPage: FastifyPluginAsync<SuiteLinkSettings> = async (app, settings) => {
  app.get(`${SUITE_ENTRY_PATH}:code`, { schema: { hide: true } }, async (request, reply) => {
    const { code } = request.params as { code: string }
    const html = (status: number, title: string, heading: string, text: string) =>
      reply.code(status).header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(page(settings.publicUrl, title, heading, text))
    const entry = await suiteEntry(app.db, code)
    const address = suiteAddress(code, entry?.path ?? '', settings)
    if (address) return reply.redirect(address)
    if (!entry) {
      // e.g. 工作台 or 通讯录, which the top bar always offers, on a suite whose menus lack them;
      // the code from the address is not repeated on the page
      return html(404, `套件入口未配置 - ${PRODUCT}`, '套件入口未配置', '当前部署没有为这个办公套件入口配置访问地址。如需使用，请联系系统管理员。')
    }
    const text = `“${entry.name}”是办公套件中的另一个系统，当前部署尚未配置它的访问地址。如需使用，请联系系统管理员。`
    return html(200, `${entry.name} - ${PRODUCT}`, entry.name, text)
  })
}

export default suiteEntryPage
