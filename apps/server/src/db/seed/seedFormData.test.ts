import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { App } from '../../app.js'
import { buildTestApp } from '../../test/index.js'
import { formDataCounts } from './index.js'

// The seeded form data read back beside the record it was saved on: what a user sees on one
// screen (the record's header and its 扩展信息) must not contradict itself.

interface Row {
  code: string
  contract_no: string
  amount: number
  sign_date: string
  start_date: string
  end_date: string
  data: Record<string, unknown>
}

interface Payment {
  dueDate: string
  amount: number
  paid: boolean
}

let app: App
let rows: Row[]
const today = new Date().toISOString().slice(0, 10)

beforeAll(async () => {
  app = await buildTestApp()
  const result = await app.db.execute(sql`
    select f.code, c.contract_no, c.amount::float8 as amount, c.sign_date::text, c.start_date::text, c.end_date::text, d.data
    from record_form_data d
    join contracts c on c.id = d.contract_id
    join form_versions v on v.id = d.version_id
    join forms f on f.id = v.form_id`)
  rows = (Array.isArray(result) ? result : (result as { rows: Row[] }).rows) as Row[]
})
afterAll(() => app.close())

const ofForm = (code: string) => rows.filter((row) => row.code === code)
const cents = (value: number) => Math.round(value * 100)

describe('seeded form data', () => {
  it('exists for the records of every bound kind', () => {
    expect(ofForm('contract-registration')).toHaveLength(formDataCounts[1])
    expect(ofForm('bid-review')).toHaveLength(formDataCounts[2])
    expect(ofForm('lawyer-letter-registration')).toHaveLength(formDataCounts[4])
  })

  it('agrees with its contract: number, amount in 万元, term, payments adding up to the amount within the term, nothing paid in the future', () => {
    const problems: string[] = []
    for (const row of ofForm('contract-registration')) {
      const data = row.data as { contractCode: string; contractAmount: number; planTotal: number; performancePeriod: string[]; paymentPlan: Payment[] }
      const wan = Math.round(row.amount / 100) / 100
      if (data.contractCode !== row.contract_no) problems.push(`${row.contract_no}: 合同编号 ${data.contractCode}`)
      if (data.contractAmount !== wan) problems.push(`${row.contract_no}: 合同金额 ${data.contractAmount} 万元 against ¥${row.amount}`)
      if (data.performancePeriod.join('~') !== `${row.start_date}~${row.end_date}`) problems.push(`${row.contract_no}: 履约期限 ${data.performancePeriod.join('~')}`)
      const planned = data.paymentPlan.reduce((sum, payment) => sum + cents(payment.amount), 0)
      if (planned !== cents(data.contractAmount)) problems.push(`${row.contract_no}: payments ${planned / 100} against ${data.contractAmount}`)
      if (data.planTotal !== data.contractAmount) problems.push(`${row.contract_no}: 计划合计 ${data.planTotal} against ${data.contractAmount}`)
      data.paymentPlan.forEach((payment, index) => {
        if (payment.dueDate < row.sign_date || payment.dueDate > row.end_date) problems.push(`${row.contract_no}: payment ${index + 1} due ${payment.dueDate}`)
        if (index > 0 && payment.dueDate < data.paymentPlan[index - 1].dueDate) problems.push(`${row.contract_no}: payment ${index + 1} before ${index}`)
        if (payment.paid && payment.dueDate >= today) problems.push(`${row.contract_no}: payment ${index + 1} paid before it is due`)
      })
    }
    expect(problems).toEqual([])
  })

  it("dates a bid before its award and a letter's reply after the letter, and sizes the deposit by the bid", () => {
    const problems: string[] = []
    for (const row of ofForm('bid-review')) {
      const data = row.data as { deadline: string; deposit: number }
      if (data.deadline >= row.sign_date) problems.push(`${row.contract_no}: 投标截止 ${data.deadline}`)
      if (data.deposit > row.amount * 0.02 + 0.01 || data.deposit < row.amount * 0.01 - 0.01) problems.push(`${row.contract_no}: 保证金 ${data.deposit} of ¥${row.amount}`)
    }
    for (const row of ofForm('lawyer-letter-registration')) {
      const data = row.data as { replyBy: string }
      if (data.replyBy <= row.sign_date) problems.push(`${row.contract_no}: 回复期限 ${data.replyBy}`)
    }
    expect(problems).toEqual([])
  })
})
