import { readFile } from 'node:fs/promises'
import path from 'node:path'

/** Route path (below /contract/web) → the scripts its page needs beyond the entry's, as the web build lists them. */
export type RoutePreloads = Record<string, string[]>

/** Written by the web build (apps/web/build/routePreloads.ts). */
const ROUTE_PRELOADS_FILE = '.vite/route-preloads.json'

const SCRIPT_PATH = /^js\/[\w.-]+\.js$/

/** The build's list, keeping only names of its own scripts; none when the build wrote none (an older build). */
export async function readRoutePreloads(webDist: string): Promise<RoutePreloads> {
  let text: string
  try {
    text = await readFile(path.join(webDist, ROUTE_PRELOADS_FILE), 'utf8')
  } catch {
    return {}
  }
  const parsed = JSON.parse(text) as unknown
  if (typeof parsed !== 'object' || parsed === null)
    throw new Error(`${ROUTE_PRELOADS_FILE} of ${webDist} is not an object`)
  return Object.fromEntries(
    Object.entries(parsed).map(([route, scripts]) => {
      if (
        !Array.isArray(scripts) ||
        !scripts.every((script) => typeof script === 'string' && SCRIPT_PATH.test(script))
      ) {
        throw new Error(`${ROUTE_PRELOADS_FILE} of ${webDist}: ${route} does not list scripts under js/`)
      }
      return [route, scripts as string[]]
    }),
  )
}

/**
 * The opened route's scripts as modulepreload links before </head>: they download beside the
 * entry's instead of once the entry has run and imported the page. Same-origin hashed scripts,
 * so the policy's script-src 'self' covers them.
 */
export function injectRoutePreloads(html: string, scripts: readonly string[]): string {
  if (scripts.length === 0) return html
  const links = scripts.map((script) => `<link rel="modulepreload" crossorigin href="${script}">`).join('')
  return html.replace('</head>', () => `${links}</head>`)
}
