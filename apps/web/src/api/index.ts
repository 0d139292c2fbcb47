export { classifyAnswer, isEnvelope, SESSION_EXPIRED_CODE, IDENTITY_INVALID_RESULT_CODE } from './answer'
export type { AnswerOutcome, RawAnswer } from './answer'
export { ApiError } from './apiError'
export { failureText } from './failureText'
export { browserEffects, createBrowserEffects, createHttp, http, REQUEST_TIMEOUT_MS, settleAnswer } from './http'
export type { HttpEffects } from './http'
export { getUserInfo, USER_INFO_URL, userInfoQuery } from './auth'
export { getUserMenus, USER_MENUS_URL, userMenusQuery } from './menus'
export type { Envelope, MenuItem, MenusAndCodes, UserInfo } from './types'
export {
  addAttachment,
  attachmentDownloadUrl,
  BIZ_TYPES,
  bizRecordQuery,
  downloadAttachment,
  contractListQuery,
  getBizRecord,
  listContracts,
} from './contracts'
export type {
  Attachment,
  BizRecord,
  BizType,
  ContractListFilters,
  ContractListPage,
  ContractParty,
  ContractRow,
  ExpiryState,
  HistoryEntry,
  PersonRef,
  SortField,
  SortOrder,
} from './contracts'
export { FILE_UPLOAD_URL, uploadFile } from './files'
export type { UploadedFile } from './files'
export {
  getSealHistory,
  getSealInfo,
  OPERATE_SEAL,
  OPERATE_UNSEAL,
  sealContracts,
  sealHistoryQuery,
  sealInfoQuery,
} from './sealing'
export type { OperateType, SealInfo, SealOperation, SealResult, SealState } from './sealing'
export {
  APPROVE_CODE,
  decideApplication,
  getMyApplications,
  getPendingApplications,
  myApplicationsQuery,
  pendingApplicationsQuery,
  saveApplication,
  withdrawApplication,
} from './authorization'
export type {
  AccessScope,
  Application,
  ApplicationDraft,
  ApplicationListParams,
  ApplicationPage,
  ApplicationStatus,
  Decision,
} from './authorization'
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
export type { Department, DictEntry, UserOption, UserSearch } from './dict'
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
} from './forms'
