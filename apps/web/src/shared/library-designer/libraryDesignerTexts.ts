import type { LocalTexts } from '@tandem/form-designer'

interface LibraryDesignerTexts {
  publish: string
  unpublished: string
  /** {version}: the latest published version */
  publishedUpTo: string
  unsaved: string
}

/** The library's tools and the form's state in the designer's toolbar speak the designer's locale. */
export const libraryDesignerTexts: LocalTexts<LibraryDesignerTexts> = {
  'zh-CN': { publish: '发布', unpublished: '未发布', publishedUpTo: '已发布至第 {version} 版', unsaved: '有未保存的修改' },
  'en-US': { publish: 'Publish', unpublished: 'Not published', publishedUpTo: 'Published up to version {version}', unsaved: 'Unsaved changes' },
}
