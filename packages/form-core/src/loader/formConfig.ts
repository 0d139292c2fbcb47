import { cloneJson } from '../shared/index.js'
import type { FormConfig } from '../types.js'

/** formConfig defaults of VForm's designer (reference §1.2). */
export const DEFAULT_FORM_CONFIG: Readonly<FormConfig> = Object.freeze({
  modelName: 'formData',
  refName: 'vForm',
  rulesName: 'rules',
  labelWidth: 80,
  labelPosition: 'left',
  size: '',
  labelAlign: 'label-left-align',
  cssCode: '',
  customClass: [],
  functions: '',
  layoutType: 'PC',
  jsonVersion: 3,
  onFormCreated: '',
  onFormMounted: '',
  onFormDataChange: '',
  dataSources: [],
})

/** 'a b' | ['a', 'b'] | '' | null → ['a', 'b'] | []. */
export function toClassList(value: unknown): string[] {
  if (Array.isArray(value)) return value.filter((item): item is string => typeof item === 'string' && item !== '')
  if (typeof value === 'string') return value.split(/\s+/).filter(Boolean)
  return []
}

export function normalizeFormConfig(config: Record<string, unknown>): FormConfig {
  const normalized = { ...cloneJson(DEFAULT_FORM_CONFIG), ...cloneJson(config) } as FormConfig
  normalized.customClass = toClassList(config.customClass)
  if (!Array.isArray(normalized.dataSources)) normalized.dataSources = []
  // the normalised JSON follows version 3 conventions (dayjs patterns, class arrays)
  normalized.jsonVersion = 3
  return normalized
}
