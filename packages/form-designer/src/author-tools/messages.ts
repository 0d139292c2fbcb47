import type { LocalTexts } from '../locale'

const zhCN = { preview: '预览', importJson: '导入JSON', exportJson: '导出JSON', exportCode: '导出代码' }

export const authorToolTexts: LocalTexts<typeof zhCN> = {
  'zh-CN': zhCN,
  'en-US': { preview: 'Preview', importJson: 'Import JSON', exportJson: 'Export JSON', exportCode: 'Export code' },
}
