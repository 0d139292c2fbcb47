import type {
  Application,
  ApplicationDraft,
  ApplicationListQuery,
  ApplicationPage,
  Decision,
  DecisionBody,
  PendingApplicationsQuery,
  WithdrawBody,
} from '@tandem/api-contract'
import { queryOptions } from '@tanstack/react-query'
import { http } from './http'

const AUTH_APPLY_API = '/contracttandem/api/AuthApply'

/** The permission point of approvers (under qxsq). */
export const APPROVE_CODE = 'qxsq_approve'

export async function saveApplication(draft: ApplicationDraft): Promise<Application> {
  const response = await http.post<Application>(`${AUTH_APPLY_API}/SaveData`, draft)
  return response.data
}

export async function getMyApplications(params: ApplicationListQuery): Promise<ApplicationPage> {
  const response = await http.get<ApplicationPage>(`${AUTH_APPLY_API}/GetMyList`, { params })
  return response.data
}

export async function getPendingApplications(params: PendingApplicationsQuery): Promise<ApplicationPage> {
  const response = await http.get<ApplicationPage>(`${AUTH_APPLY_API}/GetPendingList`, { params })
  return response.data
}

export async function decideApplication(
  applyId: number,
  decision: Decision,
  comment: string,
): Promise<Application> {
  const response = await http.post<Application>(`${AUTH_APPLY_API}/Decide`, { applyId, decision, comment } satisfies DecisionBody)
  return response.data
}

/** The applicant takes back a pending application. */
export async function withdrawApplication(applyId: number): Promise<Application> {
  const response = await http.post<Application>(`${AUTH_APPLY_API}/Withdraw`, { applyId } satisfies WithdrawBody)
  return response.data
}

export const myApplicationsQuery = (params: ApplicationListQuery) =>
  queryOptions({ queryKey: ['authApply', 'mine', params], queryFn: () => getMyApplications(params) })

export const pendingApplicationsQuery = (params: PendingApplicationsQuery) =>
  queryOptions({ queryKey: ['authApply', 'pending', params], queryFn: () => getPendingApplications(params) })
