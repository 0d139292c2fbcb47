import { standalonePage } from '../../plugins/standalonePage.js'
import { escapeHtml } from '../../plugins/webApp.js'

const style = `
body { font-family: sans-serif; margin: 15vh auto; max-width: 24rem; text-align: center }
h1 { font-size: 1.25rem }
form a { margin-left: 1rem }
`

/** The page a GET of Logout shows: it asks, and only its button (a same-site POST) signs out. */
export function logoutPage(postUrl: string, cancelUrl: string): string {
  const body = `
<h1>确定要退出登录吗？</h1>
<form method="post" action="${escapeHtml(postUrl)}">
<button type="submit">退出登录</button>
<a href="${escapeHtml(cancelUrl)}">取消</a>
</form>`
  return standalonePage({ title: '退出登录', body, style })
}
