import { devAccounts } from './accounts.js'

export function escapeHtml(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;')
}

const style = `
  body { margin: 0; min-height: 100vh; display: flex; align-items: center; justify-content: center;
    background: #f0f2f5; font-family: 'Noto Sans CJK SC', 'PingFang SC', 'Microsoft YaHei', sans-serif; }
  main { width: 340px; padding: 32px; background: #fff; border-radius: 8px; box-shadow: 0 2px 12px rgba(0,0,0,.08); }
  h1 { margin: 0 0 4px; font-size: 22px; text-align: center; }
  .sub { margin: 0 0 24px; color: #595959; text-align: center; }
  label { display: block; margin-bottom: 16px; color: #333; }
  input { box-sizing: border-box; width: 100%; margin-top: 6px; padding: 8px 10px; font-size: 15px;
    border: 1px solid #d9d9d9; border-radius: 4px; }
  button { width: 100%; padding: 10px; font-size: 16px; color: #fff; background: #237804; border: 0;
    border-radius: 4px; cursor: pointer; }
  .error { margin: 0 0 16px; padding: 8px 12px; color: #c92a2a; background: #fff5f5; border: 1px solid #ffc9c9;
    border-radius: 4px; }
  table { width: 100%; margin-top: 24px; font-size: 13px; color: #666; border-collapse: collapse; }
  th, td { padding: 2px 4px; text-align: left; }
`

// The provider's own page shell: it stands for an organisation's sign-in pages (in production those
// of Keycloak, Authing, …), so it shares nothing with the product's server pages on purpose.
function page(title: string, body: string, head = ''): string {
  return `<!DOCTYPE html>
<html lang="zh-CN">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<link rel="icon" type="image/svg+xml" href="/favicon.svg">
<style>${style}</style>
${head}
</head>
<body><main>${body}</main></body>
</html>`
}

export interface LoginPageInput {
  action: string
  clientName: string
  username: string
  error?: string
}

export function loginPage({ action, clientName, username, error }: LoginPageInput): string {
  const accounts = devAccounts
    .map((a) => `<tr><td>${escapeHtml(a.account)}</td><td>${escapeHtml(a.password)}</td><td>${escapeHtml(a.name)}</td></tr>`)
    .join('')
  return page(
    '统一身份认证',
    `<h1>统一身份认证</h1>
<p class="sub">登录 ${escapeHtml(clientName)}</p>
${error ? `<p class="error" role="alert">${escapeHtml(error)}</p>` : ''}
<form method="post" action="${escapeHtml(action)}" autocomplete="off">
<label>用户名<input name="username" value="${escapeHtml(username)}" autofocus required></label>
<label>密码<input name="password" type="password" required></label>
<button type="submit">登录</button>
</form>
<table><caption>开发环境账号</caption><tr><th>用户名</th><th>密码</th><th>姓名</th></tr>${accounts}</table>`,
  )
}

/** Logout confirmation that submits itself: signing out never stops at a question. */
export function logoutPage(form: string): string {
  const confirmed = form.replace('</form>', '<input type="hidden" name="logout" value="yes"/><noscript><button type="submit">退出登录</button></noscript></form>')
  return page(
    '正在退出登录',
    `<h1>正在退出登录…</h1>${confirmed}`,
    "<script>document.addEventListener('DOMContentLoaded', function () { document.forms[0].submit() })</script>",
  )
}

export function signedOutPage(): string {
  return page('已退出登录', '<h1>已退出登录</h1><p class="sub">您已安全退出统一身份认证。</p>')
}

export function errorPage(error: string, description = ''): string {
  return page(
    '统一身份认证 - 出错了',
    `<h1>出错了</h1><p class="sub">请求无法完成。</p><p class="error" role="alert">${escapeHtml(error)}</p><p>${escapeHtml(description)}</p>`,
  )
}
