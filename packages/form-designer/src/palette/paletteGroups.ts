import type { PaletteGroup, WidgetDefinition } from '@tandem/form-core'
import { messages, widgetTypeLabel } from '../messages'

export interface PaletteEntry {
  type: string
  label: string
}

export interface PaletteSection {
  group: PaletteGroup
  title: string
  entries: PaletteEntry[]
}

const GROUP_ORDER: readonly PaletteGroup[] = ['container', 'basic', 'advanced', 'custom']

/**
 * The palette built from registry definitions: internal types left out, grouped in VForm's order,
 * filtered by `query` (label or type, case-insensitive). Empty groups are dropped.
 */
export function buildPaletteSections(definitions: readonly WidgetDefinition[], query = ''): PaletteSection[] {
  const needle = query.trim().toLowerCase()
  const matches = (entry: PaletteEntry) => needle === '' || entry.label.toLowerCase().includes(needle) || entry.type.includes(needle)
  return GROUP_ORDER.map((group) => ({
    group,
    title: messages.groups[group],
    entries: definitions
      .filter((definition) => !definition.internal && definition.group === group)
      .map((definition) => ({ type: definition.type, label: widgetTypeLabel(definition.type) }))
      .filter(matches),
  })).filter((section) => section.entries.length > 0)
}
