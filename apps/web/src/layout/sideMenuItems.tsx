import { Badge, type MenuProps } from 'antd'
import type { MenuItem } from '../api'
import { MenuIcon } from './menuIcon'
import { routerPath } from './routerPath'

type AntdMenuItems = NonNullable<MenuProps['items']>

/** antd Menu items keyed by menu code; `badges` (menu code → count) adds a count beside a name. */
export function toAntdMenuItems(items: readonly MenuItem[], badges: ReadonlyMap<string, number> = new Map()): AntdMenuItems {
  return items.map((item) => ({
    key: item.code,
    label: badges.get(item.code) ? (
      <Badge count={badges.get(item.code)} size="small" offset={[10, 0]} title={`${badges.get(item.code)} 条新的审批结果`}>
        {item.name}
      </Badge>
    ) : (
      item.name
    ),
    icon: item.icon ? <MenuIcon name={item.icon} /> : undefined,
    children: item.children.length > 0 ? toAntdMenuItems(item.children, badges) : undefined,
  }))
}

/** Menu code → router path, for every item that leads to a screen of this SPA. */
export function menuTargets(items: readonly MenuItem[]): Map<string, string> {
  const targets = new Map<string, string>()
  const visit = (list: readonly MenuItem[]) => {
    for (const item of list) {
      const path = routerPath(item.path || item.fullPath)
      if (path) targets.set(item.code, path)
      visit(item.children)
    }
  }
  visit(items)
  return targets
}
