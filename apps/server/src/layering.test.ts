import { existsSync, readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { ESLint } from 'eslint'
import ts from 'typescript'
import { describe, expect, it } from 'vitest'

const REPO = path.resolve(import.meta.dirname, '../../..')
const TREES = ['apps/server', 'apps/web', 'packages/form-render']
/** Trees whose files, not only folders, must not import each other in a circle. */
const FILE_TREES = ['packages/form-core', 'packages/form-render', 'packages/form-designer', 'apps/server', 'apps/web']
/** Folders whose sub-folders are the units (one per module or page). */
const GROUPS = new Set(['modules', 'pages'])

type Graph = Map<string, Map<string, string>>

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) return sourceFiles(full)
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts') ? [full] : []
  })
}

/**
 * The unit a file belongs to: its first-level folder under src/ (modules/<name> and pages/<name>
 * under those two), or the file itself when it sits directly in src/.
 */
export function unitOf(src: string, file: string): string {
  const parts = path.relative(src, file).split(path.sep)
  if (parts.length === 1) return parts[0]!.replace(/\.tsx?$/, '')
  return GROUPS.has(parts[0]!) && parts.length > 2 ? `${parts[0]}/${parts[1]}` : parts[0]!
}

/** unit → unit it imports → one file that does, for the message (files of src/ as units with unitOf = file). */
function importGraph(tree: string, unit: (src: string, file: string) => string = unitOf): Graph {
  const src = path.join(REPO, tree, 'src')
  const graph: Graph = new Map()
  for (const file of sourceFiles(src)) {
    const from = unit(src, file)
    const edges = graph.get(from) ?? new Map<string, string>()
    graph.set(from, edges)
    for (const target of importedFiles(src, file)) {
      const to = unit(src, target)
      if (to !== from && !edges.has(to)) edges.set(to, path.relative(REPO, file))
    }
  }
  return graph
}

/** The files of src/ a file names (extension and index.ts resolved), in any way one file names another. */
function importedFiles(src: string, file: string): string[] {
  // import, import type, export … from, import() and require()
  return ts.preProcessFile(readFileSync(file, 'utf8'), true, true).importedFiles.flatMap(({ fileName }) => {
    if (!fileName.startsWith('.')) return []
    const target = resolveSource(path.resolve(path.dirname(file), fileName))
    return target && !path.relative(src, target).startsWith('..') ? [target] : []
  })
}

function resolveSource(target: string): string | null {
  const bare = target.replace(/\.js$/, '')
  const candidates = [`${bare}.ts`, `${bare}.tsx`, path.join(bare, 'index.ts'), path.join(bare, 'index.tsx')]
  return candidates.find((candidate) => existsSync(candidate)) ?? null
}

const fileUnit = (src: string, file: string) => path.relative(src, file)

/**
 * Imports that reach up to the public face (index) of a folder holding the importing file: a part
 * of a module must import its siblings, not the module's own face (which imports it back).
 */
function upwardImports(tree: string): string[] {
  const src = path.join(REPO, tree, 'src')
  return sourceFiles(src).flatMap((file) =>
    importedFiles(src, file)
      .filter((target) => /^index\.tsx?$/.test(path.basename(target)) && target !== file && !path.relative(path.dirname(target), file).startsWith('..'))
      .map((target) => `${path.relative(REPO, file)} → ${path.relative(REPO, target)}`),
  )
}

/** The shortest way from the group's first unit back to itself, staying inside the group. */
function cycleThrough(graph: Graph, group: ReadonlySet<string>): string[] {
  const start = [...group].sort()[0]!
  const previous = new Map<string, string>()
  const queue = [start]
  for (let unit = queue.shift(); unit !== undefined; unit = queue.shift()) {
    for (const next of [...(graph.get(unit)?.keys() ?? [])].sort()) {
      if (next === start) {
        const path = [unit]
        while (path[0] !== start) path.unshift(previous.get(path[0]!)!)
        return [...path, start]
      }
      if (group.has(next) && !previous.has(next)) {
        previous.set(next, unit)
        queue.push(next)
      }
    }
  }
  throw new Error(`no cycle through ${start}`)
}

/**
 * One cycle per group of units that reach each other (Tarjan's strongly connected components),
 * in import order and ending where it starts, e.g. ['a', 'b', 'a'].
 */
export function findCycles(graph: Graph): string[][] {
  const index = new Map<string, number>()
  const low = new Map<string, number>()
  const stack: string[] = []
  const onStack = new Set<string>()
  const cycles: string[][] = []
  const connect = (unit: string) => {
    index.set(unit, index.size)
    low.set(unit, index.get(unit)!)
    stack.push(unit)
    onStack.add(unit)
    for (const next of graph.get(unit)?.keys() ?? []) {
      if (!index.has(next)) connect(next)
      if (onStack.has(next)) low.set(unit, Math.min(low.get(unit)!, low.get(next)!))
    }
    if (low.get(unit) !== index.get(unit)) return
    const group = new Set<string>()
    for (let member = stack.pop()!; ; member = stack.pop()!) {
      onStack.delete(member)
      group.add(member)
      if (member === unit) break
    }
    if (group.size > 1) cycles.push(cycleThrough(graph, group))
  }
  for (const unit of [...graph.keys()].sort()) if (!index.has(unit)) connect(unit)
  return cycles.sort((a, b) => a[0]!.localeCompare(b[0]!))
}

function describeCycle(graph: Graph, cycle: string[]): string {
  return cycle
    .slice(0, -1)
    .map((unit, i) => `${unit} → ${cycle[i + 1]} (${graph.get(unit)?.get(cycle[i + 1]!)})`)
    .join(', ')
}

describe('folder imports point one way', () => {
  it('finds every cycle, through any number of folders', () => {
    const graph: Graph = new Map([
      ['a', new Map([['b', 'a.ts']])],
      ['b', new Map([['c', 'b.ts']])],
      ['c', new Map([['a', 'c.ts']])],
      ['d', new Map([['a', 'd.ts'], ['e', 'd.ts']])],
      ['e', new Map([['f', 'e.ts']])],
      ['f', new Map([['e', 'f.ts']])],
    ])
    expect(findCycles(graph)).toEqual([
      ['a', 'b', 'c', 'a'],
      ['e', 'f', 'e'],
    ])
    expect(findCycles(new Map([['a', new Map([['b', 'a.ts']])], ['b', new Map()]]))).toEqual([])
  })

  it('names the unit of a file', () => {
    expect(unitOf('/r/src', '/r/src/main.ts')).toBe('main')
    expect(unitOf('/r/src', '/r/src/widgets/input/index.tsx')).toBe('widgets')
    expect(unitOf('/r/src', '/r/src/modules/files/routes.ts')).toBe('modules/files')
    expect(unitOf('/r/src', '/r/src/pages/form-list/index.tsx')).toBe('pages/form-list')
  })

  it.each(TREES)('%s has no import cycle between its folders', (tree) => {
    const graph = importGraph(tree)
    expect(graph.size).toBeGreaterThan(3)
    expect(findCycles(graph).map((cycle) => describeCycle(graph, cycle))).toEqual([])
  })

  it.each(FILE_TREES)('%s has no import cycle between its files (type-only imports included)', (tree) => {
    const graph = importGraph(tree, fileUnit)
    expect(graph.size).toBeGreaterThan(3)
    expect(findCycles(graph).map((cycle) => describeCycle(graph, cycle))).toEqual([])
  })

  it.each(FILE_TREES)('%s has no file importing the index of a folder it sits in', (tree) => {
    expect(upwardImports(tree)).toEqual([])
  })

  it('apps/web pages import no other page', () => {
    const graph = importGraph('apps/web')
    const pageImports = [...graph].flatMap(([from, edges]) =>
      from.startsWith('pages/') ? [...edges.keys()].filter((to) => to.startsWith('pages/')).map((to) => `${from} → ${to}`) : [],
    )
    // What two pages show lives in src/shared.
    expect(pageImports).toEqual([])
  })
})

describe('eslint keeps the package layers', () => {
  const eslint = new ESLint({ cwd: REPO })
  const refusals = async (file: string, specifier: string) => {
    const [result] = await eslint.lintText(`import '${specifier}'\n`, { filePath: path.join(REPO, file) })
    return result!.messages.filter((message) => message.ruleId === 'no-restricted-imports')
  }

  it.each([
    ['packages/form-core/src/x.ts', 'react'],
    ['packages/form-core/src/x.ts', 'react-dom/client'],
    ['packages/form-core/src/x.tsx', 'antd'],
    ['packages/form-core/src/x.ts', '@ant-design/icons'],
    ['packages/form-core/src/x.ts', 'vue'],
    ['packages/form-core/src/x.ts', '@tandem/form-render'],
    ['packages/form-core/src/x.ts', '../../form-render/src/index'],
    ['packages/form-core/src/x.ts', '../../../apps/web/src/routes'],
    ['packages/form-render/src/x.tsx', '@tandem/form-designer'],
    ['packages/form-render/src/x.tsx', '../../form-designer/src/index'],
    ['packages/form-render/src/x.ts', '@tandem/web'],
    ['packages/form-designer/src/x.tsx', '../../../apps/server/src/app'],
    ['apps/server/src/x.ts', '@tandem/form-render'],
    ['apps/server/src/x.ts', '@tandem/form-designer'],
    ['apps/server/src/x.ts', '../../../packages/form-render/src/index'],
  ])('%s may not import %s', async (file, specifier) => {
    expect(await refusals(file, specifier)).toHaveLength(1)
  })

  it.each([
    ['packages/form-core/src/x.ts', './model/index.js'],
    ['packages/form-render/src/x.tsx', '@tandem/form-core'],
    ['packages/form-render/src/x.tsx', 'antd'],
    ['packages/form-designer/src/x.tsx', '@tandem/form-render'],
    ['apps/server/src/x.ts', '@tandem/form-core'],
    ['apps/web/src/x.tsx', '@tandem/form-designer'],
  ])('%s may import %s', async (file, specifier) => {
    expect(await refusals(file, specifier)).toEqual([])
  })
})
