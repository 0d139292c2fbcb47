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

// The IdP's tab icon: a key on the platform's green (browsers ask for /favicon.ico by themselves).
const FAVICON_SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="6" fill="#237804"/>' +
  '<circle cx="12" cy="16" r="5" fill="none" stroke="#fff" stroke-width="3"/><path d="M17 16h10M23 16v5M27 16v4" stroke="#fff" stroke-width="3" stroke-linecap="round"/></svg>'

function serveFavicon(res: ServerResponse, path: string): boolean {
  if (path !== '/favicon.svg' && path !== '/favicon.ico') return false
  res.writeHead(200, { 'content-type': 'image/svg+xml; charset=utf-8', 'cache-control': 'public, max-age=86400' })
  res.end(FAVICON_SVG)
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
    if (req.method === 'GET' && (serveAvatar(res, path) || serveFavicon(res, path))) return
    void handleInteraction(provider, req, res, path).then((handled) => {
      if (!handled) void oidc(req, res)
    })
  })
  return { server, provider }
}
