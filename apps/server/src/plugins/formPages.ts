/**
 * SPA pages that render forms, and so run the handler scripts a form JSON carries (compiled with
 * new Function, which needs 'unsafe-eval'). Every other page and every API answer is sent a CSP
 * without it, so a script injected elsewhere cannot be evaluated.
 */
const FORM_PAGES = [
  'playground.html',
  'formList',
  'formDesigner',
  'formPrint',
  // record pages: their 扩展信息 tab renders the record's form
  'contractDetail',
  'bidDocument',
  'publicDocument',
  'lawyerLetter',
]

const FORM_PAGE = new RegExp(`^/contract/web/(?:${FORM_PAGES.map((page) => page.replace('.', '\\.')).join('|')})(?:[/?#]|$)`)

export function rendersForms(url: string): boolean {
  return FORM_PAGE.test(url)
}
