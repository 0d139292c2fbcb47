import { keepPreviousData, queryOptions } from '@tanstack/react-query'
import { AxiosError } from 'axios'
import { classifyAnswer } from './answer'
import { browserEffects, http, settleAnswer } from './http'

const SEALED_API = '/contracttandem/api/ContractSealed'

/** 1 合同, 2 标书, 3 公文, 4 律师函. */
export type BizType = 1 | 2 | 3 | 4
export const BIZ_TYPES: readonly BizType[] = [1, 2, 3, 4]

export type SortField = 'signDate' | 'amount' | 'updatedAt'
export type SortOrder = 'asc' | 'desc'

/** The query of GetContractList; absent keys are not sent. */
export interface ContractListFilters {
  keyword?: string
  bizType?: BizType
  contractType?: string
  status?: string
  departmentId?: number
  signDateFrom?: string
  signDateTo?: string
  amountMin?: number
  amountMax?: number
  sealed?: boolean
  /** soon 即将到期 (in force, ending within 30 days), expired 已到期 (in force, ended). */
  expiry?: ExpiryState
  sortField?: SortField
  sortOrder?: SortOrder
  pageIndex: number
  pageSize: number
}

export type ExpiryState = 'soon' | 'expired'

export interface ContractRow {
  id: number
  bizType: BizType
  bizTypeName: string
  contractType: string | null
  contractTypeName: string
  contractNo: string
  contractName: string
  counterparty: string
  departmentId: number
  department: string
  handlerName: string
  amount: number
  currency: string
  signDate: string
  /** 到期日期, YYYY-MM-DD. */
  endDate: string | null
  expiry: ExpiryState | null
  /** 即将到期, 已到期 or ''. */
  expiryName: string
  status: string
  statusName: string
  sealed: boolean
  sealStateName: string
  updatedAt: string
}

export interface ContractListPage {
  list: ContractRow[]
  total: number
  /** false when total is the planner's estimate. */
  totalExact: boolean
  nextCursor: string | null
}

export interface ContractParty {
  role: string
  name: string
  contact: string
  phone: string
}

export interface PersonRef {
  id: number
  name: string
}

export interface Attachment {
  id: number
  fileName: string
  fileSize: number
  contentType: string
  createdAt: string
}

export interface HistoryEntry {
  id: number
  action: string
  actionName: string
  actorName: string
  detail: Record<string, unknown>
  createdAt: string
}

/** GetBizInfoByBizId: the full record of any bizType. */
export interface BizRecord extends ContractRow {
  startDate: string | null
  endDate: string | null
  summary: string
  parties: ContractParty[]
  sealedAt: string | null
  sealedBy: PersonRef | null
  createdAt: string
  canDownload: boolean
  /** Own department or admin: a grant only ever lets its grantee read. */
  canAddAttachment: boolean
  /** As canAddAttachment, with the sealing menu htfc. */
  canSeal: boolean
  /** When the access comes from grants in force: until when. */
  grantValidUntil: string | null
  attachments: Attachment[]
  /** Newest first. */
  history: HistoryEntry[]
}

export async function listContracts(filters: ContractListFilters): Promise<ContractListPage> {
  const response = await http.get<ContractListPage>(`${SEALED_API}/GetContractList`, { params: filters })
  return response.data
}

export async function getBizRecord(bizId: number, bizType: BizType): Promise<BizRecord> {
  const response = await http.get<BizRecord>(`${SEALED_API}/GetBizInfoByBizId/${bizId}/${bizType}`)
  return response.data
}

export const contractListQuery = (filters: ContractListFilters) =>
  // The previous page stays on screen while the next one loads.
  queryOptions({
    queryKey: ['contracts', 'list', filters],
    queryFn: () => listContracts(filters),
    placeholderData: keepPreviousData,
  })

export const bizRecordQuery = (bizId: number, bizType: BizType) =>
  queryOptions({
    queryKey: ['contracts', 'record', bizType, bizId],
    queryFn: () => getBizRecord(bizId, bizType),
  })

/** Links a file the user uploaded (File/Upload) to the record; refused for a sealed record. */
export async function addAttachment(contractId: number, fileId: string): Promise<Attachment> {
  const response = await http.post<Attachment>(`${SEALED_API}/AddAttachment/${contractId}`, { fileId })
  return response.data
}

export const attachmentDownloadUrl = (attachmentId: number) =>
  `${SEALED_API}/DownloadAttachment/${attachmentId}`

/** A failed blob request carries its envelope as a Blob; read it so the common handling sees it. */
async function envelopeOfBlobFailure(error: unknown): Promise<unknown> {
  if (!(error instanceof Error) || !(error.cause instanceof AxiosError)) return undefined
  const body: unknown = error.cause.response?.data
  if (!(body instanceof Blob)) return undefined
  try {
    return JSON.parse(await body.text())
  } catch {
    return undefined
  }
}

/** The file's content; failures get the common handling (the server's msg as a toast). */
export async function downloadAttachment(attachmentId: number): Promise<Blob> {
  try {
    const response = await http.get<Blob>(attachmentDownloadUrl(attachmentId), { responseType: 'blob' })
    return response.data
  } catch (error) {
    const body = await envelopeOfBlobFailure(error)
    if (body === undefined) throw error
    const status =
      error instanceof Error && error.cause instanceof AxiosError ? error.cause.response?.status : undefined
    throw settleAnswerError(classifyAnswer({ status, body }), error)
  }
}

function settleAnswerError(outcome: ReturnType<typeof classifyAnswer>, cause: unknown): unknown {
  try {
    settleAnswer(outcome, browserEffects, cause)
    return cause
  } catch (handled) {
    return handled
  }
}
