import { readFile } from 'node:fs/promises'
import path from 'node:path'
import fastifyStatic from '@fastify/static'
import type { FastifyPluginAsync } from 'fastify'
import fp from 'fastify-plugin'

export const WEB_BASE = '/contract/web/'

export interface WebAppOptions {
  webDist: string
  /** Published to the SPA through <meta name="tandem-config">. */
  clientConfig: Record<string, string>
}

const CONFIG_META = /<meta\s+name="tandem-config"\s+content="[^"]*"\s*\/?>/

export const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)

/** index.html with the runtime configuration filled into its placeholder meta tag. */
export function injectClientConfig(html: string, clientConfig: Record<string, string>): string {
  const meta = `<meta name="tandem-config" content="${escapeHtml(JSON.stringify(clientConfig))}">`
  return html.replace(CONFIG_META, () => meta)
}

// Chunks and stylesheets under js/ and css/ carry content hashes in their names.
function isHashedAsset(file: string): boolean {
  return file.startsWith('js/') || file.startsWith('css/')
}

function looksLikeFile(file: string): boolean {
  return isHashedAsset(file) || path.posix.basename(file).includes('.')
}

/** Serves the built SPA at /contract/web/ with history fallback for page paths only. */
const webApp: FastifyPluginAsync<WebAppOptions> = async (app, { webDist, clientConfig }) => {
  await app.register(fastifyStatic, { root: webDist, serve: false })

  app.get('/', { schema: { hide: true } }, (_request, reply) => reply.redirect(WEB_BASE))
  app.get('/contract/web', { schema: { hide: true } }, (_request, reply) => reply.redirect(WEB_BASE))
  app.get('/contract/web/*', { schema: { hide: true } }, async (request, reply) => {
    const file = (request.params as { '*': string })['*']
    if (looksLikeFile(file)) {
      return reply.sendFile(file, isHashedAsset(file) ? { maxAge: '365d', immutable: true } : { maxAge: '1h' })
    }
    const html = await readFile(path.join(webDist, 'index.html'), 'utf8')
    return reply
      .header('cache-control', 'no-cache')
      .type('text/html; charset=utf-8')
      .send(injectClientConfig(html, clientConfig))
  })
}

// Encapsulated, so @fastify/static's reply.sendFile stays within these routes.
export default fp(webApp, { fastify: '5.x', name: 'tandem-web-app', encapsulate: true })
