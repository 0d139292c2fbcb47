/** DESIGN.md §5: every backend answer is wrapped in this envelope. */
export interface Envelope<T> {
  success: boolean
  code: number
  resultCode: string
  msg: string
  data: T
}

export interface UserInfo {
  userId: string | number
  account: string
  userName: string
  /** Photo URL, "" when the user has none. */
  userPhoto: string
  departmentId: string | number
  departmentName: string
  roles: string[]
}

/** type 0 = menu or page, 1 = button or permission point. */
export interface MenuItem {
  code: string
  name: string
  path: string
  fullPath: string
  icon: string
  type: number
  sort: number
  children: MenuItem[]
}

export interface MenusAndCodes {
  menuList: MenuItem[]
  menuCodeList: string[]
}
