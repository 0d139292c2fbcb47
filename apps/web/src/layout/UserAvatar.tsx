import { Avatar, theme } from 'antd'
import { useMemo } from 'react'
import type { UserInfo } from '../api'
import { avatarInitial, pickAvatarColor } from './avatarColor'

/**
 * The user's photo; without one, or when it fails to load, the first character of the name on a
 * colour derived from the account.
 */
export function UserAvatar({ user }: { user: Pick<UserInfo, 'account' | 'userName' | 'userPhoto'> }) {
  const { token } = theme.useToken()
  const palette = useMemo(
    () => [token.blue, token.green, token.cyan, token.purple, token.magenta, token.orange, token.geekblue, token.volcano],
    [token],
  )
  return (
    <Avatar
      src={user.userPhoto || undefined}
      alt={user.userName}
      aria-label={user.userName}
      style={{ backgroundColor: pickAvatarColor(user.account, palette), color: token.colorTextLightSolid }}
    >
      {avatarInitial(user.userName, user.account)}
    </Avatar>
  )
}
