import type { BizType } from '../../api'

/** What the four record pages call the same fields. */
export interface RecordLabels {
  kind: string
  number: string
  name: string
  counterparty: string
  amount: string
  signDate: string
  period: string
  summary: string
}

export const RECORD_LABELS: Readonly<Record<BizType, RecordLabels>> = {
  1: {
    kind: '合同',
    number: '合同编号',
    name: '合同名称',
    counterparty: '合同相对方',
    amount: '合同金额',
    signDate: '签订日期',
    period: '履行期限',
    summary: '合同摘要',
  },
  2: {
    kind: '标书',
    number: '标书编号',
    name: '标书名称',
    counterparty: '招标/投标单位',
    amount: '预算金额',
    signDate: '开标日期',
    period: '有效期',
    summary: '标书摘要',
  },
  3: {
    kind: '公文',
    number: '文号',
    name: '公文标题',
    counterparty: '发文/收文单位',
    amount: '涉及金额',
    signDate: '发文日期',
    period: '执行期限',
    summary: '主要内容',
  },
  4: {
    kind: '律师函',
    number: '函件编号',
    name: '函件事由',
    counterparty: '函件对方',
    amount: '涉及金额',
    signDate: '发函日期',
    period: '答复期限',
    summary: '函件要点',
  },
}
