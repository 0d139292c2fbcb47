import type { OutputBundle, OutputChunk } from 'rolldown'
import { parseAst } from 'rolldown/parseAst'
import { describe, expect, it } from 'vitest'
import { chunksOfDynamicEntry, routeImports } from './routePreloads'

const chunk = (
  fileName: string,
  imports: string[],
  facade?: { entry?: true; dynamic?: string },
): OutputChunk =>
  ({
    type: 'chunk',
    fileName,
    imports,
    isEntry: facade?.entry === true,
    isDynamicEntry: facade?.dynamic !== undefined,
    facadeModuleId: facade?.dynamic ?? null,
  }) as OutputChunk

describe('route preloads of the web build', () => {
  it('reads each route entry with a path and a load importing its page', () => {
    const program = parseAst(`
      export const routeTable = [
        { path: '/contractList', title: 'a', load: () => import('./pages/contract-list'), prefetch: (q) => q },
        { path: '/formDesigner', load: () => import('./pages/form-designer'), workspace: true },
        { path: '/noPage', title: 'b' },
        { load: () => import('./pages/orphan') },
      ]
      const other = { path: '/x', load: () => somethingElse() }`)
    expect(routeImports(program)).toEqual([
      { path: '/contractList', specifier: './pages/contract-list' },
      { path: '/formDesigner', specifier: './pages/form-designer' },
    ])
  })

  it("lists a page's chunk and its static imports, leaving out what the entry loads", () => {
    const bundle = Object.fromEntries(
      [
        chunk('js/main.js', ['js/runtime.js'], { entry: true }),
        chunk('js/runtime.js', []),
        chunk('js/list.js', ['js/main.js', 'js/browser.js'], { dynamic: '/app/src/pages/list/index.tsx' }),
        chunk('js/browser.js', ['js/table.js', 'js/runtime.js']),
        chunk('js/table.js', ['js/main.js']),
        chunk('js/designer.js', ['js/table.js'], { dynamic: '/app/src/pages/designer/index.tsx' }),
      ].map((output) => [output.fileName, output]),
    ) as OutputBundle
    expect(chunksOfDynamicEntry(bundle, '/app/src/pages/list/index.tsx')).toEqual([
      'js/list.js',
      'js/browser.js',
      'js/table.js',
    ])
    expect(chunksOfDynamicEntry(bundle, '/app/src/pages/missing/index.tsx')).toEqual([])
  })
})
