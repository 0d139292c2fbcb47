import { isFormError } from '../errors/index.js'
import { t } from '../i18n/index.js'
import { createWidget } from '../registry/index.js'
import type { DropCheck, SchemaStore, TableOperation } from './schemaTypes.js'
import { applyTableOperation, type TableFactory } from './tableOperations.js'
import { resolveTableTarget } from './tableTarget.js'

// Cells and rows of a trial run are thrown away, so any id will do.
const trialFactory: TableFactory = {
  cell: () => createWidget('table-cell'),
  row: (cells) => ({ id: '', merged: false, cols: cells }),
}

/**
 * Whether `store` would accept this table operation now, and why not: the operation is tried on
 * the current table, nothing is dispatched (for enabling the designer's table and cell menus).
 */
export function checkTableOperation(store: SchemaStore, operation: TableOperation, targetId: string): DropCheck {
  const target = store.getWidget(targetId)
  const location = store.getLocation(targetId)
  if (!target || !location) return { ok: false, reason: t('schemaParentNotFound', { id: targetId }) }
  try {
    const { table, at } = resolveTableTarget(operation, target, location, (id) => store.getWidget(id))
    applyTableOperation(table, operation, at, trialFactory)
    return { ok: true }
  } catch (error) {
    if (isFormError(error)) return { ok: false, reason: error.message }
    throw error
  }
}
