import { contractTypes } from '@tandem/api-contract'
import { validateFormData } from '@tandem/form-core'
import { describe, expect, it } from 'vitest'
import { checkPublishable } from '../../modules/forms/index.js'
import { Random } from './random.js'
import { seedForms, type SeedRecord } from './seedForms.js'

/** A record as the seed makes them: amounts from 10 yuan to 5 million, terms of 0 days to 3 years. */
function recordOf(bizType: number, index: number, rnd: Random): SeedRecord {
  const prefix = { 1: 'HT', 2: 'BS', 3: 'GW', 4: 'LSH' }[bizType]
  const sign = Date.UTC(2024, 0, 1) + rnd.int(0, 365) * 86_400_000
  const iso = (time: number) => new Date(time).toISOString().slice(0, 10)
  return {
    contractNo: `${prefix}-2024-${String(index).padStart(7, '0')}`,
    contractType: bizType === 1 ? rnd.pick(contractTypes) : null,
    amount: Math.round(10 ** (1 + rnd.next() * 5.7) * 100) / 100,
    signDate: iso(sign),
    startDate: iso(sign),
    endDate: iso(sign + rnd.int(0, 1095) * 86_400_000),
    today: new Date(Date.UTC(2025, 5, 1)),
  }
}

describe('seed forms', () => {
  it.each(seedForms.map((form) => [form.name, form] as const))('%s is publishable and its generated data passes its own rules', async (_, form) => {
    expect(() => checkPublishable(form.json)).not.toThrow()
    const rnd = new Random(7)
    for (let index = 1; index <= 50; index++) {
      const data = form.dataFor(recordOf(form.bizType, index, rnd), rnd)
      expect(await validateFormData(form.json, data, { locale: 'zh-CN' })).toEqual([])
    }
  })

  it('designs the contract form with grids, cards, a table, a sub-form and validation', () => {
    const text = JSON.stringify(seedForms[0].json)
    for (const type of ['"grid"', '"card"', '"table"', '"sub-form"', '"date-range"', '"validation":"/^HT-']) expect(text).toContain(type)
  })
})
