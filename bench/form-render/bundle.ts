import { mkdirSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname } from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { gzipSync } from 'node:zlib'
import type { Rollup } from 'vite'

const REPO_ROOT = fileURLToPath(new URL('../../', import.meta.url))
const ENTRY = `${REPO_ROOT}packages/form-render/src/index.ts`
export const BUNDLE_RESULTS_FILE = fileURLToPath(new URL('../results/form-render-bundle.json', import.meta.url))
/** What the issue puts the renderer's own gzipped JavaScript under. */
export const BUNDLE_TARGET_KB = 100

/** What every page of the SPA loads anyway; the renderer is measured on top of these. */
const HOST_PACKAGES = ['react', 'react-dom', 'antd', '@ant-design/icons', 'dayjs']

export interface BundleChunk {
  file: string
  /** Loaded with the renderer (entry and its static imports) or on demand (dynamic import()). */
  loading: 'eager' | 'lazy'
  minifiedBytes: number
  gzipBytes: number
  /** Packages or source folders in the chunk, largest first (size before minification). */
  contents: string[]
}

export interface BundleSizes {
  /** packages/form-render + packages/form-core, every third-party package external. */
  own: { eagerGzipBytes: number; lazyGzipBytes: number; chunks: BundleChunk[] }
  /**
   * Third-party code the renderer brings besides the host packages (Quill, DOMPurify, …): the
   * sums are the second build minus the first; the chunks are the second build's that hold any.
   */
  thirdParty: { eagerGzipBytes: number; lazyGzipBytes: number; chunks: BundleChunk[] }
  hostPackages: string[]
  bundler: string
}

const gzipBytes = (code: string) => gzipSync(code, { level: 9 }).length
const isBare = (id: string) => !id.startsWith('.') && !id.startsWith('/') && !id.startsWith('\0') && !/^[A-Za-z]:/.test(id)
export const isOwn = (origin: string) => origin.startsWith('@tandem/')
const packageOf = (id: string) => (id.startsWith('@') ? id.split('/').slice(0, 2).join('/') : id.split('/')[0])

/** "antd", "@tandem/form-render/widgets" …: where a module of the bundle comes from. */
function originOf(moduleId: string): string {
  const path = moduleId.replace(/^\0/, '').split('?')[0]
  const inModules = path.lastIndexOf('node_modules/')
  if (inModules >= 0) return packageOf(path.slice(inModules + 'node_modules/'.length))
  const own = /packages\/(form-core|form-render)\/src\/([^/]+)/.exec(path)
  if (own) return `@tandem/${own[1]}/${own[2].replace(/\.[tj]sx?$/, '')}`
  return path
}

function describeChunk(chunk: Rollup.OutputChunk, eager: ReadonlySet<string>): BundleChunk {
  const byOrigin = new Map<string, number>()
  for (const [id, info] of Object.entries(chunk.modules)) {
    byOrigin.set(originOf(id), (byOrigin.get(originOf(id)) ?? 0) + info.renderedLength)
  }
  const contents = [...byOrigin].filter(([, size]) => size > 0).sort((a, b) => b[1] - a[1]).map(([origin]) => origin)
  return {
    file: chunk.fileName,
    loading: eager.has(chunk.fileName) ? 'eager' : 'lazy',
    minifiedBytes: Buffer.byteLength(chunk.code),
    gzipBytes: gzipBytes(chunk.code),
    contents,
  }
}

/** The entry chunk and everything it imports statically, transitively. */
function eagerFiles(chunks: readonly Rollup.OutputChunk[]): Set<string> {
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]))
  const eager = new Set<string>()
  const visit = (file: string) => {
    if (eager.has(file)) return
    eager.add(file)
    for (const imported of byFile.get(file)?.imports ?? []) visit(imported)
  }
  for (const chunk of chunks) if (chunk.isEntry) visit(chunk.fileName)
  return eager
}

const vite = (() => {
  // The SPA's own Vite (apps/web), so the figure comes from the bundler that ships the renderer.
  const require = createRequire(`${REPO_ROOT}apps/web/package.json`)
  const entry = require.resolve('vite')
  return { load: () => import(pathToFileURL(entry).href) as Promise<typeof import('vite')>, version: (require('vite/package.json') as { version: string }).version, dir: dirname(entry) }
})()

/** Builds the renderer's entry (minified ES module) with `external` left out; returns its chunks. */
async function bundle(external: (id: string) => boolean): Promise<BundleChunk[]> {
  const { build } = await vite.load()
  const output = await build({
    configFile: false,
    logLevel: 'silent',
    root: REPO_ROOT,
    resolve: { conditions: ['source', 'module', 'browser', 'production', 'import', 'default'] },
    define: { 'process.env.NODE_ENV': '"production"' },
    build: {
      write: false,
      minify: true,
      cssCodeSplit: true,
      lib: { entry: ENTRY, formats: ['es'], fileName: 'form-render' },
      rolldownOptions: { external },
    },
  })
  const outputs = (Array.isArray(output) ? output : [output]) as Rollup.RollupOutput[]
  const chunks = outputs.flatMap((result) => result.output.filter((item): item is Rollup.OutputChunk => item.type === 'chunk'))
  const eager = eagerFiles(chunks)
  return chunks.map((chunk) => describeChunk(chunk, eager))
}

const sum = (chunks: readonly BundleChunk[], loading: BundleChunk['loading']) =>
  chunks.filter((chunk) => chunk.loading === loading).reduce((total, chunk) => total + chunk.gzipBytes, 0)

/**
 * The renderer's own gzipped JavaScript (form-render + form-core, minified, gzip -9) with all
 * third-party packages external, and separately what the third-party packages other than React,
 * antd, icons and dayjs add (the difference of a second build that bundles them).
 */
export async function measureRendererBundle(): Promise<BundleSizes> {
  const own = await bundle((id) => isBare(id) && !id.startsWith('@tandem/'))
  const withThirdParty = await bundle((id) => isBare(id) && HOST_PACKAGES.includes(packageOf(id)))
  const ownEager = sum(own, 'eager')
  const ownLazy = sum(own, 'lazy')
  return {
    own: { eagerGzipBytes: ownEager, lazyGzipBytes: ownLazy, chunks: own },
    thirdParty: {
      eagerGzipBytes: sum(withThirdParty, 'eager') - ownEager,
      lazyGzipBytes: sum(withThirdParty, 'lazy') - ownLazy,
      chunks: withThirdParty.filter((chunk) => chunk.contents.some((origin) => !isOwn(origin))),
    },
    hostPackages: HOST_PACKAGES,
    bundler: `vite ${vite.version}`,
  }
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`

/** Console lines: the figure against the target, then the lazy and third-party parts. */
export function bundleLines(sizes: BundleSizes): string[] {
  const { own, thirdParty } = sizes
  const verdict = own.eagerGzipBytes < BUNDLE_TARGET_KB * 1024 ? 'under' : 'OVER'
  const lines = [
    `bundle  renderer's own JS (form-render + form-core, min + gzip -9): ${kb(own.eagerGzipBytes)} loaded with the renderer (${verdict} the ${BUNDLE_TARGET_KB} KB target), ${kb(own.lazyGzipBytes)} more on demand`,
    `bundle  third-party beyond ${sizes.hostPackages.join(', ')}: ${kb(thirdParty.eagerGzipBytes)} loaded with the renderer, ${kb(thirdParty.lazyGzipBytes)} on demand`,
  ]
  for (const chunk of thirdParty.chunks) {
    const packages = chunk.contents.filter((origin) => !isOwn(origin))
    const mixed = packages.length < chunk.contents.length ? ' (chunk shared with the renderer\'s own code)' : ''
    lines.push(`bundle    ${chunk.loading.padEnd(5)} ${kb(chunk.gzipBytes).padStart(9)}  ${packages.slice(0, 6).join(', ')}${mixed}`)
  }
  return lines
}

export function writeBundleResults(sizes: BundleSizes): void {
  mkdirSync(dirname(BUNDLE_RESULTS_FILE), { recursive: true })
  writeFileSync(BUNDLE_RESULTS_FILE, `${JSON.stringify({ measuredAt: new Date().toISOString(), ...sizes }, null, 2)}\n`)
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const write = !process.argv.includes('--no-write')
  measureRendererBundle()
    .then((sizes) => {
      for (const line of bundleLines(sizes)) console.log(line)
      if (write) {
        writeBundleResults(sizes)
        console.log('wrote bench/results/form-render-bundle.json')
      }
    })
    .catch((error: unknown) => {
      console.error(error instanceof Error ? error.stack : error)
      process.exitCode = 1
    })
}
