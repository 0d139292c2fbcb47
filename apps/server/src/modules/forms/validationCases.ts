// One table of form data for the 合同登记信息 form (seeded, bound to 合同): each case says which
// fields both the browser's validation (form-core's FormModel, what FormRender runs) and the
// server's save endpoint must refuse. sameRules.test.ts runs every case through both.

export interface ValidationCase {
  name: string
  /** changes applied to a valid data set */
  patch: Record<string, unknown>
  /** refused fields as `name` or `subForm.rowIndex.name`, with their messages; empty: accepted */
  refused: Record<string, string>
}

/** Valid data: its computed fields (金额大写, 计划合计 and the hidden difference) as the form's formulas give them. */
export const validBase = (contractNo: string): Record<string, unknown> => ({
  contractCode: contractNo,
  signMethod: 1,
  contractType: 1,
  projectSite: '',
  performancePeriod: ['2024-03-01', '2025-02-28'],
  riskLevel: 2,
  contractAmount: 100.25,
  amountInWords: '壹佰万贰仟伍佰元整',
  guarantees: [],
  approvalNote: '经合同评审会审议通过',
  paymentPlan: [
    { milestone: '预付款', dueDate: '2024-03-15', amount: 30, paid: true },
    { milestone: '验收款', dueDate: '2024-12-15', amount: 70.25, paid: false },
  ],
  planTotal: 100.25,
  planDifference: 0,
  contactName: '李主任',
  contactPhone: '13912345678',
  remark: '',
})

export const validationCases: readonly ValidationCase[] = [
  { name: 'valid data', patch: {}, refused: {} },
  { name: 'optional fields left empty', patch: { guarantees: [], contactPhone: '', remark: '' }, refused: {} },
  { name: 'required text empty', patch: { contactName: '' }, refused: { contactName: '字段值不可为空' } },
  { name: 'required choice missing', patch: { riskLevel: null }, refused: { riskLevel: '字段值不可为空' } },
  { name: 'regex with its hint', patch: { contractCode: 'HT-24-1' }, refused: { contractCode: '合同编号格式应为 HT-年份-7位序号' } },
  { name: 'named format (mobile phone)', patch: { contactPhone: '1234' }, refused: { contactPhone: '请输入11位手机号码' } },
  { name: 'max length', patch: { remark: '长'.repeat(501) }, refused: { remark: '[备注]长度不能超过500个字符' } },
  { name: 'number precision', patch: { contractAmount: 100.2549, amountInWords: '壹佰万贰仟伍佰肆拾玖元整' }, refused: { contractAmount: '[合同金额（万元）]最多保留2位小数' } },
  {
    name: 'number below min (the plan no longer adds up to it)',
    patch: { contractAmount: -1, amountInWords: '负壹万元整', planDifference: -101.25 },
    refused: { contractAmount: '[合同金额（万元）]不能小于0', planTotal: '付款计划合计须等于合同金额' },
  },
  {
    name: 'number that is text (its 大写 cannot be computed)',
    patch: { contractAmount: '一百', amountInWords: null, planDifference: null },
    refused: { contractAmount: '[合同金额（万元）]格式不正确', amountInWords: '[金额大写]的公式结果是 #VALUE!' },
  },
  { name: 'radio value not an option', patch: { signMethod: 4 }, refused: { signMethod: '[签订方式]的值不在可选项中' } },
  { name: 'checkbox value not an option', patch: { guarantees: [1, 9] }, refused: { guarantees: '[担保方式]的值不在可选项中' } },
  { name: 'checkbox given a single value', patch: { guarantees: 1 }, refused: { guarantees: '[担保方式]格式不正确' } },
  { name: 'select value of the wrong type', patch: { riskLevel: '2' }, refused: { riskLevel: '[风险等级]的值不在可选项中' } },
  { name: 'date range in the wrong order', patch: { performancePeriod: ['2025-01-01', '2024-01-01'] }, refused: { performancePeriod: '[履约期限]的开始不能晚于结束' } },
  { name: 'date range with an impossible date', patch: { performancePeriod: ['2024-02-30', '2024-03-01'] }, refused: { performancePeriod: '[履约期限]应为格式 YYYY-MM-DD 的日期' } },
  {
    name: 'sub-form rows field by field',
    patch: {
      paymentPlan: [
        { milestone: '预付款', dueDate: '2024-03-15', amount: 30, paid: true },
        { milestone: '', dueDate: '15/03/2024', amount: 0, paid: false },
        { milestone: '尾款', dueDate: '2024-12-15', amount: 70.25, paid: false },
      ],
    },
    refused: {
      'paymentPlan.1.milestone': '字段值不可为空',
      'paymentPlan.1.dueDate': '[计划日期]应为格式 YYYY-MM-DD 的日期',
      'paymentPlan.1.amount': '[金额（万元）]不能小于0.01',
    },
  },
  { name: 'switch that is not a boolean', patch: { paymentPlan: [{ milestone: '尾款', dueDate: '2024-12-01', amount: 100.25, paid: 'no' }] }, refused: { 'paymentPlan.0.paid': '[已付]格式不正确' } },
  {
    name: 'payment plan not adding up to the amount',
    patch: { paymentPlan: [{ milestone: '预付款', dueDate: '2024-03-15', amount: 30, paid: true }], planTotal: 30, planDifference: 70.25 },
    refused: { planTotal: '付款计划合计须等于合同金额' },
  },
  { name: '审批说明 required above 100 万元', patch: { approvalNote: '' }, refused: { approvalNote: '字段值不可为空' } },
  {
    name: '审批说明 optional at 100 万元',
    patch: {
      contractAmount: 100,
      amountInWords: '壹佰万元整',
      approvalNote: '',
      paymentPlan: [{ milestone: '全款', dueDate: '2024-03-15', amount: 100, paid: true }],
      planTotal: 100,
    },
    refused: {},
  },
  { name: '工程地点 required for an engineering contract', patch: { contractType: 4, projectSite: '' }, refused: { projectSite: '字段值不可为空' } },
  { name: '工程地点 hidden and skipped for other types', patch: { contractType: 2, projectSite: '' }, refused: {} },
]
