import { readFileSync } from 'node:fs'
import path from 'node:path'
import { defaultServerConditions } from 'vite'
import { defineProject, type UserWorkspaceConfig } from 'vitest/config'
import { sourceResolution, testFilesUnder } from '../../vitest.shared'

const root = import.meta.dirname
const testFiles = testFilesUnder(path.join(root, 'src')).map((file) => `src/${file}`)

// A test reaches the database engine only through the helpers in src/test/ (buildTestApp clones
// the seeded template the global setup made on PostgreSQL or PGlite). A file that imports none of
// them runs the same on either engine, so the second engine's pass leaves it out.
const importsTestHelpers = /from '(?:\.\.?\/)+test\//
const usesDatabase = (file: string) => importsTestHelpers.test(readFileSync(path.join(root, file), 'utf8'))

/** The server's test files that use a database, and those that do not. */
export const databaseTestFiles = testFiles.filter(usesDatabase)
export const plainTestFiles = testFiles.filter((file) => !usesDatabase(file))

// Resolve packages as Node does at run time: the "module" condition picks ESM builds that only
// bundlers can load (e.g. @aws-sdk's dist-es with extensionless imports).
const nodeConditions = ['source', ...defaultServerConditions.filter((condition) => condition !== 'module')]

/** One server test project over `include`; the database project adds the template's global setup. */
export function serverProject(test: { name: string; include: string[]; globalSetup?: string[] }): UserWorkspaceConfig {
  return defineProject({
    ...sourceResolution,
    ssr: { resolve: { conditions: nodeConditions } },
    // Global setup files load in Vitest's own "__vitest__" environment, which takes no top-level
    // conditions; without "source" a fresh clone (no dist/) cannot resolve the workspace packages.
    environments: { __vitest__: { resolve: { conditions: nodeConditions } } },
    test: {
      environment: 'node',
      // The files of a worker share their modules: each builds its own app on its own database,
      // and no server test mocks a module, stubs a global or keeps state at module level
      // (testIsolation.test.ts refuses the ways to do so). Loading the app once per worker instead
      // of once per file halves the CPU of a pass.
      isolate: false,
      // Starting PGlite (WebAssembly) takes seconds on a busy machine.
      hookTimeout: 180_000,
      testTimeout: 60_000,
      ...test,
    },
  })
}
