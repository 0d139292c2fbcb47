// The codes the API speaks; the database stores the same codes (apps/server db/schema uses these lists).

/** 1 合同, 2 标书, 3 公文, 4 律师函. */
export const bizTypes = [1, 2, 3, 4] as const
export type BizType = (typeof bizTypes)[number]

export const contractStatuses = ['draft', 'approving', 'executing', 'completed', 'terminated'] as const
export type ContractStatus = (typeof contractStatuses)[number]

/** Business categories of a contract (bizType 1). */
export const contractTypes = ['purchase', 'sales', 'service', 'engineering', 'lease', 'consulting', 'other'] as const
export type ContractType = (typeof contractTypes)[number]

/** soon 即将到期 (in force, ending within 30 days), expired 已到期 (in force, ended). */
export const expiryStates = ['soon', 'expired'] as const
export type ExpiryState = (typeof expiryStates)[number]

export const sealStates = ['sealed', 'unsealed'] as const
export type SealState = (typeof sealStates)[number]

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
