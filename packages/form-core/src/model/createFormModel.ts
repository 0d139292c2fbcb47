import { getLocale } from '../i18n/index.js'
import { loadFormJson } from '../loader/index.js'
import { FormModel } from './formModel.js'
import type { CreateFormModelOptions } from './modelTypes.js'

/**
 * Loads a form JSON (object or string; never mutated) and builds its model in one linear pass.
 * Throws the loader's errors ('Invalid format of form json.', 'Set form json failed.').
 */
export function createFormModel(json: unknown, options: CreateFormModelOptions = {}): FormModel {
  return new FormModel(loadFormJson(json), { ...options, locale: options.locale ?? getLocale() })
}
