import { createDataSource, type DataSource, type DataSourceParam } from '@tandem/form-core'

// Operations on formConfig.dataSources; each returns a new list (the store keeps frozen objects).

const NAME_PATTERN = /^[A-Za-z_$][\w$]*$/

export type DataSourceListResult = { ok: true; list: DataSource[] } | { ok: false; reason: string }

export interface DataSourceTexts {
  nameEmpty: string
  nameInvalid: string
  nameTaken: string
  importNotList: string
  importBadItem: string
}

function freeName(list: readonly DataSource[], base: string): string {
  const taken = new Set(list.map((ds) => ds.uniqueName))
  for (let n = 1; ; n++) if (!taken.has(`${base}${n}`)) return `${base}${n}`
}

const freshId = () => `ds${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`

/** A new data source with VForm's defaults and a free name (dataSource1, dataSource2, ...). */
export function newDataSource(list: readonly DataSource[]): DataSource {
  return createDataSource({ dataSourceId: freshId(), uniqueName: freeName(list, 'dataSource') })
}

/** Why `name` cannot name the data source at `index`, or null. */
export function checkDataSourceName(list: readonly DataSource[], index: number, name: string, texts: DataSourceTexts): string | null {
  if (name.trim() === '') return texts.nameEmpty
  if (!NAME_PATTERN.test(name)) return texts.nameInvalid
  if (list.some((ds, at) => at !== index && ds.uniqueName === name)) return texts.nameTaken
  return null
}

/** Replaces the data source at `index`; a bad name is refused. */
export function updateDataSource(list: readonly DataSource[], index: number, next: DataSource, texts: DataSourceTexts): DataSourceListResult {
  const reason = checkDataSourceName(list, index, next.uniqueName, texts)
  if (reason) return { ok: false, reason }
  return { ok: true, list: list.map((ds, at) => (at === index ? next : ds)) }
}

/** A copy right after the original, named `<name>Copy<n>`. */
export function copyDataSource(list: readonly DataSource[], index: number): DataSource[] {
  const source = list[index]
  const copy: DataSource = { ...structuredClone(source), dataSourceId: freshId(), uniqueName: freeName(list, `${source.uniqueName}Copy`) }
  return [...list.slice(0, index + 1), copy, ...list.slice(index + 1)]
}

export function removeDataSource(list: readonly DataSource[], index: number): DataSource[] {
  return list.filter((_, at) => at !== index)
}

export const ITEM_TYPES: readonly DataSourceParam['type'][] = ['String', 'Number', 'Boolean', 'Variable']

function isItem(value: unknown): value is DataSourceParam {
  if (typeof value !== 'object' || value === null) return false
  const item = value as Record<string, unknown>
  return typeof item.name === 'string' && ITEM_TYPES.includes(item.type as DataSourceParam['type']) && typeof item.value === 'string'
}

function isDataSource(value: unknown): value is DataSource {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false
  const ds = value as Record<string, unknown>
  if (typeof ds.uniqueName !== 'string' || typeof ds.requestURL !== 'string') return false
  return (['headers', 'params', 'data'] as const).every((key) => ds[key] === undefined || (Array.isArray(ds[key]) && ds[key].every(isItem)))
}

/**
 * Data sources read from exported JSON (an array, or a form JSON's formConfig.dataSources),
 * appended to the list. Anything malformed or a repeated name refuses the whole import.
 */
export function importDataSources(list: readonly DataSource[], value: unknown, texts: DataSourceTexts): DataSourceListResult {
  const formConfig = typeof value === 'object' && value !== null && 'formConfig' in value ? (value as { formConfig: { dataSources?: unknown } }).formConfig : null
  const items = formConfig ? formConfig.dataSources : value
  if (!Array.isArray(items)) return { ok: false, reason: texts.importNotList }
  let next = [...list]
  for (const item of items) {
    if (!isDataSource(item)) return { ok: false, reason: texts.importBadItem }
    const reason = checkDataSourceName(next, -1, item.uniqueName, texts)
    if (reason) return { ok: false, reason: `${item.uniqueName}: ${reason}` }
    next = [...next, { ...newDataSource(next), ...structuredClone(item) }]
  }
  return { ok: true, list: next }
}

/** The list as JSON for 导出. */
export function exportDataSources(list: readonly DataSource[]): string {
  return JSON.stringify(list, null, 2)
}
