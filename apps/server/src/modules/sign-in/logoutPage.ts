const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)

/** The page a GET of Logout shows: it asks, and only its button (a same-site POST) signs out. */
export function logoutPage(postUrl: string, cancelUrl: string): string {
  return `<!doctype html>
<html lang="zh-CN">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>退出登录</title></head>
<body style="font-family: sans-serif; margin: 15vh auto; max-width: 24rem; text-align: center">
<h1 style="font-size: 1.25rem">确定要退出登录吗？</h1>
<form method="post" action="${escapeHtml(postUrl)}">
<button type="submit">退出登录</button>
<a href="${escapeHtml(cancelUrl)}" style="margin-left: 1rem">取消</a>
</form>
</body>
</html>
`
}
