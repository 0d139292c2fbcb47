import { childSlots, type ChildSlot } from '../tree/index.js'
import type { Widget } from '../types.js'

// Pure, copy-on-write edits of one container's child lists; untouched children keep their identity.

/** `parent` with the child at `slot` replaced by `child`. */
export function withChildAt(parent: Widget, slot: Omit<ChildSlot, 'child'>, child: Widget): Widget {
  if (slot.list === 'rows') {
    const rows = [...(parent.rows ?? [])]
    const row = rows[slot.rowIndex ?? 0]
    const cols = [...row.cols]
    cols[slot.index] = child
    rows[slot.rowIndex ?? 0] = { ...row, cols }
    return { ...parent, rows }
  }
  const list = [...(parent[slot.list] ?? [])]
  list[slot.index] = child
  return { ...parent, [slot.list]: list }
}

/** A copy of `list` with `item` inserted at `index`. */
export function inserted<T>(list: readonly T[], index: number, item: T): T[] {
  return [...list.slice(0, index), item, ...list.slice(index)]
}

/** A copy of `list` without the item at `index`. */
export function removed<T>(list: readonly T[], index: number): T[] {
  return [...list.slice(0, index), ...list.slice(index + 1)]
}

/** Every widget of a subtree, the root included, depth first. */
export function subtreeWidgets(widget: Widget, into: Widget[] = []): Widget[] {
  into.push(widget)
  for (const { child } of childSlots(widget)) subtreeWidgets(child, into)
  return into
}
