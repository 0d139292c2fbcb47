import { card, choices, field, formJson, grid, subForm, table, type FormJson } from '@tandem/form-core'

/** A ready-made form of the 表单模板 tab. */
export interface FormTemplate {
  id: string
  title: { 'zh-CN': string; 'en-US': string }
  description: { 'zh-CN': string; 'en-US': string }
  json: FormJson
}

const contractNo = (name = 'contractNo', label = '合同编号') =>
  field('input', name, label, { required: true, validation: '/^HT-\\d{4}-\\d{4,7}$/', validationHint: '合同编号格式应为 HT-年份-序号，例如 HT-2026-0001' })
const money = (name: string, label: string, options: Record<string, unknown> = {}) =>
  field('number', name, label, { required: true, min: 0, max: 1000000000, precision: 2, step: 1, defaultValue: null, ...options })
const phone = (name: string, label: string, required = true) =>
  field('input', name, label, { required, validation: 'mobilePhone', validationHint: '请输入 11 位手机号码' })
const person = (name: string, label: string) => field('input', name, label, { required: true, maxLength: 20 })
const remark = (name = 'remark', label = '备注') => field('textarea', name, label, { maxLength: 500, showWordLimit: true })
const attachments = (name = 'attachments', label = '附件') => field('file-upload', name, label, { limit: 10 })

const registration: FormTemplate = {
  id: 'contract-registration',
  title: { 'zh-CN': '合同登记表', 'en-US': 'Contract registration' },
  description: { 'zh-CN': '合同签订后的基本信息、相对方、金额与付款计划', 'en-US': 'Basic data, counterparty, amount and payment plan of a signed contract' },
  json: formJson([
    card('basicCard', '基本信息', [
      grid('basicGrid1', [contractNo(), field('input', 'contractName', '合同名称', { required: true, maxLength: 100 })]),
      grid('basicGrid2', [
        field('select', 'contractType', '合同类型', { required: true, optionItems: choices('采购合同', '销售合同', '服务合同', '租赁合同', '其他') }),
        field('date', 'signDate', '签订日期', { required: true }),
      ]),
      grid('basicGrid3', [
        field('date-range', 'performancePeriod', '履约期限', { required: true }),
        field('radio', 'signMethod', '签订方式', { required: true, optionItems: choices('现场签订', '电子签章', '邮寄签订') }),
      ]),
    ]),
    card('partyCard', '相对方信息', [
      table('partyTable', [
        [field('input', 'counterparty', '相对方名称', { required: true, maxLength: 100 }), field('input', 'creditCode', '统一社会信用代码', { required: true, validation: '/^[0-9A-Z]{18}$/', validationHint: '统一社会信用代码为 18 位数字或大写字母' })],
        [person('contactName', '联系人'), phone('contactPhone', '联系电话')],
      ]),
    ]),
    card('amountCard', '金额与付款', [
      grid('amountGrid', [
        money('contractAmount', '合同金额（元）'),
        field('select', 'currency', '币种', { required: true, optionItems: choices('人民币', '美元', '欧元'), defaultValue: 1 }),
      ]),
      subForm('paymentPlan', '付款计划', [
        field('input', 'milestone', '付款节点', { required: true, maxLength: 50 }),
        field('date', 'dueDate', '计划日期', { required: true }),
        money('planAmount', '金额（元）', { min: 0.01 }),
      ]),
    ]),
    attachments('contractFiles', '合同文本'),
    remark(),
  ]),
}

const sealRequest: FormTemplate = {
  id: 'contract-seal',
  title: { 'zh-CN': '合同用印申请', 'en-US': 'Contract seal request' },
  description: { 'zh-CN': '申请在合同文本上加盖印章：印章类型、份数与用印事由', 'en-US': 'Request to seal a contract: seal type, copies and reason' },
  json: formJson([
    card('applicantCard', '申请信息', [
      grid('applicantGrid1', [person('applicant', '申请人'), field('input', 'department', '申请部门', { required: true, maxLength: 50 })]),
      grid('applicantGrid2', [field('date', 'applyDate', '申请日期', { required: true }), phone('applicantPhone', '联系电话')]),
    ]),
    card('sealCard', '用印内容', [
      grid('sealGrid1', [contractNo(), field('input', 'contractName', '合同名称', { required: true, maxLength: 100 })]),
      grid('sealGrid2', [
        field('checkbox', 'sealTypes', '印章类型', { required: true, optionItems: choices('公章', '合同专用章', '法人章', '财务专用章') }),
        field('number', 'copies', '用印份数', { required: true, min: 1, max: 50, precision: 0, defaultValue: 2 }),
      ]),
      field('radio', 'sealMethod', '用印方式', { required: true, optionItems: choices('现场用印', '外带用印', '电子签章') }),
      field('textarea', 'reason', '用印事由', { required: true, maxLength: 300 }),
    ]),
    attachments('sealFiles', '待用印文件'),
  ]),
}

const changeRequest: FormTemplate = {
  id: 'contract-change',
  title: { 'zh-CN': '合同变更申请', 'en-US': 'Contract change request' },
  description: { 'zh-CN': '对已签合同的条款、金额或期限提出变更，逐条列明变更内容', 'en-US': 'Changes to the terms, amount or period of a signed contract, item by item' },
  json: formJson([
    card('originCard', '原合同', [
      grid('originGrid', [contractNo(), field('input', 'contractName', '合同名称', { required: true, maxLength: 100 })]),
      grid('originAmountGrid', [money('originalAmount', '原合同金额（元）'), money('changedAmount', '变更后金额（元）')]),
    ]),
    card('changeCard', '变更内容', [
      field('checkbox', 'changeKinds', '变更类型', { required: true, optionItems: choices('金额', '期限', '标的', '付款方式', '其他条款') }),
      subForm('changeItems', '变更条款', [
        field('input', 'clause', '条款', { required: true, maxLength: 50 }),
        field('textarea', 'before', '变更前', { required: true, maxLength: 300 }),
        field('textarea', 'after', '变更后', { required: true, maxLength: 300 }),
      ]),
      field('textarea', 'changeReason', '变更原因', { required: true, maxLength: 500 }),
      field('switch', 'counterpartyAgreed', '相对方已同意'),
    ]),
    attachments('changeFiles', '补充协议'),
  ]),
}

const paymentRequest: FormTemplate = {
  id: 'contract-payment',
  title: { 'zh-CN': '合同付款申请', 'en-US': 'Contract payment request' },
  description: { 'zh-CN': '按合同付款节点申请付款，附收款账户与发票', 'en-US': 'Payment against a contract milestone, with the payee account and invoices' },
  json: formJson([
    card('contractCard', '合同信息', [
      grid('contractGrid', [contractNo(), field('input', 'contractName', '合同名称', { required: true, maxLength: 100 })]),
      grid('paymentGrid', [
        field('select', 'paymentStage', '付款阶段', { required: true, optionItems: choices('预付款', '进度款', '验收款', '质保金') }),
        money('paymentAmount', '本次付款金额（元）', { min: 0.01 }),
      ]),
      field('date', 'plannedPayDate', '计划付款日期', { required: true }),
    ]),
    card('payeeCard', '收款信息', [
      table('payeeTable', [
        [field('input', 'payeeName', '收款单位', { required: true, maxLength: 100 }), field('input', 'bankName', '开户银行', { required: true, maxLength: 100 })],
        [field('input', 'bankAccount', '银行账号', { required: true, validation: '/^\\d{8,30}$/', validationHint: '银行账号为 8 至 30 位数字' }), field('radio', 'payMethod', '支付方式', { required: true, optionItems: choices('银行转账', '承兑汇票', '其他') })],
      ]),
    ]),
    card('invoiceCard', '发票', [
      subForm('invoices', '发票明细', [
        field('input', 'invoiceNo', '发票号码', { required: true, validation: '/^\\d{8,20}$/', validationHint: '发票号码为 8 至 20 位数字' }),
        field('date', 'invoiceDate', '开票日期', { required: true }),
        money('invoiceAmount', '金额（元）', { min: 0.01 }),
      ]),
    ]),
    remark('paymentRemark', '付款说明'),
  ]),
}

const borrowRequest: FormTemplate = {
  id: 'contract-borrow',
  title: { 'zh-CN': '合同借阅申请', 'en-US': 'Contract borrowing request' },
  description: { 'zh-CN': '借阅归档合同的原件或复印件，约定归还日期', 'en-US': 'Borrowing archived contracts (originals or copies) with a return date' },
  json: formJson([
    card('borrowerCard', '借阅人', [
      grid('borrowerGrid', [person('borrower', '借阅人'), field('input', 'borrowerDept', '所属部门', { required: true, maxLength: 50 })]),
      grid('borrowerContactGrid', [phone('borrowerPhone', '联系电话'), field('input', 'borrowerEmail', '电子邮箱', { validation: 'email', validationHint: '请输入正确的邮箱地址' })]),
    ]),
    card('borrowCard', '借阅内容', [
      subForm('borrowItems', '借阅合同', [
        contractNo(),
        field('input', 'contractName', '合同名称', { required: true, maxLength: 100 }),
        field('radio', 'copyKind', '借阅形式', { required: true, optionItems: choices('原件', '复印件', '电子扫描件') }),
      ]),
      grid('periodGrid', [field('date', 'borrowDate', '借阅日期', { required: true }), field('date', 'returnDate', '预计归还日期', { required: true })]),
      field('textarea', 'purpose', '借阅用途', { required: true, maxLength: 300 }),
    ]),
  ]),
}

const archiveRegistration: FormTemplate = {
  id: 'contract-archive',
  title: { 'zh-CN': '合同归档登记', 'en-US': 'Contract archiving' },
  description: { 'zh-CN': '履行完毕的合同归档：档案号、存放位置与归档清单', 'en-US': 'Archiving a completed contract: file number, location and file list' },
  json: formJson([
    card('archiveCard', '归档信息', [
      grid('archiveGrid1', [contractNo(), field('input', 'archiveNo', '档案号', { required: true, validation: '/^DA-\\d{4}-\\d{3,6}$/', validationHint: '档案号格式应为 DA-年份-序号，例如 DA-2026-001' })]),
      grid('archiveGrid2', [field('date', 'archiveDate', '归档日期', { required: true }), field('select', 'retention', '保管期限', { required: true, optionItems: choices('10 年', '30 年', '永久') })]),
      table('locationTable', [
        [field('input', 'cabinet', '档案柜', { required: true, maxLength: 20 }), field('input', 'shelf', '层/格', { required: true, maxLength: 20 })],
      ]),
    ]),
    card('listCard', '归档清单', [
      subForm('archiveItems', '归档材料', [
        field('input', 'document', '材料名称', { required: true, maxLength: 100 }),
        field('number', 'pages', '页数', { required: true, min: 1, max: 9999, precision: 0, defaultValue: 1 }),
        field('radio', 'original', '原件/复印件', { required: true, optionItems: choices('原件', '复印件') }),
      ]),
    ]),
    grid('handlerGrid', [person('archivist', '归档人'), person('receiver', '接收人')]),
  ]),
}

const lawyerLetter: FormTemplate = {
  id: 'lawyer-letter',
  title: { 'zh-CN': '律师函登记', 'en-US': "Lawyer's letter register" },
  description: { 'zh-CN': '收到或发出的律师函：来往方、事由、应对期限与处理结果', 'en-US': "Lawyer's letters sent or received: parties, matter, deadline and outcome" },
  json: formJson([
    card('letterCard', '函件信息', [
      grid('letterGrid1', [
        field('radio', 'direction', '函件方向', { required: true, optionItems: choices('收函', '发函') }),
        field('input', 'letterNo', '函件编号', { required: true, validation: '/^LSH-\\d{4}-\\d{3,6}$/', validationHint: '函件编号格式应为 LSH-年份-序号' }),
      ]),
      grid('letterGrid2', [field('input', 'lawFirm', '律师事务所', { required: true, maxLength: 100 }), person('lawyer', '承办律师')]),
      grid('letterGrid3', [field('date', 'letterDate', '函件日期', { required: true }), field('date', 'replyDeadline', '答复期限', { required: true })]),
      field('input', 'relatedContract', '关联合同编号', { validation: '/^HT-\\d{4}-\\d{4,7}$/', validationHint: '合同编号格式应为 HT-年份-序号' }),
      field('textarea', 'matter', '函件事由', { required: true, maxLength: 1000 }),
    ]),
    card('handlingCard', '处理情况', [
      field('select', 'riskLevel', '风险等级', { required: true, optionItems: choices('低', '中', '高') }),
      subForm('handlingSteps', '处理记录', [
        field('date', 'stepDate', '日期', { required: true }),
        field('input', 'step', '处理事项', { required: true, maxLength: 200 }),
        person('handler', '经办人'),
      ]),
      field('radio', 'status', '处理状态', { required: true, optionItems: choices('待处理', '处理中', '已办结') }),
    ]),
    attachments('letterScans', '函件扫描件'),
  ]),
}

const bidRegistration: FormTemplate = {
  id: 'bid-registration',
  title: { 'zh-CN': '招投标登记', 'en-US': 'Tender registration' },
  description: { 'zh-CN': '招标项目、投标单位与报价、评标结果', 'en-US': 'Tender project, bidders with their offers and the award' },
  json: formJson([
    card('projectCard', '项目信息', [
      grid('projectGrid1', [
        field('input', 'projectNo', '项目编号', { required: true, validation: '/^ZB-\\d{4}-\\d{3,6}$/', validationHint: '项目编号格式应为 ZB-年份-序号' }),
        field('input', 'projectName', '项目名称', { required: true, maxLength: 100 }),
      ]),
      grid('projectGrid2', [
        field('select', 'tenderMethod', '招标方式', { required: true, optionItems: choices('公开招标', '邀请招标', '竞争性谈判', '询价', '单一来源') }),
        money('budget', '预算金额（元）'),
      ]),
      grid('projectGrid3', [field('date', 'openDate', '开标日期', { required: true }), person('projectManager', '项目负责人')]),
    ]),
    card('biddersCard', '投标单位', [
      subForm('bidders', '投标单位', [
        field('input', 'bidder', '投标单位', { required: true, maxLength: 100 }),
        money('offer', '报价（元）', { min: 0.01 }),
        field('number', 'score', '评分', { required: true, min: 0, max: 100, precision: 1, defaultValue: null }),
      ]),
    ]),
    card('resultCard', '评标结果', [
      grid('resultGrid', [field('input', 'winner', '中标单位', { required: true, maxLength: 100 }), money('winningAmount', '中标金额（元）', { min: 0.01 })]),
      remark('evaluationNote', '评标说明'),
    ]),
  ]),
}

/** The 表单模板 tab: forms a contract office uses. */
export const contractTemplates: readonly FormTemplate[] = [
  registration,
  sealRequest,
  changeRequest,
  paymentRequest,
  borrowRequest,
  archiveRegistration,
  lawyerLetter,
  bidRegistration,
]
