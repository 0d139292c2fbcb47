import type { Condition } from '@tandem/form-core'

// The shapes of a rule's condition, as form-core's public index exposes only their union.

export type FieldCondition = Extract<Condition, { field: string }>
export type RowsCondition = Extract<Condition, { rows: string }>
export type GroupCondition = Extract<Condition, { all: Condition[] }> | Extract<Condition, { any: Condition[] }>
export type Literal = string | number | boolean | null
export type ConditionValue = Literal | Literal[] | undefined

export const isFieldCondition = (condition: Condition): condition is FieldCondition => 'field' in condition
export const isRowsCondition = (condition: Condition): condition is RowsCondition => 'rows' in condition
export const isGroup = (condition: Condition): condition is GroupCondition => 'all' in condition || 'any' in condition

/** The conditions of a group and whether all of them must hold. */
export function groupParts(group: GroupCondition): { all: boolean; items: Condition[] } {
  return 'all' in group ? { all: true, items: group.all } : { all: false, items: group.any }
}

export function makeGroup(all: boolean, items: Condition[]): GroupCondition {
  return all ? { all: items } : { any: items }
}
