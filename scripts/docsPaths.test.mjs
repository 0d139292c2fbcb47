// Every repository path README.md and docs/*.md name in code spans and links exists.
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

const repo = path.resolve(import.meta.dirname, '..')
const workspaces = ['apps', 'packages'].flatMap((folder) => readdirSync(path.join(repo, folder)).map((name) => `${folder}/${name}`))
const documents = ['README.md', ...readdirSync(path.join(repo, 'docs')).filter((file) => file.endsWith('.md')).map((file) => `docs/${file}`)]

// Build outputs and installed modules are absent from a fresh clone; a doc may still name them.
const generated = /(^|\/)(node_modules|dist|data|test-results|coverage)(\/|$)/
// A path in a code span: segments of name characters joined by slashes (no placeholders such as
// <page>, no globs, no URLs, none relative to a module such as ./migrations); a trailing ":line"
// or "#anchor" is not part of it.
const pathLike = /^(?!\.{1,2}\/)[\w.@-]+(\/[\w.@()[\]-]+)*\/?$/

/**
 * Folders a document's paths may be relative to: the repository root and the workspace its title
 * names ("# Server (apps/server)", "# Data sources (form-core)"), or every workspace when it names none.
 */
function basesOf(text) {
  const title = text.split('\n', 1)[0]
  const named = workspaces.filter((workspace) => title.includes(workspace) || title.includes(path.basename(workspace)))
  return [repo, ...(named.length > 0 ? named : workspaces).map((workspace) => path.join(repo, workspace))]
}

/** The code spans of `text` that name a path starting at an entry of one of `bases`. */
function namedPaths(text, bases) {
  return [...text.matchAll(/`([^`\n]+)`/g)]
    .map(([, span]) => span.replace(/[:#].*$/, ''))
    .filter((span) => span.includes('/') && pathLike.test(span) && !generated.test(span))
    .filter((span) => bases.some((base) => existsSync(path.join(base, span.split('/')[0]))))
}

/** The relative link targets of `text` (not URLs, not in-page anchors). */
function linkTargets(text) {
  return [...text.matchAll(/\]\(([^)\s]+)\)/g)].map(([, target]) => target.split('#')[0]).filter((target) => target && !/^[a-z]+:/.test(target))
}

describe.each(documents)('%s', (document) => {
  const text = readFileSync(path.join(repo, document), 'utf8')
  const bases = basesOf(text)

  it('names only paths that exist', () => {
    const missing = namedPaths(text, bases).filter((named) => !bases.some((base) => existsSync(path.join(base, named))))
    expect(missing).toEqual([])
  })

  it('links only to files that exist', () => {
    const missing = linkTargets(text).filter((target) => !existsSync(path.resolve(repo, path.dirname(document), target)))
    expect(missing).toEqual([])
  })
})

describe('the path check itself', () => {
  it('finds the paths of the documents', () => {
    // Guards against a pattern that silently matches nothing: the docs name well over 100 paths.
    const checked = documents.reduce((count, document) => {
      const text = readFileSync(path.join(repo, document), 'utf8')
      return count + namedPaths(text, basesOf(text)).length + linkTargets(text).length
    }, 0)
    expect(checked).toBeGreaterThan(100)
  })

  it('reports a path that does not exist', () => {
    const text = '# Web application (apps/web)\nSee `src/api/auth.ts` and `apps/web/src/api/signIn.ts`.'
    const bases = basesOf(text)
    const missing = namedPaths(text, bases).filter((named) => !bases.some((base) => existsSync(path.join(base, named))))
    expect(missing).toEqual(['src/api/auth.ts'])
  })
})
