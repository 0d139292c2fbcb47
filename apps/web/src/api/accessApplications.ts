import type { Application, ApplicationDraft, ApplicationListQuery, ApplicationPage, Decision, PendingApplicationsQuery } from '@tandem/api-contract'
import { endpoints } from '@tandem/api-contract/endpoints'
import { menuCodes } from '@tandem/api-contract/vocabulary'
import { queryOptions } from '@tanstack/react-query'
import { call } from './call'

const { accessApplications } = endpoints

/** The permission point of approvers (under qxsq). */
export const APPROVE_CODE = menuCodes.approval

export function saveApplication(draft: ApplicationDraft): Promise<Application> {
  return call(accessApplications.save, { body: draft })
}

export function getMyApplications(query: ApplicationListQuery): Promise<ApplicationPage> {
  return call(accessApplications.mine, { query })
}

export function getPendingApplications(query: PendingApplicationsQuery): Promise<ApplicationPage> {
  return call(accessApplications.pending, { query })
}

export function decideApplication(applyId: number, decision: Decision, comment: string): Promise<Application> {
  return call(accessApplications.decide, { body: { applyId, decision, comment } })
}

/** The applicant takes back a pending application. */
export function withdrawApplication(applyId: number): Promise<Application> {
  return call(accessApplications.withdraw, { body: { applyId } })
}

export const myApplicationsQuery = (params: ApplicationListQuery) =>
  queryOptions({ queryKey: ['authApply', 'mine', params], queryFn: () => getMyApplications(params) })

export const pendingApplicationsQuery = (params: PendingApplicationsQuery) =>
  queryOptions({ queryKey: ['authApply', 'pending', params], queryFn: () => getPendingApplications(params) })
