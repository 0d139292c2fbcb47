import type { MenuItem } from '../api'
import { visibleMenuItems } from './visibleMenuItems'

export interface TopBarEntry {
  code: string
  name: string
  href: string
  active: boolean
}

/** The code of this platform in the suite; its entry is always the highlighted one. */
export const CONTRACT_PLATFORM_CODE = 'htpt'

const REQUIRED_ENTRIES: readonly Omit<TopBarEntry, 'active'>[] = [
  { code: 'gzt', name: '工作台', href: '/workbench' },
  { code: 'txl', name: '通讯录', href: '/addressBook' },
  { code: CONTRACT_PLATFORM_CODE, name: '合同管理平台', href: '/contract/web' },
]

/** The suite's list plus 工作台, 通讯录 and 合同管理平台 where the server left them out. */
export function completeTopBar(items: readonly MenuItem[]): TopBarEntry[] {
  const entries = visibleMenuItems(items).map((item) => ({
    code: item.code,
    name: item.name,
    href: item.fullPath || item.path,
  }))
  const present = new Set(entries.map((entry) => entry.code))
  const missing = REQUIRED_ENTRIES.filter((entry) => !present.has(entry.code))
  return [...entries, ...missing].map((entry) => ({ ...entry, active: entry.code === CONTRACT_PLATFORM_CODE }))
}
