/**
 * Who may call each route: the one table the access-control matrix checks the running app
 * against. `public`: anyone; `session`: any signed-in user; otherwise the contract-system menu
 * codes the user must all hold. A route of the OpenAPI document missing here fails the matrix.
 */
export type RouteAccess = 'public' | 'session' | readonly string[]

const API = '/contracttandem/api'

export const routeAccess: Readonly<Record<string, RouteAccess>> = {
  'GET /healthz': 'public',
  'GET /readyz': 'public',
  [`GET ${API}/Authentication/Login`]: 'public',
  [`GET ${API}/Authentication/Callback`]: 'public',
  [`GET ${API}/Authentication/Logout`]: 'public',
  [`POST ${API}/Authentication/Logout`]: 'public',
  [`GET ${API}/Authentication/GetUserInfo`]: 'session',
  'GET /unifiedauth/api/Frontend/GetUserMenusAndCodes': 'session',

  [`GET ${API}/Dict/Departments`]: 'session',
  [`GET ${API}/Dict/Users`]: 'session',
  [`GET ${API}/Dict/BizTypes`]: 'session',
  [`GET ${API}/Dict/ContractTypes`]: 'session',
  [`GET ${API}/Dict/ContractStatuses`]: 'session',

  [`GET ${API}/ContractSealed/GetContractList`]: ['htc'],
  [`GET ${API}/ContractSealed/GetBizInfoByBizId/{bizId}/{bizType}`]: ['htc'],
  [`GET ${API}/ContractSealed/ExportContractList`]: ['htc'],
  [`GET ${API}/ContractSealed/DownloadAttachment/{attachmentId}`]: ['htc'],
  [`GET ${API}/ContractSealed/PreviewAttachment/{attachmentId}`]: ['htc'],
  [`POST ${API}/ContractSealed/AddAttachment/{contractId}`]: ['htc'],

  [`POST ${API}/ContractSealed/GetBizInfo`]: ['htfc'],
  [`POST ${API}/ContractSealed/ContractSealed/{operateType}`]: ['htfc'],
  [`GET ${API}/ContractSealed/GetSealHistory/{contractId}`]: ['htfc'],

  [`POST ${API}/File/Upload`]: 'session',
  [`GET ${API}/File/Download/{id}`]: 'session',

  [`POST ${API}/AuthApply/SaveData`]: ['qxsq'],
  [`GET ${API}/AuthApply/GetMyList`]: ['qxsq'],
  [`POST ${API}/AuthApply/Withdraw`]: ['qxsq'],
  [`GET ${API}/AuthApply/GetPendingList`]: ['qxsq', 'qxsq_approve'],
  [`POST ${API}/AuthApply/Decide`]: ['qxsq', 'qxsq_approve'],

  [`GET ${API}/Form/Forms`]: ['bdgl'],
  [`POST ${API}/Form/Forms`]: ['bdgl'],
  [`GET ${API}/Form/Forms/{id}`]: ['bdgl'],
  [`PUT ${API}/Form/Forms/{id}`]: ['bdgl'],
  [`DELETE ${API}/Form/Forms/{id}`]: ['bdgl'],
  [`POST ${API}/Form/Forms/{id}/Copy`]: ['bdgl'],
  [`POST ${API}/Form/Forms/{id}/Publish`]: ['bdgl'],
  [`PUT ${API}/Form/Forms/{id}/Enabled`]: ['bdgl'],
  [`GET ${API}/Form/Forms/{id}/Versions`]: ['bdgl'],
  [`GET ${API}/Form/Forms/{id}/Versions/{version}`]: ['bdgl'],
  [`GET ${API}/Form/Forms/{id}/Compare`]: ['bdgl'],
  [`GET ${API}/Form/Bindings`]: ['bdgl'],
  [`PUT ${API}/Form/Bindings/{bizType}`]: ['bdgl'],
  [`GET ${API}/Form/Record/{contractId}`]: ['htc'],
  [`PUT ${API}/Form/Record/{contractId}`]: ['htc'],
  [`GET ${API}/Form/Record/{contractId}/History`]: ['htc'],
  [`PUT ${API}/Form/Record/{contractId}/Draft`]: ['htc'],
  [`DELETE ${API}/Form/Record/{contractId}/Draft`]: ['htc'],
}
