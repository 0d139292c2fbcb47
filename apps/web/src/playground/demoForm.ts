import { DEFAULT_FORM_CONFIG, createWidget, type FormJson, type Widget } from '@tandem/form-core'

type Options = Record<string, unknown>

/** A registry widget with a fixed name (id = name) and extra options. */
function make(type: string, name: string, options: Options = {}): Widget {
  const widget = createWidget(type)
  return { ...widget, id: name, options: { ...widget.options, name, ...options } }
}

const fieldOf = (type: string, name: string, label: string, options: Options = {}) => make(type, name, { label, ...options })

const choices = [
  { label: '选项一', value: 1 },
  { label: '选项二', value: 2 },
  { label: '选项三', value: 3 },
]

function gridOf(name: string, columns: Widget[][]): Widget {
  const grid = make('grid', name)
  const span = 24 / columns.length
  const cols = columns.map((children, index) => {
    const col = make('grid-col', `${name}Col${index + 1}`, { span })
    return { ...col, widgetList: children }
  })
  return { ...grid, cols }
}

function tableOf(name: string, cells: Widget[][]): Widget {
  const table = make('table', name)
  const rows = (table.rows ?? []).map((row, r) => ({
    ...row,
    id: `${name}-row-${r}`,
    cols: row.cols.map((cell, c) => ({ ...cell, id: `${name}-${r}-${c}`, options: { ...cell.options, name: `${name}-${r}-${c}` }, widgetList: cells[r * 2 + c] ?? [] })),
  }))
  return { ...table, rows }
}

function tabsOf(name: string, panes: { label: string; children: Widget[] }[]): Widget {
  const tab = make('tab', name)
  const template = (tab.tabs ?? [])[0]
  const tabs = panes.map((pane, index) => ({
    ...template,
    id: `${name}Pane${index + 1}`,
    options: { ...template.options, name: `${name}Pane${index + 1}`, label: pane.label, active: index === 0 },
    widgetList: pane.children,
  }))
  return { ...tab, tabs }
}

const withChildren = (widget: Widget, children: Widget[]): Widget => ({ ...widget, widgetList: children })

/** The built-in demo: every field and container type the renderer knows. */
export function demoForm(): FormJson {
  const widgetList: Widget[] = [
    make('alert', 'notice', { title: '演示表单', description: '包含全部字段与容器类型', type: 'info', showIcon: true, closable: false }),
    gridOf('basicGrid', [
      [fieldOf('input', 'contractName', '合同名称', { required: true, placeholder: '请输入合同名称' })],
      [fieldOf('number', 'amount', '合同金额', { min: 0, precision: 2 })],
    ]),
    gridOf('choiceGrid', [
      [fieldOf('radio', 'currency', '币种', { optionItems: [{ label: '人民币', value: 'CNY' }, { label: '美元', value: 'USD' }] })],
      [fieldOf('checkbox', 'tags', '标签', { optionItems: choices })],
      [fieldOf('select', 'payType', '付款方式', { optionItems: choices, required: true })],
    ]),
    withChildren(make('card', 'datesCard', { label: '日期与时间' }), [
      gridOf('dateGrid', [
        [fieldOf('date', 'signDate', '签订日期'), fieldOf('time', 'signTime', '签订时间')],
        [fieldOf('date-range', 'period', '合同期限'), fieldOf('time-range', 'workHours', '工作时段')],
      ]),
    ]),
    tabsOf('moreTabs', [
      {
        label: '评价',
        children: [fieldOf('switch', 'urgent', '加急'), fieldOf('rate', 'score', '评分'), fieldOf('color', 'tagColor', '颜色'), fieldOf('slider', 'progress', '进度')],
      },
      {
        label: '附件',
        children: [
          fieldOf('cascader', 'region', '地区', { optionItems: [{ label: '浙江', value: 'zj', children: [{ label: '杭州', value: 'hz' }] }] }),
          fieldOf('picture-upload', 'photos', '图片'),
          fieldOf('file-upload', 'files', '附件'),
          fieldOf('rich-editor', 'remark', '备注'),
        ],
      },
    ]),
    tableOf('infoTable', [[fieldOf('textarea', 'summary', '摘要')], [make('static-text', 'staticNote', { textContent: '静态文本' })], [make('html-text', 'htmlNote', { htmlContent: '<b>HTML 文本</b>' })], [make('slot', 'hostSlot', { label: '插槽' })]]),
    withChildren(make('sub-form', 'lines', { label: '明细' }), [
      fieldOf('input', 'item', '物料', { required: true }),
      fieldOf('number', 'qty', '数量', { columnWidth: '150px' }),
    ]),
    make('divider', 'endDivider', { label: '结束' }),
    make('button', 'submitButton', { label: '提交', type: 'primary' }),
  ]
  return { widgetList, formConfig: { ...structuredClone(DEFAULT_FORM_CONFIG), labelWidth: 100 } }
}
