export { WidgetPalette } from './WidgetPalette'
export { buildPaletteSections } from './paletteGroups'
export type { PaletteEntry, PaletteSection } from './paletteGroups'
