import { isUploadUrlExpression } from '../data-source/index.js'
import { walkWidgets } from '../tree/index.js'
import type { FormJson } from '../types.js'
import { handlerScripts, isScriptBody } from './handlerScripts.js'

const hasColumnRender = (columns: unknown) => Array.isArray(columns) && columns.some((column) => isScriptBody((column as { render?: unknown } | null)?.render))

/**
 * Whether showing the form may compile JavaScript (`new Function`, so a page needs
 * 'unsafe-eval'): the helpers text (`functions`), a handler body of the form or a widget
 * (onFormCreated, onFormMounted, onFormDataChange, every widget's on…), a data-table column's
 * `render`, a data source (its handlers run, VForm's default bodies when left empty, and so do
 * its Variable expressions), an upload URL written as an expression. Rules and formulas are not
 * scripts: form-core's interpreter evaluates them.
 */
export function needsScriptEvaluation(json: FormJson): boolean {
  const { formConfig } = json
  if (isScriptBody(formConfig.functions) || formConfig.dataSources.length > 0 || handlerScripts(json).length > 0) return true
  let found = false
  walkWidgets(json.widgetList, (widget) => {
    const { options } = widget
    found ||= hasColumnRender(options.tableColumns) || (typeof options.uploadURL === 'string' && isUploadUrlExpression(options.uploadURL))
    return !found
  })
  return found
}
