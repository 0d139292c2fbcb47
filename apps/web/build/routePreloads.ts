import type { OutputBundle, OutputChunk } from 'rolldown'
import type { Plugin } from 'vite'

/** Where the server reads, per route path, the scripts its page needs beyond the entry's. */
export const ROUTE_PRELOADS_FILE = '.vite/route-preloads.json'

/** A route of the table: its path and the module its `load` imports, as written in the source. */
export interface RouteImport {
  path: string
  specifier: string
}

type Node = { type: string; [key: string]: unknown }

const isNode = (value: unknown): value is Node =>
  typeof value === 'object' && value !== null && typeof (value as Node).type === 'string'

function stringValue(node: unknown): string | undefined {
  return isNode(node) && node.type === 'Literal' && typeof node.value === 'string' ? node.value : undefined
}

function property(object: Node, name: string): unknown {
  const found = (object.properties as Node[]).find(
    (entry) =>
      entry.type === 'Property' && isNode(entry.key) && (entry.key.name === name || entry.key.value === name),
  )
  return found?.value
}

/** `() => import('./pages/x')`: the imported specifier. */
function importedBy(load: unknown): string | undefined {
  if (!isNode(load) || load.type !== 'ArrowFunctionExpression') return undefined
  const body = load.body
  return isNode(body) && body.type === 'ImportExpression' ? stringValue(body.source) : undefined
}

/** Every object literal with a string `path` and a `load: () => import('…')`: the route table's entries. */
export function routeImports(program: unknown): RouteImport[] {
  const found: RouteImport[] = []
  const visit = (value: unknown): void => {
    if (Array.isArray(value)) return value.forEach(visit)
    if (!isNode(value)) return
    if (value.type === 'ObjectExpression') {
      const path = stringValue(property(value, 'path'))
      const specifier = importedBy(property(value, 'load'))
      if (path && specifier) found.push({ path, specifier })
    }
    for (const [key, child] of Object.entries(value))
      if (key !== 'type' && typeof child === 'object') visit(child)
  }
  visit(program)
  return found
}

/**
 * The scripts a dynamic entry needs, itself and its static imports, leaving out what the
 * application's entry already loads (the page names those itself).
 */
export function chunksOfDynamicEntry(bundle: OutputBundle, moduleId: string): string[] {
  const chunks = Object.values(bundle).filter((output): output is OutputChunk => output.type === 'chunk')
  const page = chunks.find((chunk) => chunk.isDynamicEntry && chunk.facadeModuleId === moduleId)
  if (!page) return []
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]))
  const loadedByEntries = new Set<string>()
  const collect = (file: string, into: Set<string>) => {
    if (into.has(file)) return
    into.add(file)
    for (const imported of byFile.get(file)?.imports ?? []) collect(imported, into)
  }
  for (const entry of chunks.filter((chunk) => chunk.isEntry)) collect(entry.fileName, loadedByEntries)
  const needed = new Set<string>()
  collect(page.fileName, needed)
  return [...needed].filter((file) => !loadedByEntries.has(file))
}

/**
 * Writes ROUTE_PRELOADS_FILE: route path → the page's scripts (file names under the build root),
 * read from the route table `routesModule` (a module ending so) and the build's chunk graph. The
 * server names them as modulepreload links in the page, so they download beside the entry's.
 */
export function routePreloads(routesModule = '/src/routes.ts'): Plugin {
  const routes = new Map<string, string>()
  return {
    name: 'tandem-route-preloads',
    apply: 'build',
    async transform(code, id) {
      if (!id.endsWith(routesModule)) return null
      for (const { path, specifier } of routeImports(this.parse(code))) {
        const resolved = await this.resolve(specifier, id)
        if (resolved) routes.set(path, resolved.id)
      }
      return null
    },
    generateBundle(_options, bundle) {
      if (routes.size === 0) return
      const preloads = Object.fromEntries(
        [...routes].map(([path, moduleId]) => [path, chunksOfDynamicEntry(bundle, moduleId)]),
      )
      this.emitFile({
        type: 'asset',
        fileName: ROUTE_PRELOADS_FILE,
        source: `${JSON.stringify(preloads, null, 1)}\n`,
      })
    },
  }
}
