import type { LocalTexts } from '@tandem/form-designer'

/** 查看 JSON sits in the designer's toolbar, so it speaks the designer's locale. */
export const formJsonTexts: LocalTexts<{ show: string; title: string }> = {
  'zh-CN': { show: '查看 JSON', title: '表单 JSON' },
  'en-US': { show: 'View JSON', title: 'Form JSON' },
}
