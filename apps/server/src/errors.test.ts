import { readdirSync, readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { envelopeCodes, errors } from './errors.js'

const docsDir = new URL('../../../docs/', import.meta.url)
const docs = readdirSync(docsDir)
  .filter((name) => name.endsWith('.md'))
  .map((name) => readFileSync(new URL(name, docsDir), 'utf8'))
  .join('\n')

describe('error registry', () => {
  const entries = Object.entries(errors)

  it('holds the expected number of errors', () => {
    expect(entries).toHaveLength(83)
  })

  it.each(entries)('%s: key equals code, prefix, Chinese message, HTTP status', (key, Err) => {
    const error = new Err('x')
    expect(error.code).toBe(key)
    expect(key).toMatch(/^TND_ERR_[A-Z_]+$/)
    expect(error.message).toMatch(/[\u4e00-\u9fa5]|^x$/)
    expect(error.statusCode).toBeGreaterThanOrEqual(400)
    expect(docs, `${key} is documented in docs/*.md`).toContain(key)
  })

  it('has unique codes', () => {
    const codes = entries.map(([, Err]) => new Err('x').code)
    expect(new Set(codes).size).toBe(codes.length)
  })

  it('keeps the envelope codes the SPA branches on', () => {
    expect(envelopeCodes.TND_ERR_SESSION_EXPIRED).toEqual({ code: 20001 })
    expect(envelopeCodes.TND_ERR_IDENTITY_INVALID).toEqual({ resultCode: '0003' })
  })
})
