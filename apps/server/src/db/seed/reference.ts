import type { MenuSystem } from '../schema/index.js'

export const departmentNames = ['法务部', '财务部', '采购部', '市场部', '工程部', '行政部', '人力资源部'] as const
export type DepartmentName = (typeof departmentNames)[number]

export const roleDefinitions = [
  { code: 'admin', name: '系统管理员' },
  { code: 'staff', name: '业务人员' },
  { code: 'sealer', name: '封存管理员' },
  { code: 'authorizer', name: '授权审批人' },
] as const
export type RoleCode = (typeof roleDefinitions)[number]['code']

export const seedAccounts: ReadonlyArray<{
  account: string
  name: string
  email: string
  department: DepartmentName
  role: RoleCode
}> = [
  { account: 'admin', name: '系统管理员', email: 'admin@tandem.local', department: '法务部', role: 'admin' },
  { account: 'zhangsan', name: '张三', email: 'zhangsan@tandem.local', department: '采购部', role: 'staff' },
  { account: 'lisi', name: '李四', email: 'lisi@tandem.local', department: '财务部', role: 'sealer' },
  { account: 'wangwu', name: '王五', email: 'wangwu@tandem.local', department: '市场部', role: 'authorizer' },
]

export interface MenuSeed {
  code: string
  name: string
  path: string
  icon?: string
  type?: 0 | 1
  children?: MenuSeed[]
}

const contractSubPages: MenuSeed[] = [
  { code: 'htc_detail', name: '合同详情', path: '/contractDetail', type: 1 },
  { code: 'htc_bid', name: '标书', path: '/bidDocument', type: 1 },
  { code: 'htc_document', name: '公文', path: '/publicDocument', type: 1 },
  { code: 'htc_letter', name: '律师函', path: '/lawyerLetter', type: 1 },
]

export const menuTrees: Record<MenuSystem, MenuSeed[]> = {
  contract: [
    { code: 'htc', name: '合同查询', path: '/contractList', icon: 'FileSearchOutlined', children: contractSubPages },
    {
      code: 'htfc',
      name: '合同封存',
      path: '/safeKeeping',
      icon: 'SafetyCertificateOutlined',
      children: [{ code: 'htfc_seal', name: '封存操作', path: '', type: 1 }],
    },
    {
      code: 'qxsq',
      name: '合同授权',
      path: '/authorize',
      icon: 'AuditOutlined',
      children: [{ code: 'qxsq_approve', name: '授权审批', path: '', type: 1 }],
    },
    { code: 'bdgl', name: '表单管理', path: '/formList', icon: 'FormOutlined' },
    { code: '_debug', name: '调试工具', path: '/debug', icon: 'BugOutlined' },
  ],
  // The suite's other systems have no address here: an installation sets them (SUITE_LINKS), and
  // until then their links open the product's page saying so. A relative path resolves against PUBLIC_URL.
  suite: [
    { code: 'gzt', name: '工作台', path: '', icon: 'DesktopOutlined' },
    { code: 'gwxt', name: '公文系统', path: '', icon: 'FileTextOutlined' },
    { code: 'hygl', name: '会议管理', path: '', icon: 'TeamOutlined' },
    { code: 'txl', name: '通讯录', path: '', icon: 'ContactsOutlined' },
    { code: 'htpt', name: '合同管理平台', path: '/contract/web', icon: 'FileProtectOutlined' },
  ],
}

const contractQuery = ['htc', 'htc_detail', 'htc_bid', 'htc_document', 'htc_letter', '_debug']
const suiteBasics = ['gzt', 'gwxt', 'hygl']

/** Menu codes each role is granted, per system. */
export const roleGrants: Record<RoleCode, Record<MenuSystem, string[]>> = {
  admin: {
    contract: [...contractQuery, 'htfc', 'htfc_seal', 'qxsq', 'qxsq_approve', 'bdgl'],
    suite: [...suiteBasics, 'txl', 'htpt'],
  },
  staff: { contract: contractQuery, suite: suiteBasics },
  sealer: { contract: [...contractQuery, 'htfc', 'htfc_seal'], suite: suiteBasics },
  authorizer: { contract: [...contractQuery, 'qxsq', 'qxsq_approve'], suite: suiteBasics },
}
