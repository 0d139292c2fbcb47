import { menuCodes } from '@tandem/api-contract/vocabulary'
import type { QueryClient } from '@tanstack/react-query'
import { contractListQuery } from './api'
import type { PageLoader } from './chunks'
// The list filters' own module: the shared barrel would bring the pages' shared code into the shell.
import { parseFilters } from './shared/contract-browser/listFilters'
// Not the record-form barrel: it brings the form renderer.
import { printPageHasScripts, recordPageHasScripts } from './shared/record-form/pageScripts'

/** Whether the forms the page at this address will show have scripts (the page's own data, asked before it opens). */
export type PageScriptsCheck = (queryClient: QueryClient, search: URLSearchParams) => Promise<boolean>

/** One screen of the SPEC §2 table (plus the form library of DESIGN §4). */
export interface RouteEntry {
  /** Path below the router basename /contract/web. */
  path: string
  /** document.title while the route is shown. */
  title: string
  /** Labels of the 当前所在位置： card; null shows no card. */
  breadcrumb: readonly string[] | null
  /** The route is registered only when the user's menu holds this code. */
  menuCode: string
  /** Chunk name in load-failure messages; the page folder name. */
  chunk: string
  load: PageLoader
  /**
   * The page renders forms, whose scripts need a document loaded with a policy that allows them
   * ('unsafe-eval'): `'anyForm'` for a page that may show any form (the library, the designer),
   * whose document the server always sends it; else the check of the forms the page will show, since
   * the server sends it only when those have scripts.
   */
  rendersForms?: 'anyForm' | PageScriptsCheck
  /** Asks for the page's first data when the application opens on it, while its chunk still loads. */
  prefetch?: (queryClient: QueryClient, search: URLSearchParams) => void
  /** The page is a workspace that wants the window: the side menu starts folded away and the page shows the breadcrumb itself (usePageBreadcrumb). */
  workspace?: true
}

export const FALLBACK_TITLE = '合同管理平台'

/** "/" redirects here when the user holds its code; otherwise "/" falls to the 404 page. */
export const ROOT_REDIRECT = { to: '/contractList', menuCode: menuCodes.contracts } as const

/** 合同查询 and 合同封存 show the contract list of the filters in the address. */
const prefetchContractList = (queryClient: QueryClient, search: URLSearchParams) => void queryClient.prefetchQuery(contractListQuery(parseFilters(search)))

export const routeTable: readonly RouteEntry[] = [
  {
    path: '/contractList',
    title: '合同查询',
    breadcrumb: ['合同管理'],
    menuCode: menuCodes.contracts,
    chunk: 'contract-list',
    load: () => import('./pages/contract-list'),
    prefetch: prefetchContractList,
  },
  {
    path: '/contractDetail',
    title: '合同详情',
    breadcrumb: ['合同管理', '合同页面'],
    menuCode: menuCodes.contracts,
    chunk: 'contract-detail',
    load: () => import('./pages/contract-detail'),
    rendersForms: recordPageHasScripts,
  },
  {
    path: '/bidDocument',
    title: '标书',
    breadcrumb: ['合同管理', '标书'],
    menuCode: menuCodes.contracts,
    chunk: 'bid-document',
    load: () => import('./pages/bid-document'),
    rendersForms: recordPageHasScripts,
  },
  {
    path: '/publicDocument',
    title: '公文',
    breadcrumb: ['合同管理', '公文'],
    menuCode: menuCodes.contracts,
    chunk: 'public-document',
    load: () => import('./pages/public-document'),
    rendersForms: recordPageHasScripts,
  },
  {
    path: '/lawyerLetter',
    title: '律师函',
    breadcrumb: ['合同管理', '律师函'],
    menuCode: menuCodes.contracts,
    chunk: 'lawyer-letter',
    load: () => import('./pages/lawyer-letter'),
    rendersForms: recordPageHasScripts,
  },
  {
    path: '/safeKeeping',
    title: '合同封存',
    breadcrumb: null,
    menuCode: menuCodes.sealing,
    chunk: 'sealing',
    load: () => import('./pages/sealing'),
    prefetch: prefetchContractList,
  },
  {
    path: '/authorize',
    title: '合同授权',
    breadcrumb: null,
    menuCode: menuCodes.accessApplications,
    chunk: 'access-applications',
    load: () => import('./pages/access-applications'),
  },
  {
    path: '/formList',
    title: '表单管理',
    breadcrumb: ['表单管理'],
    menuCode: menuCodes.formLibrary,
    chunk: 'form-list',
    load: () => import('./pages/form-list'),
    rendersForms: 'anyForm',
  },
  {
    path: '/formPrint',
    title: '打印',
    breadcrumb: null,
    menuCode: menuCodes.contracts,
    chunk: 'form-print',
    load: () => import('./pages/form-print'),
    rendersForms: printPageHasScripts,
  },
  {
    path: '/formDesigner',
    title: '表单设计',
    breadcrumb: ['表单管理', '表单设计'],
    menuCode: menuCodes.formLibrary,
    chunk: 'form-designer',
    load: () => import('./pages/form-designer'),
    rendersForms: 'anyForm',
    workspace: true,
  },
]
