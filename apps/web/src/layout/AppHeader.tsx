import { Button, Flex, Layout, theme } from 'antd'
import { MenuFoldOutlined, MenuUnfoldOutlined } from '@ant-design/icons'
import type { UserInfo } from '../api'
import { FALLBACK_TITLE } from '../routes'
import { SuiteTopBar } from './SuiteTopBar'
import type { TopBarEntry } from './suiteTopBar'
import { UserMenu } from './UserMenu'

interface AppHeaderProps {
  user: UserInfo
  topBar: readonly TopBarEntry[]
  collapsed: boolean
  onToggle: () => void
}

export function AppHeader({ user, topBar, collapsed, onToggle }: AppHeaderProps) {
  const { token } = theme.useToken()
  return (
    <Layout.Header
      style={{
        display: 'flex',
        alignItems: 'center',
        gap: token.marginLG,
        paddingInline: token.paddingLG,
        background: token.colorBgContainer,
        borderBottom: `1px solid ${token.colorBorderSecondary}`,
      }}
    >
      <Flex align="center" gap={token.marginSM}>
        <Button
          type="text"
          aria-label={collapsed ? '展开菜单' : '收起菜单'}
          icon={collapsed ? <MenuUnfoldOutlined /> : <MenuFoldOutlined />}
          onClick={onToggle}
        />
        <span style={{ fontSize: token.fontSizeLG, fontWeight: token.fontWeightStrong, whiteSpace: 'nowrap' }}>{FALLBACK_TITLE}</span>
      </Flex>
      <SuiteTopBar entries={topBar} />
      <UserMenu user={user} />
    </Layout.Header>
  )
}
