import type { SealState } from '@tandem/api-contract'

// The labels of the code lists are the contract's, shared with the SPA.
export { bizTypeNames, contractTypeNames, sealStateNames, statusNames } from '@tandem/api-contract'

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
