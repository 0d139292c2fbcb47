import type { LocalTexts } from '../locale'

const zhCN = {
  importJson: '导入JSON',
  exportJson: '导出JSON',
  copyJson: '复制JSON',
  importHint: '导入的 JSON 将替换当前表单，可用“撤销”恢复。',
  import: '导入',
  cancel: '取消',
  syntaxError: 'JSON 格式错误（第 {line} 行，第 {column} 列）：{reason}',
  formatError: '无法导入：{reason}',
  imported: '已导入表单',
}

export const jsonIoTexts: LocalTexts<typeof zhCN> = {
  'zh-CN': zhCN,
  'en-US': {
    importJson: 'Import JSON',
    exportJson: 'Export JSON',
    copyJson: 'Copy JSON',
    importHint: 'The imported JSON replaces the current form; Undo brings it back.',
    import: 'Import',
    cancel: 'Cancel',
    syntaxError: 'JSON syntax error (line {line}, column {column}): {reason}',
    formatError: 'Cannot import: {reason}',
    imported: 'Form imported',
  },
}
