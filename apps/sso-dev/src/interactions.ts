import type { IncomingMessage, ServerResponse } from 'node:http'
import type Provider from 'oidc-provider'
import { authenticate } from './accounts.js'
import { errorPage, loginPage } from './pages.js'
import { clientName } from './provider.js'

const maxFormBytes = 16 * 1024

export const wrongCredentials = '用户名或密码错误'

async function readForm(req: IncomingMessage): Promise<URLSearchParams> {
  const chunks: Buffer[] = []
  let size = 0
  for await (const chunk of req) {
    size += (chunk as Buffer).length
    if (size > maxFormBytes) throw new Error('form too large')
    chunks.push(chunk as Buffer)
  }
  return new URLSearchParams(Buffer.concat(chunks).toString('utf8'))
}

function sendHtml(res: ServerResponse, status: number, html: string): void {
  res.writeHead(status, {
    'content-type': 'text/html; charset=utf-8',
    'cache-control': 'no-store',
  })
  res.end(html)
}

function renderLogin(res: ServerResponse, uid: string, username: string, error?: string): void {
  sendHtml(res, 200, loginPage({ action: `/interaction/${uid}/login`, clientName, username, error }))
}

async function showInteraction(provider: Provider, req: IncomingMessage, res: ServerResponse): Promise<void> {
  const details = await provider.interactionDetails(req, res)
  if (details.prompt.name === 'login') {
    renderLogin(res, details.uid, typeof details.params.login_hint === 'string' ? details.params.login_hint : '')
    return
  }
  // Consent is only asked for when the client forces it (prompt=consent); the grant for a
  // first-party client already holds what it requested.
  await provider.interactionFinished(req, res, { consent: { grantId: details.grantId } }, { mergeWithLastSubmission: true })
}

async function submitLogin(provider: Provider, req: IncomingMessage, res: ServerResponse): Promise<void> {
  const details = await provider.interactionDetails(req, res)
  const form = await readForm(req)
  const username = (form.get('username') ?? '').trim()
  const account = authenticate(username, form.get('password') ?? '')
  if (details.prompt.name !== 'login' || !account) {
    renderLogin(res, details.uid, username, wrongCredentials)
    return
  }
  await provider.interactionFinished(req, res, { login: { accountId: account.account } }, { mergeWithLastSubmission: false })
}

/** Serves /interaction/<uid> (GET) and /interaction/<uid>/login (POST); false for other paths. */
export async function handleInteraction(provider: Provider, req: IncomingMessage, res: ServerResponse, path: string): Promise<boolean> {
  const match = /^\/interaction\/[\w-]+(\/login)?$/.exec(path)
  if (!match) return false
  try {
    if (!match[1] && req.method === 'GET') await showInteraction(provider, req, res)
    else if (match[1] && req.method === 'POST') await submitLogin(provider, req, res)
    else sendHtml(res, 405, errorPage('method_not_allowed'))
  } catch (error) {
    // An expired or unknown interaction: the user starts again from the application.
    const description = error instanceof Error ? error.message : String(error)
    sendHtml(res, 400, errorPage('登录会话已失效，请返回应用重新登录', description))
  }
  return true
}
