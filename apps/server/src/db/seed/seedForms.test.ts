import { validateFormData } from '@tandem/form-core'
import { describe, expect, it } from 'vitest'
import { checkPublishable } from '../../modules/forms/index.js'
import { Random } from './random.js'
import { seedForms } from './seedForms.js'

describe('seed forms', () => {
  it.each(seedForms.map((form) => [form.name, form] as const))('%s is publishable and its generated data passes its own rules', async (_, form) => {
    expect(() => checkPublishable(form.json)).not.toThrow()
    const rnd = new Random(7)
    const prefix = { 1: 'HT', 2: 'BS', 3: 'GW', 4: 'LSH' }[form.bizType]
    for (let index = 1; index <= 50; index++) {
      const data = form.dataFor(`${prefix}-2024-${String(index).padStart(7, '0')}`, rnd)
      expect(await validateFormData(form.json, data, { locale: 'zh-CN' })).toEqual([])
    }
  })

  it('designs the contract form with grids, cards, a table, a sub-form and validation', () => {
    const text = JSON.stringify(seedForms[0].json)
    for (const type of ['"grid"', '"card"', '"table"', '"sub-form"', '"date-range"', '"validation":"/^HT-']) expect(text).toContain(type)
  })
})
