import {
  ADVANCED,
  LABEL_ALIGN_CHOICES,
  choices,
  color,
  editor,
  json,
  number,
  radio,
  select,
  text,
  textarea,
  toggle,
  whenOn,
} from './propertyEditorBuilders.js'
import type { PropertyEditorSpec } from './propertyEditorTypes.js'

// Editors that belong to one widget type, or differ from the common editor of their key.

/** editedWith value of table-cell spans: the canvas' table-cell menu merges and splits cells. */
export const TABLE_MENU = 'tableMenu'

const choiceDefault = editor('optionItems')('defaultValue', '默认值', 'Default value', { editedWith: 'optionItems' })
const valueList = json('defaultValue', '默认值', 'Default value', { jsonShape: 'valueList', nullable: true })
const span = (key: string, zh: string, en: string, extra = {}) => number(key, zh, en, { min: 0, max: 24, ...extra })

const DIALOG_EDITORS: readonly PropertyEditorSpec[] = [
  toggle('showModal', '显示遮罩', 'Show overlay'),
  toggle('showClose', '显示关闭按钮', 'Show close button'),
  toggle('closeOnClickModal', '点击遮罩关闭', 'Close on overlay click'),
  toggle('closeOnPressEscape', '按 Esc 关闭', 'Close on Esc'),
  toggle('readMode', '只读模式', 'Read mode', ADVANCED),
  toggle('disabledMode', '禁用模式', 'Disabled mode', ADVANCED),
  text('okButtonLabel', '确定按钮文字', 'OK button text', ADVANCED),
  text('cancelButtonLabel', '取消按钮文字', 'Cancel button text', ADVANCED),
  toggle('okButtonHidden', '隐藏确定按钮', 'Hide OK button', ADVANCED),
  toggle('cancelButtonHidden', '隐藏取消按钮', 'Hide cancel button', ADVANCED),
]

const SUB_FORM_EDITORS: readonly PropertyEditorSpec[] = [
  toggle('showBlankRow', '默认显示空行', 'Start with a blank row'),
  toggle('showRowNumber', '显示行号', 'Show row numbers'),
  radio('actionColumnPosition', '操作列位置', 'Action column position', {
    choices: choices(['left', '左侧', 'Left'], ['right', '右侧', 'Right']),
  }),
]

const DATA_TABLE_EDITORS: readonly PropertyEditorSpec[] = [
  number('rowSpacing', '行间距', 'Row spacing', { min: 0 }),
  text('tableHeight', '表格高度', 'Table height'),
  text('tableWidth', '表格宽度', 'Table width'),
  toggle('stripe', '斑马纹', 'Striped'),
  toggle('showIndex', '显示行号', 'Show row numbers'),
  toggle('showCheckBox', '显示勾选列', 'Show check boxes'),
  toggle('showPagination', '显示分页', 'Show pagination'),
  toggle('smallPagination', '小型分页', 'Small pagination', whenOn('showPagination')),
  toggle('showSummary', '显示合计行', 'Show summary row'),
  toggle('border', '显示边框', 'Bordered'),
  select('tableSize', '表格尺寸', 'Table size', {
    choices: choices(['large', '大', 'Large'], ['default', '中', 'Medium'], ['small', '小', 'Small']),
  }),
  json('tableColumns', '表格列', 'Columns', { jsonShape: 'tableColumns' }),
  toggle('showButtonsColumn', '显示操作列', 'Show action column'),
  radio('buttonsColumnFixed', '操作列固定', 'Fix action column', {
    ...whenOn('showButtonsColumn'),
    choices: choices(['left', '左侧', 'Left'], ['right', '右侧', 'Right'], [false, '不固定', 'Not fixed']),
  }),
  text('buttonsColumnTitle', '操作列标题', 'Action column title', whenOn('showButtonsColumn')),
  number('buttonsColumnWidth', '操作列宽度', 'Action column width', { min: 0, ...whenOn('showButtonsColumn') }),
  json('operationButtons', '操作按钮', 'Action buttons', { jsonShape: 'operationButtons', ...whenOn('showButtonsColumn') }),
  json('pagination', '分页设置', 'Pagination', { jsonShape: 'pagination', ...whenOn('showPagination') }),
  toggle('treeDataEnabled', '树形数据', 'Tree data', ADVANCED),
  text('rowKey', '行主键', 'Row key', ADVANCED),
  text('childrenKey', '子节点字段', 'Children key', { ...ADVANCED, ...whenOn('treeDataEnabled') }),
  json('tableData', '表格数据', 'Rows', { ...ADVANCED, jsonShape: 'tableRows' }),
]

const byType: Readonly<Record<string, readonly PropertyEditorSpec[]>> = {
  // ===== basic fields =====
  input: [
    select('type', '输入类型', 'Input type', { choices: choices(['text', '文本', 'Text'], ['password', '密码', 'Password']) }),
    text('defaultValue', '默认值', 'Default value'),
    toggle('showPassword', '可显示密码', 'Password reveal', { ...ADVANCED, when: { key: 'type', oneOf: ['password'] } }),
    text('prefixIcon', '头部图标', 'Prefix icon', ADVANCED),
    text('suffixIcon', '尾部图标', 'Suffix icon', ADVANCED),
    toggle('appendButton', '后置按钮', 'Append button', ADVANCED),
    toggle('appendButtonDisabled', '后置按钮禁用', 'Append button disabled', { ...ADVANCED, ...whenOn('appendButton') }),
    text('buttonIcon', '后置按钮图标', 'Append button icon', { ...ADVANCED, ...whenOn('appendButton') }),
  ],
  textarea: [textarea('defaultValue', '默认值', 'Default value'), number('rows', '行数', 'Rows', { min: 1 })],
  number: [
    number('defaultValue', '默认值', 'Default value', { nullable: true }),
    number('precision', '精度', 'Precision', { ...ADVANCED, min: 0 }),
    radio('controlsPosition', '按钮位置', 'Controls position', {
      ...ADVANCED,
      choices: choices(['', '两侧', 'Both sides'], ['right', '右侧', 'Right']),
    }),
  ],
  radio: [choiceDefault],
  checkbox: [choiceDefault],
  select: [
    choiceDefault,
    toggle('allowCreate', '允许创建选项', 'Allow new options', ADVANCED),
    toggle('remote', '远程搜索', 'Remote search', ADVANCED),
    toggle('automaticDropdown', '自动弹出选项', 'Open on focus', ADVANCED),
    number('multipleLimit', '最多选择数', 'Selection limit', { min: 0, ...whenOn('multiple') }),
  ],
  time: [text('defaultValue', '默认值', 'Default value', { nullable: true })],
  'time-range': [valueList],
  date: [
    select('type', '日期类型', 'Date type', {
      choices: choices(
        ['date', '日期', 'Date'],
        ['datetime', '日期时间', 'Date and time'],
        ['dates', '多个日期', 'Dates'],
        ['year', '年', 'Year'],
        ['month', '月', 'Month'],
        ['week', '周', 'Week'],
      ),
    }),
    text('defaultValue', '默认值', 'Default value', { nullable: true }),
  ],
  'date-range': [
    select('type', '日期类型', 'Date type', {
      choices: choices(['daterange', '日期范围', 'Date range'], ['datetimerange', '日期时间范围', 'Date-time range'], ['monthrange', '月份范围', 'Month range']),
    }),
    valueList,
  ],
  switch: [
    toggle('defaultValue', '默认值', 'Default value'),
    number('switchWidth', '开关宽度', 'Switch width', { min: 0 }),
    text('activeText', '开启文字', 'On text'),
    text('inactiveText', '关闭文字', 'Off text'),
    color('activeColor', '开启颜色', 'On colour', { ...ADVANCED, nullable: true }),
    color('inactiveColor', '关闭颜色', 'Off colour', { ...ADVANCED, nullable: true }),
  ],
  rate: [
    number('defaultValue', '默认值', 'Default value', { min: 0, nullable: true }),
    number('max', '最大分值', 'Maximum score', { ...ADVANCED, min: 1 }),
    number('lowThreshold', '低分界值', 'Low threshold', ADVANCED),
    number('highThreshold', '高分界值', 'High threshold', ADVANCED),
    toggle('allowHalf', '允许半星', 'Half stars', ADVANCED),
    toggle('showText', '显示辅助文字', 'Show text', ADVANCED),
    toggle('showScore', '显示分数', 'Show score', ADVANCED),
  ],
  color: [color('defaultValue', '默认值', 'Default value', { nullable: true })],
  slider: [
    toggle('showStops', '显示间断点', 'Show stops'),
    toggle('range', '范围选择', 'Range'),
    toggle('vertical', '竖向显示', 'Vertical'),
    text('height', '高度', 'Height', { nullable: true, ...whenOn('vertical') }),
  ],

  // ===== advanced fields =====
  'rich-editor': [text('contentHeight', '编辑区高度', 'Editor height')],
  cascader: [valueList, json('optionItems', '选项设置', 'Options', { jsonShape: 'cascaderOptions' })],

  // ===== static widgets =====
  button: [
    text('label', '按钮文字', 'Button text'),
    select('type', '按钮类型', 'Button type', {
      choices: choices(
        ['', '默认', 'Default'],
        ['primary', '主要', 'Primary'],
        ['success', '成功', 'Success'],
        ['warning', '警告', 'Warning'],
        ['danger', '危险', 'Danger'],
        ['info', '信息', 'Info'],
        ['text', '文字', 'Text'],
      ),
    }),
  ],
  divider: [
    text('label', '标题文字', 'Title'),
    radio('direction', '方向', 'Direction', { choices: choices(['horizontal', '水平', 'Horizontal'], ['vertical', '垂直', 'Vertical']) }),
  ],
  alert: [
    select('type', '提示类型', 'Alert type', {
      choices: choices(['success', '成功', 'Success'], ['info', '信息', 'Info'], ['warning', '警告', 'Warning'], ['error', '错误', 'Error']),
    }),
  ],

  // ===== containers =====
  grid: [number('gutter', '栅格间隔（像素）', 'Gutter (px)', { min: 0 }), number('colHeight', '统一列高（像素）', 'Column height (px)', { min: 0, nullable: true })],
  'grid-col': [
    span('span', '栅格宽度', 'Span', { min: 1 }),
    span('offset', '左侧偏移', 'Offset', ADVANCED),
    span('push', '右移', 'Push', ADVANCED),
    span('pull', '左移', 'Pull', ADVANCED),
    toggle('responsive', '响应式布局', 'Responsive'),
    span('md', 'PC 栅格宽度', 'PC span', { min: 1, ...whenOn('responsive') }),
    span('sm', 'Pad 栅格宽度', 'Pad span', { min: 1, ...whenOn('responsive') }),
    span('xs', 'H5 栅格宽度', 'H5 span', { min: 1, ...whenOn('responsive') }),
  ],
  'table-cell': [
    text('cellWidth', '单元格宽度', 'Cell width'),
    text('cellHeight', '单元格高度', 'Cell height'),
    number('colspan', '合并列数', 'Column span', { editedWith: TABLE_MENU }),
    number('rowspan', '合并行数', 'Row span', { editedWith: TABLE_MENU }),
    toggle('wordBreak', '强制换行', 'Break long words'),
  ],
  'tab-pane': [toggle('active', '默认激活', 'Active at start')],
  card: [
    text('label', '卡片标题', 'Card title'),
    toggle('folded', '默认折叠', 'Folded at start'),
    toggle('showFold', '显示折叠按钮', 'Show fold button'),
    text('cardWidth', '卡片宽度', 'Card width'),
    radio('shadow', '阴影', 'Shadow', { choices: choices(['never', '从不', 'Never'], ['hover', '悬浮时', 'On hover'], ['always', '总是', 'Always']) }),
  ],
  'sub-form': [...SUB_FORM_EDITORS, radio('labelAlign', '标签对齐', 'Label alignment', { choices: LABEL_ALIGN_CHOICES })],
  'grid-sub-form': SUB_FORM_EDITORS,
  'data-table': [text('label', '表格标题', 'Table title'), ...DATA_TABLE_EDITORS],
  'vf-dialog': [
    text('width', '宽度', 'Width'),
    toggle('fullscreen', '全屏', 'Full screen'),
    toggle('center', '内容居中', 'Centred content'),
    ...DIALOG_EDITORS,
  ],
  'vf-drawer': [
    text('size', '抽屉尺寸', 'Drawer size'),
    select('direction', '打开方向', 'Opens from', {
      choices: choices(['rtl', '右侧', 'Right'], ['ltr', '左侧', 'Left'], ['ttb', '顶部', 'Top'], ['btt', '底部', 'Bottom']),
    }),
    ...DIALOG_EDITORS,
  ],
}

/** Type-specific editors by type, then by option key. */
export const typePropertyEditors: ReadonlyMap<string, ReadonlyMap<string, PropertyEditorSpec>> = new Map(
  Object.entries(byType).map(([type, specs]) => [type, new Map(specs.map((spec) => [spec.key, spec]))]),
)
