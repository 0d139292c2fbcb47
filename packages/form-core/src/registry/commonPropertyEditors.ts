import {
  ADVANCED,
  ALIGN_CHOICES,
  LABEL_ALIGN_CHOICES,
  SIZE_CHOICES,
  choices,
  editor,
  json,
  number,
  radio,
  select,
  tags,
  text,
  textarea,
  toggle,
  whenOn,
} from './propertyEditorBuilders.js'
import type { PropertyEditorSpec } from './propertyEditorTypes.js'

// The editor of each option key, whatever type owns it. Keys whose editor differs by type
// (type, defaultValue, label, ...) are overridden per type in typePropertyEditors.ts.

const specs: readonly PropertyEditorSpec[] = [
  // ===== identity and label =====
  editor('name')('name', '唯一名称', 'Unique name'),
  text('label', '标签', 'Label'),
  radio('labelAlign', '标签对齐', 'Label alignment', { choices: [...choices(['', '跟随表单', 'As form']), ...LABEL_ALIGN_CHOICES] }),
  number('labelWidth', '标签宽度', 'Label width', { min: 0, nullable: true }),
  toggle('labelHidden', '隐藏标签', 'Hide label'),
  text('labelIconClass', '标签图标', 'Label icon', { ...ADVANCED, nullable: true }),
  radio('labelIconPosition', '标签图标位置', 'Label icon position', {
    ...ADVANCED,
    choices: choices(['front', '前置', 'Before'], ['rear', '后置', 'After']),
  }),
  text('labelTooltip', '标签提示', 'Label tooltip', { ...ADVANCED, nullable: true }),
  text('columnWidth', '子表单列宽', 'Column width in a sub-form', ADVANCED),
  select('size', '尺寸', 'Size', { choices: SIZE_CHOICES }),

  // ===== state and rules =====
  toggle('disabled', '禁用', 'Disabled'),
  toggle('hidden', '隐藏', 'Hidden'),
  toggle('readonly', '只读', 'Read-only'),
  toggle('required', '必填', 'Required'),
  text('requiredHint', '必填提示', 'Required message', whenOn('required')),
  editor('validation')('validation', '格式校验', 'Format validation'),
  text('validationHint', '校验提示', 'Validation message', { editedWith: 'validation' }),
  text('customRule', '旧版自定义规则（不生效）', 'Legacy custom rule (unused)', ADVANCED),
  text('customRuleHint', '旧版自定义规则提示（不生效）', 'Legacy custom rule message (unused)', ADVANCED),
  editor('customClass')('customClass', '自定义 CSS 类', 'Custom CSS classes'),

  // ===== input behaviour =====
  text('placeholder', '占位内容', 'Placeholder'),
  text('startPlaceholder', '起始占位内容', 'Start placeholder'),
  text('endPlaceholder', '截止占位内容', 'End placeholder'),
  toggle('clearable', '可清除', 'Clearable'),
  toggle('editable', '可输入', 'Typing allowed'),
  toggle('autoFullWidth', '宽度撑满', 'Full width'),
  text('format', '显示格式', 'Display format'),
  text('valueFormat', '绑定值格式', 'Value format'),
  number('minLength', '最小长度', 'Minimum length', { ...ADVANCED, min: 0, nullable: true }),
  number('maxLength', '最大长度', 'Maximum length', { ...ADVANCED, min: 0, nullable: true }),
  toggle('showWordLimit', '显示字数统计', 'Show character count', ADVANCED),
  number('min', '最小值', 'Minimum', ADVANCED),
  number('max', '最大值', 'Maximum', ADVANCED),
  number('step', '步长', 'Step', ADVANCED),

  // ===== choices =====
  editor('optionItems')('optionItems', '选项设置', 'Options'),
  radio('displayStyle', '显示样式', 'Layout', { choices: choices(['inline', '行内', 'Inline'], ['block', '块', 'Block']) }),
  toggle('buttonStyle', '按钮样式', 'Button style'),
  toggle('border', '带边框', 'Bordered'),
  toggle('filterable', '可搜索', 'Searchable'),
  toggle('multiple', '多选', 'Multiple'),
  toggle('checkStrictly', '任意一级可选', 'Any level selectable', ADVANCED),
  toggle('showAllLevels', '显示完整路径', 'Show full path', ADVANCED),

  // ===== uploads =====
  text('uploadURL', '上传地址', 'Upload URL'),
  text('uploadTip', '上传提示', 'Upload tip'),
  toggle('withCredentials', '携带 Cookie', 'Send cookies', ADVANCED),
  toggle('multipleSelect', '文件多选', 'Select several files'),
  toggle('showFileList', '显示文件列表', 'Show file list'),
  number('limit', '最大文件数', 'Maximum files', { min: 1 }),
  number('fileMaxSize', '文件大小限制（MB）', 'Maximum file size (MB)', { min: 0 }),
  tags('fileTypes', '文件类型', 'File types'),

  // ===== static widgets =====
  textarea('textContent', '文字内容', 'Text'),
  radio('textAlign', '对齐方式', 'Alignment', { choices: ALIGN_CHOICES }),
  text('fontSize', '字体大小', 'Font size'),
  toggle('preWrap', '保留换行', 'Keep line breaks'),
  textarea('htmlContent', 'HTML 内容', 'HTML'),
  text('title', '标题', 'Title'),
  textarea('description', '辅助文字', 'Description'),
  toggle('closable', '可关闭', 'Closable'),
  text('closeText', '关闭按钮文字', 'Close button text', whenOn('closable')),
  toggle('center', '居中', 'Centred'),
  toggle('showIcon', '显示图标', 'Show icon'),
  radio('effect', '主题', 'Theme', { choices: choices(['light', '浅色', 'Light'], ['dark', '深色', 'Dark']) }),
  radio('contentPosition', '文字位置', 'Text position', { choices: ALIGN_CHOICES }),
  toggle('plain', '朴素按钮', 'Plain'),
  toggle('round', '圆角按钮', 'Round'),
  toggle('circle', '圆形按钮', 'Circle'),
  text('icon', '图标', 'Icon', { nullable: true }),

  // ===== data sources (Pro) =====
  toggle('dsEnabled', '使用数据源', 'Use a data source', ADVANCED),
  text('dsName', '数据源名称', 'Data source', { ...ADVANCED, ...whenOn('dsEnabled') }),
  text('dataSetName', '数据集名称', 'Data set', { ...ADVANCED, ...whenOn('dsEnabled') }),
  text('labelKey', '选项标签字段', 'Option label key', { ...ADVANCED, ...whenOn('dsEnabled') }),
  text('valueKey', '选项值字段', 'Option value key', { ...ADVANCED, ...whenOn('dsEnabled') }),
  text('childrenKey', '子节点字段', 'Children key', ADVANCED),
  json('defaultValue', '默认值', 'Default value', { jsonShape: 'any' }),
]

/** Editor of each option key unless its type overrides it. */
export const commonPropertyEditors: ReadonlyMap<string, PropertyEditorSpec> = new Map(specs.map((spec) => [spec.key, spec]))
