import { endpoints } from '@tandem/api-contract/endpoints'
import type { HttpRequest } from '../api'
import type { UserInfo } from '../api'
import { envelope, type FakeReply } from './fakeAdapter'

/** zhangsan of 采购部 (3), the department of the fixture rows. */
export const SIGNED_IN_USER: UserInfo = {
  userId: 2,
  account: 'zhangsan',
  userName: '张三',
  userPhoto: '',
  departmentId: 3,
  departmentName: '采购部',
  roles: ['staff'],
}

/** The user-info answer for a request, or undefined when it is not that call. */
export function userInfoReply(config: HttpRequest, user: UserInfo = SIGNED_IN_USER): FakeReply | undefined {
  return config.url === endpoints.signIn.userInfo.path ? { status: 200, body: envelope(user) } : undefined
}
