import type { LocalTexts } from '../locale'

const zhCN = {
  left: { fold: '收起组件库', unfold: '展开组件库', resize: '调整组件库宽度' },
  right: { fold: '收起设置面板', unfold: '展开设置面板', resize: '调整设置面板宽度' },
}

export const panelTexts: LocalTexts<typeof zhCN> = {
  'zh-CN': zhCN,
  'en-US': {
    left: { fold: 'Hide components', unfold: 'Show components', resize: 'Resize components panel' },
    right: { fold: 'Hide settings', unfold: 'Show settings', resize: 'Resize settings panel' },
  },
}
