import type { LocalTexts } from '../locale'

const zhCN = {
  saveAsFile: '保存为文件',
  close: '关闭',
  copied: '已复制到剪贴板',
  copyFailed: '复制失败：浏览器不允许访问剪贴板',
}

export const textOutputTexts: LocalTexts<typeof zhCN> = {
  'zh-CN': zhCN,
  'en-US': { saveAsFile: 'Save as file', close: 'Close', copied: 'Copied to the clipboard', copyFailed: 'Copy failed: the browser does not allow clipboard access' },
}
