import type { LocalTexts } from '../locale'

const zhCN = {
  preview: '预览',
  title: '表单预览',
  getData: '获取数据',
  resetForm: '重置表单',
  disableForm: '禁用编辑',
  enableForm: '恢复编辑',
  readMode: '只读模式',
  close: '关闭',
  dataTitle: '表单数据',
  validationFailed: '表单校验未通过：{reason}',
}

export const previewTexts: LocalTexts<typeof zhCN> = {
  'zh-CN': zhCN,
  'en-US': {
    preview: 'Preview',
    title: 'Form preview',
    getData: 'Get data',
    resetForm: 'Reset form',
    disableForm: 'Disable editing',
    enableForm: 'Enable editing',
    readMode: 'Read mode',
    close: 'Close',
    dataTitle: 'Form data',
    validationFailed: 'The form is not valid: {reason}',
  },
}
