import { readFile } from 'node:fs/promises'
import path from 'node:path'
import fastifyStatic from '@fastify/static'
import type { FastifyPluginAsync } from 'fastify'
import fp from 'fastify-plugin'
import { bootAnswers, injectBootAnswers } from './bootAnswers.js'
import { injectRoutePreloads, readRoutePreloads } from './routePreloads.js'
import { addVary } from './varyHeader.js'

export const WEB_BASE = '/contract/web/'

export interface WebAppOptions {
  webDist: string
  /** Published to the SPA through <meta name="tandem-config">. */
  clientConfig: Record<string, string>
  /** GET calls (path and query) whose answers a signed-in page request carries in the HTML. */
  bootCalls?: readonly string[]
}

const CONFIG_META = /<meta\s+name="tandem-config"\s+content="[^"]*"\s*\/?>/

export const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)

/** index.html with the runtime configuration filled into its placeholder meta tag. */
export function injectClientConfig(html: string, clientConfig: Record<string, string>): string {
  const meta = `<meta name="tandem-config" content="${escapeHtml(JSON.stringify(clientConfig))}">`
  return html.replace(CONFIG_META, () => meta)
}

// Chunks, stylesheets and other bundled assets under js/, css/ and assets/ carry content hashes in their names.
function isHashedAsset(file: string): boolean {
  return file.startsWith('js/') || file.startsWith('css/') || file.startsWith('assets/')
}

const HASHED_ASSET_CACHE = 'public, max-age=31536000, immutable'
const OTHER_FILE_CACHE = 'public, max-age=3600'

function looksLikeFile(file: string): boolean {
  return isHashedAsset(file) || path.posix.basename(file).includes('.')
}

/**
 * Serves the built SPA at /contract/web/ with history fallback for page paths only. Static files
 * go as the build's brotli or gzip copy (file.br, file.gz) when the client accepts one; hashed
 * assets are cached for a year as immutable, the HTML is revalidated on every visit and carries the
 * answers of the SPA's start calls when the request is signed in (bootAnswers), with the opened
 * route's scripts as modulepreload links (routePreloads).
 */
const webApp: FastifyPluginAsync<WebAppOptions> = async (app, { webDist, clientConfig, bootCalls = [] }) => {
  await app.register(fastifyStatic, {
    root: webDist,
    serve: false,
    preCompressed: true,
    // Set per file here: options given to sendFile are lost when a compressed copy is missing.
    cacheControl: false,
    setHeaders: (response, filePath) => {
      const file = path.relative(webDist, filePath).split(path.sep).join('/')
      response.setHeader('cache-control', isHashedAsset(file) ? HASHED_ASSET_CACHE : OTHER_FILE_CACHE)
    },
  })

  app.get('/', { schema: { hide: true } }, (_request, reply) => reply.redirect(WEB_BASE))
  app.get('/contract/web', { schema: { hide: true } }, (_request, reply) => reply.redirect(WEB_BASE))
  app.get('/contract/web/*', { schema: { hide: true } }, async (request, reply) => {
    const file = (request.params as { '*': string })['*']
    if (looksLikeFile(file)) {
      addVary(reply, 'Accept-Encoding')
      return reply.sendFile(file)
    }
    // Read with the page, as index.html is: a new build in place brings new script names.
    const [html, answers, routePreloads] = await Promise.all([readFile(path.join(webDist, 'index.html'), 'utf8'), bootAnswers(app, request, bootCalls), readRoutePreloads(webDist)])
    // The page carries the signed-in user's start answers: revalidated, and kept by no shared cache.
    addVary(reply, 'Cookie')
    // Only a signed-in page opens its route; any other goes to sign-in, and its scripts would be wasted.
    const preloads = Object.keys(answers).length > 0 ? (routePreloads[`/${file}`] ?? []) : []
    return reply
      .header('cache-control', 'private, no-cache')
      .type('text/html; charset=utf-8')
      .send(injectBootAnswers(injectRoutePreloads(injectClientConfig(html, clientConfig), preloads.map((script) => `${WEB_BASE}${script}`)), answers))
  })
}

// Encapsulated, so @fastify/static's reply.sendFile stays within these routes.
export default fp(webApp, { fastify: '5.x', name: 'tandem-web-app', encapsulate: true })
