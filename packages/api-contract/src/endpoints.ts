// The endpoint table: every route of the API, written once. The server registers its routes from it
// (method, path, guard), the access-control matrix checks the running app against it, and the SPA
// calls it (`call(endpoints.sealing.getBizInfo, { body })`) with the types written here. Types
// are imported as types only, so this module holds no schema and the SPA may import it as a value.
import type {
  Application,
  ApplicationDraft,
  ApplicationListQuery,
  ApplicationPage,
  DecisionBody,
  PendingApplicationsQuery,
  WithdrawBody,
} from './accessApplications.js'
import type { AddAttachmentBody, Attachment, ContractDetail, ContractExportQuery, ContractListPage, ContractListQuery } from './contracts.js'
import type { BizTypeOption, ContractStatusOption, ContractTypeOption, Department, UserOption, UserSearch } from './dictionaries.js'
import { endpoint, type FileAnswer, type MultipartBody } from './endpoint.js'
import type { FileDownloadQuery, UploadedFile } from './files.js'
import type {
  BindFormBody,
  CompareQuery,
  CopyFormBody,
  DeletedForm,
  DiscardedDraft,
  FormBinding,
  FormComparison,
  FormDetail,
  FormEnabledBody,
  FormFilters,
  FormList,
  FormSummary,
  FormVersion,
  FormVersionSummary,
  NewForm,
  PublishedVersion,
  PublishFormBody,
  RecordForm,
  RecordHistoryEntry,
  SaveDraftBody,
  SavedDraft,
  SavedRecordForm,
  SaveFormBody,
  SaveRecordBody,
} from './forms.js'
import type { MenusAndCodes, MenusQuery } from './menus.js'
import type { OperateType, SealInfo, SealInfoBody, SealOperation, SealQuery, SealResult } from './sealing.js'
import type { CallbackQuery, ReturnUrlQuery, UserInfo } from './signIn.js'
import { menuCodes, type BizType } from './vocabulary.js'

export * from './endpoint.js'

const API = '/contracttandem/api'
const SEALED = `${API}/ContractSealed`
const FORM = `${API}/Form`
const AUTH_APPLY = `${API}/AuthApply`
const DICT = `${API}/Dict`
const SIGN_IN = `${API}/Authentication`

const contracts = [menuCodes.contracts] as const
const sealing = [menuCodes.sealing] as const
const accessApplications = [menuCodes.accessApplications] as const
const approval = [menuCodes.accessApplications, menuCodes.approval] as const
const formLibrary = [menuCodes.formLibrary] as const

type HealthStatus = { status: 'ok' | 'unavailable' | 'draining' }

export const endpoints = {
  health: {
    live: endpoint<{ answer: HealthStatus }>()('GET', '/healthz', 'public'),
    ready: endpoint<{ answer: HealthStatus }>()('GET', '/readyz', 'public'),
  },
  signIn: {
    /** 302 to the identity provider. */
    login: endpoint<{ query: ReturnUrlQuery; answer: void }>()('GET', `${SIGN_IN}/Login`, 'public'),
    callback: endpoint<{ query: CallbackQuery; answer: void }>()('GET', `${SIGN_IN}/Callback`, 'public'),
    /** An HTML page whose button POSTs the sign-out. */
    logoutPage: endpoint<{ query: ReturnUrlQuery; answer: void }>()('GET', `${SIGN_IN}/Logout`, 'public'),
    logout: endpoint<{ query: ReturnUrlQuery; answer: void }>()('POST', `${SIGN_IN}/Logout`, 'public'),
    userInfo: endpoint<{ answer: UserInfo }>()('GET', `${SIGN_IN}/GetUserInfo`, 'session'),
  },
  menus: {
    userMenus: endpoint<{ query: MenusQuery; answer: MenusAndCodes }>()('GET', '/unifiedauth/api/Frontend/GetUserMenusAndCodes', 'session'),
  },
  dictionaries: {
    departments: endpoint<{ answer: Department[] }>()('GET', `${DICT}/Departments`, 'session'),
    users: endpoint<{ query: UserSearch; answer: UserOption[] }>()('GET', `${DICT}/Users`, 'session'),
    bizTypes: endpoint<{ answer: BizTypeOption[] }>()('GET', `${DICT}/BizTypes`, 'session'),
    contractTypes: endpoint<{ answer: ContractTypeOption[] }>()('GET', `${DICT}/ContractTypes`, 'session'),
    contractStatuses: endpoint<{ answer: ContractStatusOption[] }>()('GET', `${DICT}/ContractStatuses`, 'session'),
  },
  contracts: {
    list: endpoint<{ query: ContractListQuery; answer: ContractListPage }>()('GET', `${SEALED}/GetContractList`, contracts),
    /** The list's rows as an .xlsx stream. */
    export: endpoint<{ query: ContractExportQuery; answer: FileAnswer }>()('GET', `${SEALED}/ExportContractList`, contracts),
    record: endpoint<{ params: { bizId: number; bizType: BizType }; answer: ContractDetail }>()('GET', `${SEALED}/GetBizInfoByBizId/:bizId/:bizType`, contracts),
    downloadAttachment: endpoint<{ params: { attachmentId: number }; answer: FileAnswer }>()('GET', `${SEALED}/DownloadAttachment/:attachmentId`, contracts),
    previewAttachment: endpoint<{ params: { attachmentId: number }; answer: FileAnswer }>()('GET', `${SEALED}/PreviewAttachment/:attachmentId`, contracts),
    addAttachment: endpoint<{ params: { contractId: number }; body: AddAttachmentBody; answer: Attachment }>()('POST', `${SEALED}/AddAttachment/:contractId`, contracts),
  },
  sealing: {
    info: endpoint<{ body: SealInfoBody; answer: SealInfo[] }>()('POST', `${SEALED}/GetBizInfo`, sealing),
    /** The body stays the array of ids SPEC §7 fixes; the reason travels in the query. */
    seal: endpoint<{ params: { operateType: OperateType }; query: SealQuery; body: number[]; answer: SealResult }>()('POST', `${SEALED}/ContractSealed/:operateType`, sealing),
    history: endpoint<{ params: { contractId: number }; answer: SealOperation[] }>()('GET', `${SEALED}/GetSealHistory/:contractId`, sealing),
  },
  files: {
    /** multipart: part `file`, optional field `key`. */
    upload: endpoint<{ body: MultipartBody; answer: UploadedFile }>()('POST', `${API}/File/Upload`, 'session'),
    download: endpoint<{ params: { id: string }; query: FileDownloadQuery; answer: FileAnswer }>()('GET', `${API}/File/Download/:id`, 'session'),
  },
  accessApplications: {
    save: endpoint<{ body: ApplicationDraft; answer: Application }>()('POST', `${AUTH_APPLY}/SaveData`, accessApplications),
    mine: endpoint<{ query: ApplicationListQuery; answer: ApplicationPage }>()('GET', `${AUTH_APPLY}/GetMyList`, accessApplications),
    withdraw: endpoint<{ body: WithdrawBody; answer: Application }>()('POST', `${AUTH_APPLY}/Withdraw`, accessApplications),
    pending: endpoint<{ query: PendingApplicationsQuery; answer: ApplicationPage }>()('GET', `${AUTH_APPLY}/GetPendingList`, approval),
    decide: endpoint<{ body: DecisionBody; answer: Application }>()('POST', `${AUTH_APPLY}/Decide`, approval),
  },
  formLibrary: {
    list: endpoint<{ query: FormFilters; answer: FormList }>()('GET', `${FORM}/Forms`, formLibrary),
    create: endpoint<{ body: NewForm; answer: FormDetail }>()('POST', `${FORM}/Forms`, formLibrary),
    get: endpoint<{ params: { id: number }; answer: FormDetail }>()('GET', `${FORM}/Forms/:id`, formLibrary),
    save: endpoint<{ params: { id: number }; body: SaveFormBody; answer: FormDetail }>()('PUT', `${FORM}/Forms/:id`, formLibrary),
    delete: endpoint<{ params: { id: number }; answer: DeletedForm }>()('DELETE', `${FORM}/Forms/:id`, formLibrary),
    copy: endpoint<{ params: { id: number }; body: CopyFormBody; answer: FormDetail }>()('POST', `${FORM}/Forms/:id/Copy`, formLibrary),
    publish: endpoint<{ params: { id: number }; body: PublishFormBody; answer: PublishedVersion }>()('POST', `${FORM}/Forms/:id/Publish`, formLibrary),
    setEnabled: endpoint<{ params: { id: number }; body: FormEnabledBody; answer: FormSummary }>()('PUT', `${FORM}/Forms/:id/Enabled`, formLibrary),
    versions: endpoint<{ params: { id: number }; answer: FormVersionSummary[] }>()('GET', `${FORM}/Forms/:id/Versions`, formLibrary),
    version: endpoint<{ params: { id: number; version: number }; answer: FormVersion }>()('GET', `${FORM}/Forms/:id/Versions/:version`, formLibrary),
    compare: endpoint<{ params: { id: number }; query: CompareQuery; answer: FormComparison }>()('GET', `${FORM}/Forms/:id/Compare`, formLibrary),
    bindings: endpoint<{ answer: FormBinding[] }>()('GET', `${FORM}/Bindings`, formLibrary),
    bind: endpoint<{ params: { bizType: BizType }; body: BindFormBody; answer: FormBinding }>()('PUT', `${FORM}/Bindings/:bizType`, formLibrary),
  },
  recordForms: {
    get: endpoint<{ params: { contractId: number }; answer: RecordForm }>()('GET', `${FORM}/Record/:contractId`, contracts),
    save: endpoint<{ params: { contractId: number }; body: SaveRecordBody; answer: SavedRecordForm }>()('PUT', `${FORM}/Record/:contractId`, contracts),
    history: endpoint<{ params: { contractId: number }; answer: RecordHistoryEntry[] }>()('GET', `${FORM}/Record/:contractId/History`, contracts),
    saveDraft: endpoint<{ params: { contractId: number }; body: SaveDraftBody; answer: SavedDraft }>()('PUT', `${FORM}/Record/:contractId/Draft`, contracts),
    discardDraft: endpoint<{ params: { contractId: number }; answer: DiscardedDraft }>()('DELETE', `${FORM}/Record/:contractId/Draft`, contracts),
  },
}

/** Every row of the table, each once. */
export const allEndpoints = Object.values(endpoints).flatMap((group) => Object.values(group))
