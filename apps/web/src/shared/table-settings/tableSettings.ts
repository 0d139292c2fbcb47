/** How a user set up one table: row density, the columns shown and their order. */
export type Density = 'large' | 'middle' | 'small'

export interface TableSettings {
  density: Density
  /** Column keys in the order shown; keys missing here follow in their natural order. */
  order: string[]
  hidden: string[]
}

export const DEFAULT_SETTINGS: TableSettings = { density: 'middle', order: [], hidden: [] }
const DENSITIES: readonly Density[] = ['large', 'middle', 'small']

export const settingsKey = (tableId: string, userId: string | number) => `tandem.table.${tableId}.${userId}`

const strings = (value: unknown): string[] => (Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [])

/** The stored settings, or the defaults when none (or something unreadable) is stored. */
export function readSettings(key: string): TableSettings {
  try {
    const stored: unknown = JSON.parse(localStorage.getItem(key) ?? 'null')
    if (!stored || typeof stored !== 'object') return DEFAULT_SETTINGS
    const { density, order, hidden } = stored as Record<string, unknown>
    return {
      density: DENSITIES.includes(density as Density) ? (density as Density) : DEFAULT_SETTINGS.density,
      order: strings(order),
      hidden: strings(hidden),
    }
  } catch {
    return DEFAULT_SETTINGS
  }
}

export function writeSettings(key: string, settings: TableSettings): void {
  localStorage.setItem(key, JSON.stringify(settings))
}

/** `keys` in the user's order: ordered keys first (those still present), the rest as they come. */
export function orderedKeys(keys: readonly string[], order: readonly string[]): string[] {
  const known = order.filter((key) => keys.includes(key))
  return [...known, ...keys.filter((key) => !known.includes(key))]
}

/** Moves `key` one place up (-1) or down (+1) among `keys`. */
export function moveKey(keys: readonly string[], key: string, step: -1 | 1): string[] {
  const from = keys.indexOf(key)
  const to = from + step
  if (from === -1 || to < 0 || to >= keys.length) return [...keys]
  const next = [...keys]
  ;[next[from], next[to]] = [next[to], next[from]]
  return next
}

/** A column as the settings list shows it. */
export interface ColumnChoice {
  key: string
  title: string
  /** Pinned columns (编号 left, 操作 right) are always shown and keep their place. */
  locked: boolean
}

interface ColumnLike {
  key?: string | number | bigint
  title?: unknown
  fixed?: boolean | 'left' | 'right' | 'start' | 'end'
}

/** Every column in the user's order: left-pinned ones first, right-pinned ones last. */
export function arrangeColumns(columns: readonly ColumnLike[], order: readonly string[]): ColumnChoice[] {
  const all = columns.map((column) => ({
    key: String(column.key),
    title: typeof column.title === 'string' ? column.title : String(column.key),
    locked: Boolean(column.fixed),
    left: column.fixed === 'left' || column.fixed === 'start' || column.fixed === true,
  }))
  const byKey = new Map(all.map((choice) => [choice.key, choice]))
  const movable = orderedKeys(
    all.filter((choice) => !choice.locked).map((choice) => choice.key),
    order,
  )
  return [
    ...all.filter((choice) => choice.locked && choice.left),
    ...movable.map((key) => byKey.get(key)!),
    ...all.filter((choice) => choice.locked && !choice.left),
  ].map(({ key, title, locked }) => ({ key, title, locked }))
}

/** The columns to render: arranged, without the hidden ones (pinned ones never hide). */
export function visibleColumns<C extends ColumnLike>(columns: readonly C[], settings: TableSettings): C[] {
  const byKey = new Map(columns.map((column) => [String(column.key), column]))
  return arrangeColumns(columns, settings.order)
    .filter((choice) => choice.locked || !settings.hidden.includes(choice.key))
    .map((choice) => byKey.get(choice.key)!)
}
