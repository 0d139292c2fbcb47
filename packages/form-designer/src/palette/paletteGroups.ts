import type { Locale, PaletteGroup, WidgetDefinition } from '@tandem/form-core'
import { designerMessages, widgetTypeLabel } from '../messages'

export interface PaletteEntry {
  type: string
  label: string
  /** the definition's VForm icon name */
  icon: string
}

export interface PaletteSection {
  group: PaletteGroup
  title: string
  entries: PaletteEntry[]
}

const GROUP_ORDER: readonly PaletteGroup[] = ['container', 'basic', 'advanced', 'custom']

/**
 * The palette built from registry definitions: internal types left out, grouped in VForm's order,
 * filtered by `query` (label or type, case-insensitive), named in `locale` (a host-registered
 * type by its definition's label). Empty groups are dropped.
 */
export function buildPaletteSections(definitions: readonly WidgetDefinition[], locale: Locale, query = ''): PaletteSection[] {
  const needle = query.trim().toLowerCase()
  const matches = (entry: PaletteEntry) => needle === '' || entry.label.toLowerCase().includes(needle) || entry.type.includes(needle)
  return GROUP_ORDER.map((group) => ({
    group,
    title: designerMessages[locale].groups[group],
    entries: definitions
      .filter((definition) => !definition.internal && definition.group === group)
      .map((definition) => ({ type: definition.type, label: definition.label?.[locale] ?? widgetTypeLabel(definition.type, locale), icon: definition.icon }))
      .filter(matches),
  })).filter((section) => section.entries.length > 0)
}
