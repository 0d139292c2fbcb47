import type { BizType, ContractStatus, ContractType, SealState } from '@tandem/api-contract'

export const bizTypeNames: Record<BizType, string> = { 1: '合同', 2: '标书', 3: '公文', 4: '律师函' }

export const contractTypeNames: Record<ContractType, string> = {
  purchase: '采购合同',
  sales: '销售合同',
  service: '服务合同',
  engineering: '工程合同',
  lease: '租赁合同',
  consulting: '咨询合同',
  other: '其他合同',
}

export const statusNames: Record<ContractStatus, string> = {
  draft: '草稿',
  approving: '审批中',
  executing: '履行中',
  completed: '已完成',
  terminated: '已终止',
}

export const sealStateNames: Record<SealState, string> = { sealed: '已封存', unsealed: '未封存' }

export const sealStateOf = (sealed: boolean): SealState => (sealed ? 'sealed' : 'unsealed')

export const historyActionNames: Record<string, string> = {
  created: '创建',
  updated: '修改',
  sealed: '封存',
  unsealed: '解封',
  attachment_added: '上传附件',
}

/** value/label pairs for the dictionary endpoints, in declaration order. */
export function options<K extends string | number>(names: Record<K, string>, order: readonly K[]) {
  return order.map((value) => ({ value, label: names[value] }))
}
