// The codes the API speaks and their Chinese labels; the database stores the same codes (apps/server
// db/schema uses these lists). No schema here: the SPA imports these values (@tandem/api-contract/vocabulary).

/** 1 合同, 2 标书, 3 公文, 4 律师函. */
export const bizTypes = [1, 2, 3, 4] as const
export type BizType = (typeof bizTypes)[number]
export const bizTypeNames: Record<BizType, string> = { 1: '合同', 2: '标书', 3: '公文', 4: '律师函' }

export const contractStatuses = ['draft', 'approving', 'executing', 'completed', 'terminated'] as const
export type ContractStatus = (typeof contractStatuses)[number]
export const statusNames: Record<ContractStatus, string> = {
  draft: '草稿',
  approving: '审批中',
  executing: '履行中',
  completed: '已完成',
  terminated: '已终止',
}

/** Business categories of a contract (bizType 1). */
export const contractTypes = ['purchase', 'sales', 'service', 'engineering', 'lease', 'consulting', 'other'] as const
export type ContractType = (typeof contractTypes)[number]
export const contractTypeNames: Record<ContractType, string> = {
  purchase: '采购合同',
  sales: '销售合同',
  service: '服务合同',
  engineering: '工程合同',
  lease: '租赁合同',
  consulting: '咨询合同',
  other: '其他合同',
}

/** soon 即将到期 (in force, ending within 30 days), expired 已到期 (in force, ended). */
export const expiryStates = ['soon', 'expired'] as const
export type ExpiryState = (typeof expiryStates)[number]

export const sealStates = ['sealed', 'unsealed'] as const
export type SealState = (typeof sealStates)[number]
export const sealStateNames: Record<SealState, string> = { sealed: '已封存', unsealed: '未封存' }

export const sortFields = ['signDate', 'amount', 'updatedAt'] as const
export type SortField = (typeof sortFields)[number]
export const sortOrders = ['asc', 'desc'] as const
export type SortOrder = (typeof sortOrders)[number]

/** view 查看, download 下载 (includes view). */
export const accessScopes = ['view', 'download'] as const
export type AccessScope = (typeof accessScopes)[number]
export const applicationStatuses = ['pending', 'approved', 'rejected', 'withdrawn'] as const
export type ApplicationStatus = (typeof applicationStatuses)[number]

/** 草稿 (never published), 已发布, 已停用. */
export const formStatuses = ['draft', 'published', 'disabled'] as const
export type FormStatus = (typeof formStatuses)[number]

/** The contract system's menu codes that guard the API (the endpoint table's access). */
export const menuCodes = {
  /** 合同查询 and the record pages */
  contracts: 'htc',
  /** 合同封存 */
  sealing: 'htfc',
  /** 合同授权: applying for access to other departments' records */
  accessApplications: 'qxsq',
  /** the permission point of approvers, under qxsq */
  approval: 'qxsq_approve',
  /** 表单管理 */
  formLibrary: 'bdgl',
} as const
