import { createFormError } from '../errors/index.js'
import { isPlainObject } from '../shared/index.js'
import type { FormJson } from '../types.js'
import { fillDefaults } from './fillDefaults.js'
import { upgradeFormJson } from './upgradeFormJson.js'

function parse(input: unknown): unknown {
  if (typeof input !== 'string') return input
  try {
    return JSON.parse(input) as unknown
  } catch (cause) {
    throw createFormError('FORM_ERR_SET_JSON_FAILED', [], cause)
  }
}

/** The parsed form object, checked for the two keys every form has (SPEC §5 errors). */
export function parseFormJson(input: unknown): Record<string, unknown> {
  const parsed = parse(input)
  if (parsed === null || typeof parsed !== 'object') throw createFormError('FORM_ERR_SET_JSON_FAILED')
  if (!isPlainObject(parsed) || !isPlainObject(parsed.formConfig) || !Array.isArray(parsed.widgetList)) {
    throw createFormError('FORM_ERR_INVALID_JSON')
  }
  return parsed
}

/**
 * Reads a form JSON (object or JSON string) into a normalised copy; the input is never mutated.
 * Throws FORM_ERR_SET_JSON_FAILED ('Set form json failed.') for anything neither string nor
 * object and for unparsable strings, FORM_ERR_INVALID_JSON ('Invalid format of form json.') when
 * formConfig or widgetList is missing or malformed. The same as upgradeFormJson then fillDefaults.
 */
export function loadFormJson(input: unknown): FormJson {
  return fillDefaults(upgradeFormJson(parseFormJson(input)))
}
