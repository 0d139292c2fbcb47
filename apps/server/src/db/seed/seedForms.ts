import type { ContractType } from '@tandem/api-contract'
import type { BizType } from '../schema/index.js'
import { card, choices, compileLogic, evaluateLogic, field, formJson, grid, subForm, table, type FormJson } from '@tandem/form-core'
import type { Random } from './random.js'

// Labels right-aligned beside their fields, as an office's printed forms read.
const SEED_FORM_CONFIG = { labelAlign: 'label-right-align' }

/** What form data is generated from: the record it belongs to, and the seed day. */
export interface SeedRecord {
  contractNo: string
  /** The business category of a 合同 (null for the other kinds). */
  contractType: ContractType | null
  /** 合同金额 in yuan */
  amount: number
  /** YYYY-MM-DD */
  signDate: string
  startDate: string | null
  endDate: string | null
  /** The seed day (UTC midnight): nothing is paid after it. */
  today: Date
}

export interface SeedForm {
  code: string
  name: string
  category: string
  description: string
  bizType: BizType
  json: FormJson
  /** Form data for a record of the bound kind, agreeing with the record (amount, dates). */
  dataFor(record: SeedRecord, rnd: Random): Record<string, unknown>
}

const DAY = 86_400_000
const dayOf = (iso: string) => Date.parse(`${iso}T00:00:00Z`)
const isoOf = (time: number) => new Date(time).toISOString().slice(0, 10)
const addDays = (iso: string, days: number) => isoOf(dayOf(iso) + days * DAY)

/** yuan → 万元 with two decimals, as the form's amounts are kept; in hundredths of 万元 (100 yuan). */
const hundredthsOfWan = (yuan: number) => Math.round(yuan / 100)

/** `total` split into `parts` positive integers, none zero (parts ≤ total). */
function split(total: number, parts: number, rnd: Random): number[] {
  const weights = Array.from({ length: parts }, () => 1 + rnd.next())
  const sum = weights.reduce((a, b) => a + b, 0)
  const shares = weights.map((weight) => Math.max(1, Math.floor((total - parts) * (weight / sum)) + 1))
  shares[parts - 1] += total - shares.reduce((a, b) => a + b, 0)
  return shares
}

/** The payment plan of a contract: its amount split over milestones due in order within its term. */
function paymentPlan(record: SeedRecord, start: string, end: string, rnd: Random) {
  const total = hundredthsOfWan(record.amount)
  const count = Math.min(rnd.int(1, 4), total)
  if (count === 0) return []
  const span = Math.max(0, (dayOf(end) - dayOf(start)) / DAY)
  return split(total, count, rnd).map((share, index) => {
    // the index-th of `count` equal stretches of the term, somewhere in its middle half
    const due = addDays(start, Math.floor((span * (index + 0.25 + rnd.next() / 2)) / count))
    return {
      milestone: ['预付款', '进度款', '验收款', '质保金'][index],
      dueDate: due,
      amount: share / 100,
      paid: dayOf(due) < record.today.getTime(),
    }
  })
}

/** 合同类型's options, in the order of the records' categories (option value = index + 1). */
const CONTRACT_TYPES: Readonly<Record<ContractType, string>> = {
  purchase: '采购',
  sales: '销售',
  service: '服务',
  engineering: '工程',
  lease: '租赁',
  consulting: '咨询',
  other: '其他',
}
const contractTypeValue = (type: ContractType | null) => Object.keys(CONTRACT_TYPES).indexOf(type ?? 'other') + 1
const ENGINEERING = contractTypeValue('engineering')

/** Above this 合同金额 (万元) a contract needs its 审批说明. */
const APPROVAL_THRESHOLD = 100

/** The form's data with its computed fields as its own formulas give them (the server checks them). */
function withComputedValues(json: FormJson, data: Record<string, unknown>): Record<string, unknown> {
  return evaluateLogic(compileLogic(json), data).data
}

const contractRegistration: SeedForm = {
  code: 'contract-registration',
  name: '合同登记信息',
  category: '合同管理',
  description: '合同签订后的登记：签订方式、履约期限、付款计划与风险等级',
  bizType: 1,
  json: formJson(
    [
      grid('basicGrid', [
        field('input', 'contractCode', '合同编号', {
          required: true,
          validation: '/^HT-\\d{4}-\\d{7}$/',
          validationHint: '合同编号格式应为 HT-年份-7位序号',
        }),
        field('radio', 'signMethod', '签订方式', {
          required: true,
          optionItems: choices('现场签订', '电子签章', '邮寄签订'),
        }),
      ]),
      grid('typeGrid', [
        field('select', 'contractType', '合同类型', { required: true, optionItems: choices(...Object.values(CONTRACT_TYPES)) }),
        // only engineering contracts are performed at a site
        field('input', 'projectSite', '工程地点', {
          required: true,
          maxLength: 100,
          tandemRules: [{ id: 'site-for-engineering', when: { field: 'contractType', op: 'ne', value: ENGINEERING }, then: [{ action: 'hide' }] }],
        }),
      ]),
      grid('termGrid', [
        field('date-range', 'performancePeriod', '履约期限', { required: true }),
        field('select', 'riskLevel', '风险等级', { required: true, optionItems: choices('低', '中', '高') }),
      ]),
      grid('amountGrid', [
        field('number', 'contractAmount', '合同金额（万元）', {
          required: true,
          min: 0,
          max: 100000000,
          precision: 2,
          step: 1,
          defaultValue: null,
        }),
        // the amount is kept in 万元, written out in yuan
        field('input', 'amountInWords', '金额大写', { tandemFormula: 'RMBUPPER(contractAmount * 10000)' }),
      ]),
      grid('guaranteeGrid', [
        field('checkbox', 'guarantees', '担保方式', { optionItems: choices('保证', '抵押', '质押', '定金') }),
        field('textarea', 'approvalNote', '审批说明', {
          maxLength: 500,
          tandemRules: [{ id: 'approval-above-threshold', when: { field: 'contractAmount', op: 'gt', value: APPROVAL_THRESHOLD }, then: [{ action: 'require' }] }],
        }),
      ]),
      card('paymentCard', '付款计划', [
        subForm('paymentPlan', '付款计划', [
          field('input', 'milestone', '付款节点', { required: true, maxLength: 50 }),
          field('date', 'dueDate', '计划日期', { required: true }),
          field('number', 'amount', '金额（万元）', {
            required: true,
            min: 0.01,
            precision: 2,
            defaultValue: null,
          }),
          field('switch', 'paid', '已付'),
        ]),
        grid('planTotalGrid', [
          field('number', 'planTotal', '计划合计（万元）', { precision: 2, defaultValue: null, tandemFormula: 'SUM(paymentPlan.amount)' }),
          field('number', 'planDifference', '与合同金额之差（万元）', { hidden: true, precision: 2, defaultValue: null, tandemFormula: 'ROUND(contractAmount - planTotal, 2)' }),
        ]),
      ]),
      card('contactCard', '联系人', [
        table('contactTable', [
          [
            field('input', 'contactName', '对方联系人', { required: true, maxLength: 20 }),
            field('input', 'contactPhone', '联系电话', {
              validation: 'mobilePhone',
              validationHint: '请输入11位手机号码',
            }),
          ],
        ]),
      ]),
      field('textarea', 'remark', '备注', { maxLength: 500 }),
    ],
    {
      ...SEED_FORM_CONFIG,
      tandemLogic: {
        rules: [
          {
            id: 'plan-equals-amount',
            when: { field: 'planDifference', op: 'ne', value: 0 },
            then: [{ action: 'error', target: 'planTotal', message: '付款计划合计须等于合同金额' }],
          },
        ],
      },
    },
  ),
  dataFor(record, rnd) {
    const start = record.startDate ?? record.signDate
    const end = record.endDate ?? addDays(start, 365)
    const contractAmount = hundredthsOfWan(record.amount) / 100
    const contractType = contractTypeValue(record.contractType)
    return withComputedValues(this.json, {
      contractCode: record.contractNo,
      signMethod: rnd.int(1, 3),
      contractType,
      projectSite: contractType === ENGINEERING ? rnd.pick(['市政道路改造工程现场', '产业园二期厂房', '城南污水处理厂']) : '',
      performancePeriod: [start, end],
      riskLevel: rnd.weighted([
        [1, 6],
        [2, 3],
        [3, 1],
      ]),
      contractAmount,
      guarantees: rnd.chance(0.4) ? [rnd.int(1, 4)] : [],
      approvalNote: contractAmount > APPROVAL_THRESHOLD || rnd.chance(0.2) ? '经合同评审会审议通过' : '',
      // payments fall on or after signing (the term starts then) and add up to the contract amount
      paymentPlan: paymentPlan(record, start, end, rnd),
      contactName: rnd.pick(['王经理', '李主任', '赵工', '陈律师', '刘会计']),
      contactPhone: `13${rnd.int(100000000, 999999999)}`,
      remark: rnd.chance(0.3) ? '按合同约定执行' : '',
    })
  },
}

const bidReview: SeedForm = {
  code: 'bid-review',
  name: '标书评审信息',
  category: '招投标',
  description: '投标截止、评审方式、保证金与评审专家打分',
  bizType: 2,
  json: formJson(
    [
      grid('bidGrid', [
        field('date', 'deadline', '投标截止日期', { required: true }),
        field('select', 'reviewMethod', '评审方式', {
          required: true,
          optionItems: choices('综合评分法', '最低评标价法', '性价比法'),
        }),
      ]),
      grid('depositGrid', [
        field('number', 'deposit', '投标保证金（元）', { min: 0, precision: 2, defaultValue: null }),
        field('switch', 'won', '是否中标'),
      ]),
      card('expertCard', '评审专家', [
        subForm('experts', '评审专家', [
          field('input', 'expertName', '姓名', { required: true, maxLength: 20 }),
          field('input', 'organization', '单位', { maxLength: 50 }),
          field('number', 'score', '评分', {
            required: true,
            min: 0,
            max: 100,
            precision: 1,
            defaultValue: null,
          }),
        ]),
      ]),
      field('textarea', 'conclusion', '评审结论', { maxLength: 500 }),
    ],
    SEED_FORM_CONFIG,
  ),
  dataFor(record, rnd) {
    return {
      // bids close before the award is signed; the deposit is 1–2% of the bid's amount
      deadline: addDays(record.signDate, -rnd.int(7, 45)),
      reviewMethod: rnd.int(1, 3),
      deposit: Math.round(record.amount * (0.01 + rnd.next() / 100) * 100) / 100,
      won: rnd.chance(0.4),
      experts: Array.from({ length: rnd.int(3, 5) }, () => ({
        expertName: rnd.pick(['周教授', '吴工', '郑高工', '孙会计师', '钱律师', '冯经理']),
        organization: rnd.pick(['省评标专家库', '市建设工程咨询中心', '高校']),
        score: rnd.int(600, 980) / 10,
      })),
      conclusion: '',
    }
  },
}

const letterRegistration: SeedForm = {
  code: 'lawyer-letter-registration',
  name: '律师函登记',
  category: '法务',
  description: '发函律所、函件类型、回复期限与处理意见',
  bizType: 4,
  json: formJson(
    [
      grid('letterGrid', [
        field('input', 'lawFirm', '发函律所', { required: true, maxLength: 50 }),
        field('radio', 'letterType', '函件类型', {
          required: true,
          optionItems: choices('催告函', '律师声明', '回复函', '警告函'),
        }),
      ]),
      grid('deadlineGrid', [
        field('date', 'replyBy', '回复期限', { required: true }),
        field('select', 'urgency', '紧急程度', {
          required: true,
          optionItems: choices('一般', '紧急', '特急'),
        }),
      ]),
      field('textarea', 'opinion', '处理意见', { maxLength: 1000 }),
    ],
    SEED_FORM_CONFIG,
  ),
  dataFor(record, rnd) {
    return {
      lawFirm: rnd.pick(['金杜律师事务所', '中伦律师事务所', '君合律师事务所', '方达律师事务所']),
      letterType: rnd.int(1, 4),
      // a reply is due some days after the letter is dated
      replyBy: addDays(record.signDate, rnd.int(7, 30)),
      urgency: rnd.weighted([
        [1, 6],
        [2, 3],
        [3, 1],
      ]),
      opinion: rnd.chance(0.5) ? '已转交业务部门核实' : '',
    }
  },
}

export const seedForms: readonly SeedForm[] = [contractRegistration, bidReview, letterRegistration]
