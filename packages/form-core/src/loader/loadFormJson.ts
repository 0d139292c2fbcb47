import { createFormError } from '../errors/index.js'
import { isPlainObject } from '../shared/index.js'
import type { FormJson } from '../types.js'
import { normalizeFormConfig } from './formConfig.js'
import { normalizeWidget } from './normalizeWidget.js'

function parse(input: unknown): unknown {
  if (typeof input !== 'string') return input
  try {
    return JSON.parse(input) as unknown
  } catch (cause) {
    throw createFormError('FORM_ERR_SET_JSON_FAILED', [], cause)
  }
}

/**
 * Reads a form JSON (object or JSON string) into a normalised copy; the input is never mutated.
 * Throws FORM_ERR_SET_JSON_FAILED ('Set form json failed.') for anything neither string nor
 * object and for unparsable strings, FORM_ERR_INVALID_JSON ('Invalid format of form json.') when
 * formConfig or widgetList is missing or malformed.
 */
export function loadFormJson(input: unknown): FormJson {
  const parsed = parse(input)
  if (parsed === null || typeof parsed !== 'object') throw createFormError('FORM_ERR_SET_JSON_FAILED')
  if (!isPlainObject(parsed) || !isPlainObject(parsed.formConfig) || !Array.isArray(parsed.widgetList)) {
    throw createFormError('FORM_ERR_INVALID_JSON')
  }
  return {
    widgetList: parsed.widgetList.map(normalizeWidget),
    formConfig: normalizeFormConfig(parsed.formConfig),
  }
}
