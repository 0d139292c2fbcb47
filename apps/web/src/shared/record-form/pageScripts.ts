import type { QueryClient } from '@tanstack/react-query'
import { formVersionQuery, recordFormQuery } from '../../api'
import { queryIdOf, recordIdOf } from '../record-view/recordId'

/** Whether any of the form JSONs has scripts; form-core is loaded only when a page asks. A JSON the loader refuses runs nothing. */
export async function anyHasScripts(jsons: readonly unknown[]): Promise<boolean> {
  const { loadFormJson, needsScriptEvaluation } = await import('@tandem/form-core')
  return jsons.some((json) => {
    try {
      return needsScriptEvaluation(loadFormJson(json))
    } catch {
      return false
    }
  })
}

/** The record's 扩展信息 shows its bound form's current version and the version its saved data was filled with. */
async function recordHasScripts(queryClient: QueryClient, contractId: number): Promise<boolean> {
  const { current, saved } = await queryClient.ensureQueryData(recordFormQuery(contractId))
  return anyHasScripts([current?.json, saved?.json].filter((json) => json != null))
}

/**
 * Whether the forms a record page (?id=…) will show have scripts, as the server decides the page's
 * policy (apps/server/src/modules/forms/pageScripts.ts). The answer is the page's own query, so
 * the page then renders from the cache.
 */
export function recordPageHasScripts(queryClient: QueryClient, search: URLSearchParams): Promise<boolean> {
  const contractId = recordIdOf(search)
  return contractId === null ? Promise.resolve(false) : recordHasScripts(queryClient, contractId)
}

/** The same for 打印: a record's form data (?contractId=…) or a form version (?formId=…&version=…). */
export async function printPageHasScripts(queryClient: QueryClient, search: URLSearchParams): Promise<boolean> {
  const contractId = queryIdOf(search, 'contractId')
  if (contractId !== null) return recordHasScripts(queryClient, contractId)
  const formId = queryIdOf(search, 'formId')
  const version = queryIdOf(search, 'version')
  if (formId === null || version === null) return false
  return anyHasScripts([(await queryClient.ensureQueryData(formVersionQuery(formId, version))).json])
}
