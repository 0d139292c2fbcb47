import { Dropdown, Flex, theme, type MenuProps } from 'antd'
import { DownOutlined, LogoutOutlined } from '@ant-design/icons'
import { VISUALLY_HIDDEN } from '@tandem/form-render/visually-hidden'
import type { UserInfo } from '../api'
import { navigation, signOutUrl, tandemConfig } from '../config'
import { UserAvatar } from './UserAvatar'

const items: MenuProps['items'] = [{ key: 'logout', icon: <LogoutOutlined />, label: '退出账号' }]

/** Photo and name; the dropdown's one action signs out through the server and the IdP. */
export function UserMenu({ user }: { user: UserInfo }) {
  const { token } = theme.useToken()
  const onClick: MenuProps['onClick'] = ({ key }) => {
    if (key === 'logout') navigation.post(signOutUrl(tandemConfig.logoutUrl))
  }
  return (
    <Dropdown menu={{ items, onClick }} trigger={['click']} placement="bottomRight">
      {/* Named by its visible text (the avatar's letter is decoration), so speech input finds it by what it shows. */}
      <Flex component="button" align="center" gap={token.marginXS} style={{ background: 'none', border: 'none', cursor: 'pointer', padding: 0 }}>
        <span aria-hidden style={{ display: 'inline-flex' }}>
          <UserAvatar user={user} />
        </span>
        <span>{user.userName}</span>
        <span style={VISUALLY_HIDDEN}> 账号菜单</span>
        <DownOutlined aria-hidden style={{ fontSize: token.fontSizeSM }} />
      </Flex>
    </Dropdown>
  )
}
