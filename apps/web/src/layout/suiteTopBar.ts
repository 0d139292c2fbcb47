import type { MenuItem } from '../api'
import { APP_BASE_PATH, ROUTER_BASENAME } from '../config'
import { visibleMenuItems } from './visibleMenuItems'

export interface TopBarEntry {
  code: string
  name: string
  href: string
  active: boolean
}

/** The code of this platform in the suite; its entry is always the highlighted one. */
export const CONTRACT_PLATFORM_CODE = 'htpt'

/**
 * The server's page for a suite entry: it applies the one rule of the menus answer (the address
 * configured for the code, else the stored one) and forwards there, or says that this installation
 * has no address for the entry.
 */
export function suiteEntryHref(code: string): string {
  return `${APP_BASE_PATH}suite/${encodeURIComponent(code)}`
}

const REQUIRED_ENTRIES: readonly Omit<TopBarEntry, 'active'>[] = [
  { code: 'gzt', name: '工作台', href: suiteEntryHref('gzt') },
  { code: 'txl', name: '通讯录', href: suiteEntryHref('txl') },
  { code: CONTRACT_PLATFORM_CODE, name: '合同管理平台', href: ROUTER_BASENAME },
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
