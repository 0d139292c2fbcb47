import type { LocalTexts } from '@tandem/form-designer'

/** The library's tools in the designer's toolbar speak the designer's locale. */
export const libraryDesignerTexts: LocalTexts<{ publish: string }> = {
  'zh-CN': { publish: '发布' },
  'en-US': { publish: 'Publish' },
}
