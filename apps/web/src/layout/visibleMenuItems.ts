import type { MenuItem } from '../api'

/** Menu type of buttons and permission points: never shown as menu entries. */
export const PERMISSION_POINT_TYPE = 1

function isVisible(item: MenuItem): boolean {
  return item.type !== PERMISSION_POINT_TYPE && !item.code.startsWith('_')
}

/** The server's tree without permission points and internal ("_") codes, at every depth, by sort. */
export function visibleMenuItems(items: readonly MenuItem[]): MenuItem[] {
  return items
    .filter(isVisible)
    .map((item) => ({ ...item, children: visibleMenuItems(item.children ?? []) }))
    .sort((a, b) => (a.sort ?? 0) - (b.sort ?? 0))
}
