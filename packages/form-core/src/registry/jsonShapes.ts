import { getLocale, type Locale } from '../i18n/index.js'
import { localized } from './propertyEditorBuilders.js'
import type { JsonShape, LocalizedText } from './propertyEditorTypes.js'

// What the settings panel's JSON editors accept. A refused document is never stored.

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value)
const isScalar = (value: unknown): boolean => ['string', 'number', 'boolean'].includes(typeof value)

type Check = (value: unknown) => LocalizedText | null

function optionItemsProblem(items: unknown, path: string): LocalizedText | null {
  if (!Array.isArray(items)) return localized(`${path} 必须是数组`, `${path} must be an array`)
  const seen = new Set<unknown>()
  for (const [index, item] of items.entries()) {
    const at = `${path}[${index}]`
    if (!isRecord(item) || typeof item.label !== 'string' || !isScalar(item.value)) {
      return localized(`${at} 需要字符串 label 和值 value`, `${at} needs a string label and a scalar value`)
    }
    if (seen.has(item.value)) return localized(`${at} 的值 ${String(item.value)} 重复`, `${at}: value ${String(item.value)} is repeated`)
    seen.add(item.value)
    if (item.children !== undefined) {
      const problem = optionItemsProblem(item.children, `${at}.children`)
      if (problem) return problem
    }
  }
  return null
}

function listOf(what: LocalizedText, itemProblem: (item: unknown, at: string) => LocalizedText | null): Check {
  return (value) => {
    if (!Array.isArray(value)) return localized(`${what['zh-CN']}必须是数组`, `${what['en-US']} must be an array`)
    for (const [index, item] of value.entries()) {
      const problem = itemProblem(item, `[${index}]`)
      if (problem) return problem
    }
    return null
  }
}

const needsStrings = (...keys: string[]) => (item: unknown, at: string): LocalizedText | null =>
  isRecord(item) && keys.every((key) => typeof item[key] === 'string' && item[key] !== '')
    ? null
    : localized(`${at} 需要非空字符串 ${keys.join('、')}`, `${at} needs non-empty strings ${keys.join(', ')}`)

const checks: Record<JsonShape, Check> = {
  any: () => null,
  cascaderOptions: (value) => optionItemsProblem(value, 'options'),
  // '' is VForm's empty cascader default
  valueList: (value) =>
    value === null || value === '' || (Array.isArray(value) && value.every(isScalar))
      ? null
      : localized('默认值必须是 null、空字符串或由字符串、数字组成的数组', 'The default value must be null, an empty string or an array of strings and numbers'),
  tableColumns: listOf(localized('表格列', 'Columns'), needsStrings('prop', 'label')),
  operationButtons: (value) => {
    const problem = listOf(localized('操作按钮', 'Action buttons'), needsStrings('name', 'label'))(value)
    if (problem || !Array.isArray(value)) return problem
    const names = value.map((button: Record<string, unknown>) => button.name)
    return new Set(names).size === names.length ? null : localized('操作按钮的 name 不能重复', 'Action button names must be unique')
  },
  pagination: (value) =>
    isRecord(value) &&
    ['currentPage', 'pageSize', 'total'].every((key) => typeof value[key] === 'number') &&
    Array.isArray(value.pageSizes) &&
    value.pageSizes.every((size) => typeof size === 'number' && size > 0)
      ? null
      : localized(
          '分页设置需要数字 currentPage、pageSize、total 和正数数组 pageSizes',
          'Pagination needs numbers currentPage, pageSize, total and an array of positive pageSizes',
        ),
  tableRows: listOf(localized('表格数据', 'Rows'), (item, at) =>
    isRecord(item) ? null : localized(`${at} 必须是对象`, `${at} must be an object`),
  ),
}

/** null when `value` fits `shape`, else why not, in `locale`. */
export function checkJsonShape(shape: JsonShape, value: unknown, locale: Locale = getLocale()): string | null {
  return checks[shape](value)?.[locale] ?? null
}
