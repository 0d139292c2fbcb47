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
  /** folded to nothing rather than to icons (workspace pages); the header's 展开菜单 brings it back */
  foldAway?: boolean
  selectedCode: string | null
  /** Menu code → count shown beside its name. */
  badges?: ReadonlyMap<string, number>
}

export function SideMenu({ items, collapsed, foldAway = false, selectedCode, badges }: SideMenuProps) {
  const navigate = useNavigate()
  const { token } = theme.useToken()
  const menuItems = useMemo(() => toAntdMenuItems(items, badges), [items, badges])
  const targets = useMemo(() => menuTargets(items), [items])
  const hidden = collapsed && foldAway
  return (
    <Layout.Sider
      width={SIDE_MENU_MAX_WIDTH}
      collapsedWidth={foldAway ? 0 : COLLAPSED_WIDTH}
      collapsed={collapsed}
      trigger={null}
      collapsible
      theme="light"
      style={{
        maxWidth: SIDE_MENU_MAX_WIDTH,
        borderRight: hidden ? 'none' : `1px solid ${token.colorBorderSecondary}`,
        ...(foldAway && { overflow: 'auto' }),
      }}
    >
      {/* folded away, its entries leave the tab order and the accessibility tree too */}
      {!hidden && (
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
      )}
    </Layout.Sider>
  )
}
