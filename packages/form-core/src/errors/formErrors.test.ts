import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { FormError, createFormError, formErrorMessages, isFormError } from '../index.js'

describe('form errors', () => {
  it('names every code FORM_ERR_ and documents it', () => {
    const docs = readFileSync(new URL('../../../../docs/form-engine.md', import.meta.url), 'utf8')
    const codes = Object.keys(formErrorMessages)
    expect(codes).toHaveLength(17)
    for (const code of codes) {
      expect(code).toMatch(/^FORM_ERR_[A-Z_]+$/)
      expect(docs).toContain(code)
    }
  })

  it('fills %s parameters and keeps the code and cause', () => {
    const cause = new Error('inner')
    const error = createFormError('FORM_ERR_ROW_NOT_FOUND', ['items', 3], cause)
    expect(error).toBeInstanceOf(FormError)
    expect(error.message).toBe('Sub-form items has no row 3')
    expect(error.code).toBe('FORM_ERR_ROW_NOT_FOUND')
    expect(error.cause).toBe(cause)
    expect(isFormError(error, 'FORM_ERR_ROW_NOT_FOUND')).toBe(true)
    expect(isFormError(error, 'FORM_ERR_INVALID_JSON')).toBe(false)
    expect(isFormError(new Error('x'))).toBe(false)
  })
})
