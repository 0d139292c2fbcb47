import { INT32_MAX, type BizType } from '@tandem/api-contract'

/**
 * What a page that renders forms will show, as far as its address tells:
 * - `any`: any form, with its scripts (the designer, the library's previews, the playground);
 * - `record`: the forms of one record (its bound form's current version and the version its saved
 *   data was filled with); `bizType` is the page's record kind, absent on the print page;
 * - `version`: one published version of a library form (the print page);
 * - `none`: the address names no form (a missing or malformed id), so the page shows none.
 */
export type FormPage =
  | { forms: 'any' }
  | { forms: 'record'; contractId: number; bizType?: BizType }
  | { forms: 'version'; formId: number; version: number }
  | { forms: 'none' }

/** A positive id as the SPA reads it from the query, null when absent, malformed or beyond the database's integers. */
function idOf(query: URLSearchParams, name: string): number | null {
  const text = query.get(name)
  if (text === null || !/^\d{1,12}$/.test(text)) return null
  const id = Number(text)
  return id > 0 && id <= INT32_MAX ? id : null
}

const anyForm = (): FormPage => ({ forms: 'any' })

/** The four record pages (?id=…): their 扩展信息 tab renders the record's form. */
const recordPage =
  (bizType: BizType) =>
  (query: URLSearchParams): FormPage => {
    const contractId = idOf(query, 'id')
    return contractId === null ? { forms: 'none' } : { forms: 'record', contractId, bizType }
  }

/** 打印: ?contractId=… (a record's 扩展信息) or ?formId=…&version=… (a form version), read as the page reads them. */
function printPage(query: URLSearchParams): FormPage {
  const contractId = idOf(query, 'contractId')
  if (contractId !== null) return { forms: 'record', contractId }
  const formId = idOf(query, 'formId')
  const version = idOf(query, 'version')
  return formId !== null && version !== null ? { forms: 'version', formId, version } : { forms: 'none' }
}

/**
 * SPA pages that render forms, and so may run the handler scripts a form JSON carries (compiled
 * with new Function, which needs 'unsafe-eval'). Every other page and every API answer is sent a
 * CSP without it, so a script injected elsewhere cannot be evaluated; the pages here get it only
 * when the forms they will show have scripts (security.ts).
 */
const FORM_PAGES: Record<string, (query: URLSearchParams) => FormPage> = {
  'playground.html': anyForm,
  formList: anyForm,
  formDesigner: anyForm,
  formPrint: printPage,
  contractDetail: recordPage(1),
  bidDocument: recordPage(2),
  publicDocument: recordPage(3),
  lawyerLetter: recordPage(4),
}

const FORM_PAGE = new RegExp(`^/contract/web/(${Object.keys(FORM_PAGES).map((page) => page.replace('.', '\\.')).join('|')})/?(?:[?#]|$)`)

/** The form page a request URL (path and query) addresses, null for any other page or answer. */
export function formPageOf(url: string): FormPage | null {
  const match = FORM_PAGE.exec(url)
  if (!match) return null
  const queryStart = url.indexOf('?')
  return FORM_PAGES[match[1]](new URLSearchParams(queryStart < 0 ? '' : url.slice(queryStart + 1).split('#')[0]))
}
