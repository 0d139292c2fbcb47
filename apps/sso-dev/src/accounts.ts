import { timingSafeEqual } from 'node:crypto'

export interface DevAccount {
  account: string
  password: string
  name: string
  /** Whether the IdP serves a photo for this account at /avatars/<account>.svg. */
  hasAvatar: boolean
}

/** The seeded development accounts (DESIGN.md §4); the server seeds users with the same names. */
export const devAccounts: readonly DevAccount[] = [
  { account: 'admin', password: 'admin123', name: '系统管理员', hasAvatar: false },
  { account: 'zhangsan', password: 'zhangsan123', name: '张三', hasAvatar: true },
  { account: 'lisi', password: 'lisi123', name: '李四', hasAvatar: true },
  { account: 'wangwu', password: 'wangwu123', name: '王五', hasAvatar: false },
]

export function findDevAccount(account: string): DevAccount | undefined {
  return devAccounts.find((candidate) => candidate.account === account)
}

function sameText(a: string, b: string): boolean {
  const left = Buffer.from(a)
  const right = Buffer.from(b)
  return left.length === right.length && timingSafeEqual(left, right)
}

/** The account whose credentials these are, or undefined for an unknown name or a wrong password. */
export function authenticate(account: string, password: string): DevAccount | undefined {
  const found = findDevAccount(account)
  return found && sameText(found.password, password) ? found : undefined
}

export type DevClaims = {
  sub: string
  preferred_username: string
  name: string
  email: string
  email_verified: boolean
  picture?: string
}

/** OpenID claims of an account; the picture URL points at this IdP. */
export function accountClaims(found: DevAccount, issuer: string): DevClaims {
  return {
    sub: found.account,
    preferred_username: found.account,
    name: found.name,
    email: `${found.account}@example.com`,
    email_verified: true,
    ...(found.hasAvatar ? { picture: `${issuer}/avatars/${found.account}.svg` } : {}),
  }
}
