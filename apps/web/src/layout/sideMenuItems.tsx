import type { MenuProps } from 'antd'
import { lazy, Suspense } from 'react'
import type { MenuItem } from '../api'
import { MenuIcon } from './menuIcon'
import { routerPath } from './routerPath'

type AntdMenuItems = NonNullable<MenuProps['items']>

// Loaded only when a count shows: most visits have none, and the first page's scripts stay lighter.
const DecisionCountBadge = lazy(() => import('./DecisionCountBadge'))

function itemLabel(name: string, count: number | undefined) {
  if (!count) return name
  return (
    <Suspense fallback={name}>
      <DecisionCountBadge count={count}>{name}</DecisionCountBadge>
    </Suspense>
  )
}

/** antd Menu items keyed by menu code; `badges` (menu code → count) adds a count beside a name. */
export function toAntdMenuItems(items: readonly MenuItem[], badges: ReadonlyMap<string, number> = new Map()): AntdMenuItems {
  return items.map((item) => ({
    key: item.code,
    label: itemLabel(item.name, badges.get(item.code)),
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
