export { departments, users, roles, userRoles, menuSystems, menus, roleMenus, sessions, loginStates } from './platform.js'
export type { MenuSystem } from './platform.js'
export {
  bizTypes,
  contractStatuses,
  contracts,
  contractAttachments,
  contractHistory,
  sealAudits,
  contractExports,
  accessScopes,
  applicationStatuses,
  accessApplications,
  accessApplicationContracts,
  accessApplicationGrantees,
} from './contracts.js'
export type { BizType, ContractStatus, AccessScope, ApplicationStatus } from './contracts.js'
export { files } from './files.js'
export { formStatuses, forms, formVersions, formBindings, recordFormData, recordFormDataHistory, recordFormDrafts } from './forms.js'
export type { FormStatus, StoredFormJson, StoredFormData } from './forms.js'
