import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

const src = import.meta.dirname

/**
 * What one test file could leave behind for the next: the server's test files of a worker share
 * their modules (`isolate: false` in vitest.projects.ts), so a module mock, a stubbed global or
 * environment variable, or an assigned `process.env` entry would reach every file after it.
 */
const LEAKS: Array<[string, RegExp]> = [
  ['a module mock', /\bvi\.(?:mock|doMock|hoisted)\(/],
  ['a stubbed global', /\bvi\.stubGlobal\(/],
  ['a stubbed environment variable', /\bvi\.stubEnv\(/],
  ['an assigned environment variable', /\bprocess\.env(?:\.\w+|\[[^\]]+\])\s*=[^=]|\bdelete process\.env\b/],
]

// This file names the patterns in its own examples.
const testFiles = readdirSync(src, { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('.test.ts') && file !== path.basename(import.meta.filename))

describe('server test files that share their modules', () => {
  it('leave no mock, stub or environment change for the next file', () => {
    // Every test file of the server is read: far fewer would mean the walk missed folders.
    expect(testFiles.length).toBeGreaterThan(50)
    const leaks = testFiles.flatMap((file) => {
      const text = readFileSync(path.join(src, file), 'utf8')
      return LEAKS.filter(([, pattern]) => pattern.test(text)).map(([what]) => `${file}: ${what}`)
    })
    expect(leaks).toEqual([])
  })

  it.each([
    ["vi.mock('../db/client.js')", 'a module mock'],
    ["vi.stubGlobal('fetch', fake)", 'a stubbed global'],
    ["vi.stubEnv('TZ', 'UTC')", 'a stubbed environment variable'],
    ["process.env.DATABASE_URL = ''", 'an assigned environment variable'],
    ["process.env['LOG_LEVEL'] = 'debug'", 'an assigned environment variable'],
  ])('recognises %s as %s', (line, what) => {
    expect(LEAKS.filter(([, pattern]) => pattern.test(line)).map(([name]) => name)).toEqual([what])
  })

  it('lets a test read the environment', () => {
    expect(LEAKS.some(([, pattern]) => pattern.test("if (process.env.CI === 'true') throw error"))).toBe(false)
  })
})
