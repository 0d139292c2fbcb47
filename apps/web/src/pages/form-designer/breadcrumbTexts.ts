import type { LocalTexts } from '@tandem/form-designer'
import type { BreadcrumbWords } from '../../shared'

/** The page's breadcrumb in the designer's toolbar speaks the designer's locale. */
export const breadcrumbTexts: LocalTexts<BreadcrumbWords> = {
  'zh-CN': { label: '当前所在位置：', titles: {} },
  'en-US': { label: 'You are here: ', titles: { 表单管理: 'Forms', 表单设计: 'Form designer' } },
}
