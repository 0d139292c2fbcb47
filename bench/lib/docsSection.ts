import { existsSync, readFileSync, writeFileSync } from 'node:fs'

const PREAMBLE = `# Benchmarks

Figures recorded by the scripts in bench/ (see bench/README.md). Each section is rewritten by its
script; everything outside the section markers is kept as written.
`

/**
 * Replaces the text between `<!-- bench:<id>:start -->` and `<!-- bench:<id>:end -->` in the
 * markdown file, appending the section when absent and creating the file when missing.
 */
export function writeDocsSection(file: string, id: string, body: string): void {
  if (!/^[a-z0-9-]+$/.test(id)) throw new Error(`section id must be kebab-case, got "${id}"`)
  const start = `<!-- bench:${id}:start -->`
  const end = `<!-- bench:${id}:end -->`
  const section = `${start}\n${body.trimEnd()}\n${end}`
  const current = existsSync(file) ? readFileSync(file, 'utf8') : PREAMBLE
  const from = current.indexOf(start)
  const to = current.indexOf(end)
  if ((from === -1) !== (to === -1) || to < from) throw new Error(`${file}: markers of section "${id}" are broken`)
  const next =
    from === -1
      ? `${current.trimEnd()}\n\n${section}\n`
      : `${current.slice(0, from)}${section}${current.slice(to + end.length)}`
  writeFileSync(file, next)
}
