import { Layout, Menu, theme } from 'antd'
import { useMemo } from 'react'
import { useNavigate } from 'react-router'
import type { MenuItem } from '../api'
import { menuTargets, toAntdMenuItems } from './sideMenuItems'

/** SPEC §2/§9: the side menu is never wider than this. */
export const SIDE_MENU_MAX_WIDTH = 240
const COLLAPSED_WIDTH = 64

interface SideMenuProps {
  items: readonly MenuItem[]
  collapsed: boolean
  selectedCode: string | null
  /** Menu code → count shown beside its name. */
  badges?: ReadonlyMap<string, number>
}

export function SideMenu({ items, collapsed, selectedCode, badges }: SideMenuProps) {
  const navigate = useNavigate()
  const { token } = theme.useToken()
  const menuItems = useMemo(() => toAntdMenuItems(items, badges), [items, badges])
  const targets = useMemo(() => menuTargets(items), [items])
  return (
    <Layout.Sider
      width={SIDE_MENU_MAX_WIDTH}
      collapsedWidth={COLLAPSED_WIDTH}
      collapsed={collapsed}
      trigger={null}
      collapsible
      theme="light"
      style={{ maxWidth: SIDE_MENU_MAX_WIDTH, borderRight: `1px solid ${token.colorBorderSecondary}` }}
    >
      <Menu
        mode="inline"
        aria-label="功能菜单"
        items={menuItems}
        selectedKeys={selectedCode ? [selectedCode] : []}
        onClick={({ key }) => {
          const path = targets.get(key)
          if (path) navigate(path)
        }}
        style={{ borderInlineEnd: 'none' }}
      />
    </Layout.Sider>
  )
}
