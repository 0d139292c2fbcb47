import type { LocalTexts } from '../locale'

const zhCN = { label: '设备类型', PC: 'PC', Pad: 'Pad', H5: 'H5' }

export const deviceTexts: LocalTexts<typeof zhCN> = {
  'zh-CN': zhCN,
  'en-US': { label: 'Device', PC: 'PC', Pad: 'Pad', H5: 'H5' },
}
