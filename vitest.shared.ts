import { readdirSync, readFileSync, type Dirent } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { defaultClientConditions, defaultServerConditions, type UserConfig } from 'vite'
import type { InlineConfig } from 'vitest/node'

// Workspace packages export their TypeScript sources under the "source" condition,
// so tests and the dev server run against src/ without a build step.
export const sourceResolution: Pick<UserConfig, 'resolve' | 'ssr'> = {
  resolve: { conditions: ['source', ...defaultClientConditions] },
  ssr: { resolve: { conditions: ['source', ...defaultServerConditions] } },
}

// Component tests (happy-dom) load React, antd and the editors in every test file. Vitest's
// optimizer bundles them once per project into a few files, so a test file imports those instead
// of thousands of modules. Everything that imports React is bundled with it (one React instance),
// and so is a library a test reaches into beside its wrapper (quill beside react-quill-new).
// antd and its icons are taken as their ES builds: their Node entries re-export CommonJS, whose
// names the bundle would lose.
const componentTestDependencies = [
  'react',
  'react-dom',
  'react-dom/client',
  'react/jsx-runtime',
  'react/jsx-dev-runtime',
  'antd/es/index.js',
  '@ant-design/icons/es',
  'dayjs',
  '@testing-library/react',
  '@testing-library/user-event',
  '@tanstack/react-virtual',
  'react-quill-new',
  'quill',
  'dompurify',
  '@dnd-kit/core',
  '@dnd-kit/sortable',
  '@dnd-kit/utilities',
  '@uiw/react-codemirror',
  '@codemirror/lang-css',
  '@codemirror/lang-javascript',
  '@codemirror/lang-json',
  '@codemirror/lint',
  '@tanstack/react-query',
  'react-router',
]

/**
 * What gives a React test file modules of its own: a module mock (vi.mock replaces a module only for
 * the importers loaded after it), code hoisted above the imports (such as a hook react-dom reads once,
 * as it loads) and a widget type registered for the whole process.
 */
const needsOwnModules = /\bvi\.(?:mock|doMock|hoisted)\(|\bregisterWidget(?:Type|Component)\(/

const notSources = new Set(['node_modules', 'dist'])

/**
 * The test files under `dir` (`*.test.ts`, `*.test.tsx`), as sorted posix paths relative to it;
 * installed packages and build output are not walked.
 */
export function testFilesUnder(dir: string): string[] {
  const walk = (relative: string): string[] =>
    readdirSync(path.join(dir, relative), { withFileTypes: true }).flatMap((entry: Dirent) => {
      const child = relative ? `${relative}/${entry.name}` : entry.name
      if (entry.isDirectory()) return notSources.has(entry.name) ? [] : walk(child)
      return /\.test\.tsx?$/.test(entry.name) ? [child] : []
    })
  return walk('').sort()
}

/** A React project's test files (relative to `root`) of the kind `files`. */
function componentTestFiles(root: string, files: ComponentTestFiles): string[] {
  return testFilesUnder(root).filter((file) => needsOwnModules.test(readFileSync(path.join(root, file), 'utf8')) === (files === 'isolated'))
}

/**
 * `shared`: the files of a worker share their modules (React, antd, the package), loaded once per
 * worker instead of once per file; vitest.componentSetup.ts unmounts after every test and clears the
 * document between files. `isolated`: the files that need modules of their own (needsOwnModules), in
 * the project `<name>-isolated`.
 */
export type ComponentTestFiles = 'shared' | 'isolated'

/** Test options of a React project (form-render, form-designer, web) over its `files`. */
export function componentTests(root: string, name: string, files: ComponentTestFiles) {
  return {
    name: files === 'isolated' ? `${name}-isolated` : name,
    include: componentTestFiles(root, files),
    isolate: files !== 'shared',
    environment: 'happy-dom',
    alias: [
      { find: /^antd$/, replacement: 'antd/es/index.js' },
      { find: /^@ant-design\/icons$/, replacement: '@ant-design/icons/es' },
    ],
    deps: { optimizer: { client: { enabled: true, include: componentTestDependencies } } },
    setupFiles: [fileURLToPath(new URL('./vitest.componentSetup.ts', import.meta.url))],
    // Whole designers and app shells render on two cores shared by two test workers: a generous
    // ceiling against stalls, no timing claim (speed is measured in bench/).
    testTimeout: 20_000,
  } satisfies InlineConfig
}
