import { queryOptions } from '@tanstack/react-query'
import type { BizType, PersonRef } from './contracts'
import { http } from './http'

const AUTH_APPLY_API = '/contracttandem/api/AuthApply'

/** The permission point of approvers (under qxsq). */
export const APPROVE_CODE = 'qxsq_approve'

export type AccessScope = 'view' | 'download'
export type ApplicationStatus = 'pending' | 'approved' | 'rejected' | 'withdrawn'
export type Decision = 'approved' | 'rejected'

export interface Application {
  id: number
  applyNo: string
  applicant: { id: number; name: string; departmentName: string }
  contracts: Array<{
    id: number
    bizType: BizType
    bizTypeName: string
    contractNo: string
    contractName: string
  }>
  grantees: Array<{ type: 'user' | 'department'; id: number; name: string }>
  scope: AccessScope
  scopeName: string
  validFrom: string
  validUntil: string
  reason: string
  status: ApplicationStatus
  statusName: string
  /** Approved and now within [validFrom, validUntil). */
  effective: boolean
  expired: boolean
  approver: PersonRef | null
  approverComment: string
  decidedAt: string | null
  createdAt: string
}

/** The body of SaveData. */
export interface ApplicationDraft {
  contractIds: number[]
  granteeUserIds?: number[]
  granteeDepartmentIds?: number[]
  scope: AccessScope
  /** ISO 8601 date-time with offset. */
  validFrom: string
  validUntil: string
  reason: string
}

export interface ApplicationPage {
  list: Application[]
  total: number
}

export interface ApplicationListParams {
  pageIndex: number
  pageSize: number
  status?: ApplicationStatus
  /** ISO 8601 with offset: only applications approved or rejected after it. */
  decidedAfter?: string
}

export async function saveApplication(draft: ApplicationDraft): Promise<Application> {
  const response = await http.post<Application>(`${AUTH_APPLY_API}/SaveData`, draft)
  return response.data
}

export async function getMyApplications(params: ApplicationListParams): Promise<ApplicationPage> {
  const response = await http.get<ApplicationPage>(`${AUTH_APPLY_API}/GetMyList`, { params })
  return response.data
}

export async function getPendingApplications(params: ApplicationListParams): Promise<ApplicationPage> {
  const response = await http.get<ApplicationPage>(`${AUTH_APPLY_API}/GetPendingList`, { params })
  return response.data
}

export async function decideApplication(
  applyId: number,
  decision: Decision,
  comment: string,
): Promise<Application> {
  const response = await http.post<Application>(`${AUTH_APPLY_API}/Decide`, { applyId, decision, comment })
  return response.data
}

/** The applicant takes back a pending application. */
export async function withdrawApplication(applyId: number): Promise<Application> {
  const response = await http.post<Application>(`${AUTH_APPLY_API}/Withdraw`, { applyId })
  return response.data
}

export const myApplicationsQuery = (params: ApplicationListParams) =>
  queryOptions({ queryKey: ['authApply', 'mine', params], queryFn: () => getMyApplications(params) })

export const pendingApplicationsQuery = (params: ApplicationListParams) =>
  queryOptions({ queryKey: ['authApply', 'pending', params], queryFn: () => getPendingApplications(params) })
