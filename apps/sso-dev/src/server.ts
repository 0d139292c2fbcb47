import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import type Provider from 'oidc-provider'
import { avatarSvg } from './avatars.js'
import type { SsoConfig } from './config.js'
import { handleInteraction } from './interactions.js'
import { createProvider } from './provider.js'

function serveAvatar(res: ServerResponse, path: string): boolean {
  const match = /^\/avatars\/([a-z0-9_-]+)\.svg$/.exec(path)
  if (!match) return false
  const svg = avatarSvg(match[1])
  if (svg === undefined) {
    res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' })
    res.end('not found')
  } else {
    res.writeHead(200, { 'content-type': 'image/svg+xml; charset=utf-8', 'cache-control': 'public, max-age=3600' })
    res.end(svg)
  }
  return true
}

export interface SsoServer {
  server: Server
  provider: Provider
}

/** The development IdP as an HTTP server (not yet listening): provider, login pages and avatars. */
export function createSsoServer(config: SsoConfig): SsoServer {
  const provider = createProvider(config)
  // Behind an https issuer the IdP sits behind a TLS-terminating proxy; trust its headers.
  provider.proxy = config.issuer.startsWith('https:')
  const oidc = provider.callback()
  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    const path = new URL(req.url ?? '/', 'http://idp').pathname
    if (req.method === 'GET' && serveAvatar(res, path)) return
    void handleInteraction(provider, req, res, path).then((handled) => {
      if (!handled) void oidc(req, res)
    })
  })
  return { server, provider }
}
