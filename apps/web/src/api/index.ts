export { classifyAnswer, isEnvelope, SESSION_EXPIRED_CODE, IDENTITY_INVALID_RESULT_CODE } from './answer'
export type { AnswerOutcome, RawAnswer } from './answer'
export { ApiError } from './apiError'
export { failureStatus, failureText } from './failureText'
export { browserEffects, createBrowserEffects, createHttp, http, REQUEST_TIMEOUT_MS, settleAnswer } from './http'
export type { HttpClient, HttpEffects, RequestOptions } from './http'
export { fetchTransport, HttpError, withQuery } from './fetchTransport'
export { answerFromPage, readBootAnswers } from './bootAnswers'
export type { HttpMethod, HttpRequest, HttpResponse, HttpTransport, QueryParams } from './fetchTransport'
export { getUserInfo, userInfoQuery } from './signIn'
export { getUserMenus, userMenusQuery } from './menus'
export type { Envelope, MenuItem, MenusAndCodes, UserInfo } from './types'
export {
  addAttachment,
  BIZ_TYPES,
  bizRecordQuery,
  downloadAttachment,
  contractListQuery,
  getBizRecord,
  listContracts,
  previewAttachment,
} from './contracts'
export type { ContractListFilters } from './contracts'
export { exportContractList } from './contractExport'
export type { ExportedFile, ExportProgress } from './contractExport'
// The record pages call GetBizInfoByBizId's answer a BizRecord.
export type { ContractDetail as BizRecord } from '@tandem/api-contract'
export type {
  Attachment,
  BizType,
  ContractListPage,
  ContractParty,
  ContractRow,
  ContractStatus,
  ContractType,
  ExpiryState,
  HistoryEntry,
  PersonRef,
  SortField,
  SortOrder,
} from '@tandem/api-contract'
export { uploadFile } from './files'
export type { UploadedFile } from '@tandem/api-contract'
export {
  getSealHistory,
  getSealInfo,
  OPERATE_SEAL,
  OPERATE_UNSEAL,
  SEAL_ARCHIVE_LOCATION_MAX,
  SEAL_BATCH_MAX,
  SEAL_REASON_MAX,
  sealContracts,
  sealHistoryQuery,
  sealInfoQuery,
} from './sealing'
export type { OperateType, SealInfo, SealOperation, SealQuery, SealResult, SealState } from '@tandem/api-contract'
export {
  APPROVE_CODE,
  decideApplication,
  getMyApplications,
  getPendingApplications,
  myApplicationsQuery,
  pendingApplicationsQuery,
  saveApplication,
  withdrawApplication,
} from './accessApplications'
export type {
  AccessScope,
  Application,
  ApplicationDraft,
  ApplicationListQuery,
  ApplicationPage,
  ApplicationStatus,
  Decision,
} from '@tandem/api-contract'
export {
  bizTypesQuery,
  contractStatusesQuery,
  contractTypesQuery,
  departmentsQuery,
  getBizTypes,
  getContractStatuses,
  getContractTypes,
  getDepartments,
  getUsers,
  usersQuery,
} from './dict'
export type { Department, UserOption, UserSearch } from '@tandem/api-contract'
export {
  bindForm,
  bindingsQuery,
  compareFormVersions,
  copyForm,
  createForm,
  deleteForm,
  discardRecordDraft,
  fieldErrorsOf,
  formComparisonQuery,
  formListQuery,
  formQuery,
  formVersionQuery,
  formVersionsQuery,
  getForm,
  getFormVersion,
  getRecordForm,
  listBindings,
  listFormVersions,
  listForms,
  publishForm,
  recordFormQuery,
  saveForm,
  saveRecordDraft,
  saveRecordForm,
  setFormEnabled,
} from './forms'
export type {
  ComparedField,
  FormBinding,
  FormComparison,
  FormDetail,
  FormFieldError,
  FormFilters,
  FormScript,
  FormStatus,
  FormSummary,
  FormVersion,
  FormVersionSummary,
  NewForm,
  RecordForm,
  RecordFormData,
  SavedRecordForm,
  StoredFormJson,
} from '@tandem/api-contract'
