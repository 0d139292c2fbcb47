import type { LocalTexts } from '../locale'

const zhCN = { exportCode: '导出代码', copyCode: '复制代码' }

export const codeExportTexts: LocalTexts<typeof zhCN> = {
  'zh-CN': zhCN,
  'en-US': { exportCode: 'Export code', copyCode: 'Copy code' },
}
