import type { TableRow, Widget, WidgetOptions } from '../types.js'
import { randomNumber } from '../shared/index.js'
import { defineWidget } from './defineWidget.js'
import type { WidgetDefinition } from './registryTypes.js'
import { createContainer, createInternal } from './widgetFactory.js'

const SUB_FORM_EVENTS = { onSubFormRowAdd: '', onSubFormRowInsert: '', onSubFormRowDelete: '', onSubFormRowChange: '' }
const BASE = { name: '', hidden: false }

function container(type: string, options: WidgetOptions, create: (d: WidgetDefinition) => Widget, internal = false): WidgetDefinition {
  return defineWidget({
    type,
    category: 'container',
    formItem: false,
    internal,
    group: internal ? null : 'container',
    icon: type,
    valueType: type === 'sub-form' || type === 'grid-sub-form' ? 'rows' : 'none',
    options: { ...options, customClass: [] },
    create,
  })
}

const withChildren = (d: WidgetDefinition): Widget => createContainer(d, { widgetList: [] })

export const gridCol = container(
  'grid-col',
  { ...BASE, span: 12, offset: 0, push: 0, pull: 0, responsive: false, md: 12, sm: 12, xs: 12 },
  (d) => createInternal(d, (n) => `gridCol${n}`, { widgetList: [] }),
  true,
)

export const tableCell = container(
  'table-cell',
  { ...BASE, cellWidth: '', cellHeight: '', colspan: 1, rowspan: 1, wordBreak: false },
  (d) => createInternal(d, (n) => `table-cell-${n}`, { widgetList: [], merged: false }),
  true,
)

export const tabPane = container(
  'tab-pane',
  { ...BASE, label: '', active: false, disabled: false },
  (d) => createInternal(d, (n) => `tab${n}`, { widgetList: [] }),
  true,
)

// table-cell ids double as names (VForm)
function newCell(): Widget {
  const cell = tableCell.create()
  return { ...cell, id: cell.options.name }
}

function newTableRow(cells: number): TableRow {
  return { id: `table-row-${randomNumber()}`, merged: false, cols: Array.from({ length: cells }, newCell) }
}

const DIALOG_COMMON = {
  showModal: true,
  showClose: true,
  closeOnClickModal: false,
  closeOnPressEscape: false,
  readMode: false,
  disabledMode: false,
  okButtonLabel: '',
  cancelButtonLabel: '',
  okButtonHidden: false,
  cancelButtonHidden: false,
  onOkButtonClick: '',
  onCancelButtonClick: '',
}

const DATA_TABLE_OPTIONS: WidgetOptions = {
  ...BASE,
  label: '',
  rowSpacing: 8,
  tableHeight: '300px',
  tableWidth: '100%',
  stripe: true,
  showIndex: false,
  showCheckBox: true,
  showPagination: true,
  smallPagination: false,
  showSummary: false,
  border: true,
  tableSize: 'default',
  tableColumns: [
    { columnId: 1, prop: 'name', label: '名称', width: '150', show: true, align: 'center', fixed: false, sortable: false, formatS: '', render: '' },
    { columnId: 2, prop: 'value', label: '值', width: '150', show: true, align: 'center', fixed: false, sortable: false, formatS: '', render: '' },
  ],
  showButtonsColumn: false,
  buttonsColumnFixed: 'right',
  buttonsColumnTitle: '操作',
  buttonsColumnWidth: 120,
  operationButtons: [
    { name: 'detail', label: '详情', type: 'text', size: 'small', round: false, hidden: true, disabled: false },
    { name: 'edit', label: '编辑', type: 'text', size: 'small', round: false, hidden: false, disabled: false },
    { name: 'delete', label: '删除', type: 'text', size: 'small', round: false, hidden: false, disabled: false },
  ],
  pagination: { currentPage: 1, pageSizes: [10, 15, 20, 30, 50, 100, 200], pageSize: 20, total: 0 },
  dsEnabled: false,
  dsName: '',
  dataSetName: '',
  treeDataEnabled: false,
  rowKey: 'id',
  childrenKey: 'children',
  tableData: [],
  onCreated: '',
  onMounted: '',
  onPageSizeChange: '',
  onCurrentPageChange: '',
  onSelectionChange: '',
  onOperationButtonClick: '',
  onHideOperationButton: '',
  onDisableOperationButton: '',
  onGetOperationButtonLabel: '',
  onGetRowClassName: '',
  onGetSpanMethod: '',
  onHeaderClick: '',
  onRowClick: '',
  onRowDoubleClick: '',
  onCellClick: '',
  onCellDoubleClick: '',
}

export const containers: readonly WidgetDefinition[] = [
  container('grid', { ...BASE, gutter: 12, colHeight: null }, (d) => createContainer(d, { cols: [gridCol.create(), gridCol.create()] })),
  gridCol,
  container('table', { ...BASE }, (d) => createContainer(d, { rows: [newTableRow(2), newTableRow(2)] })),
  tableCell,
  container('tab', { ...BASE, onTabClick: '' }, (d) => {
    const first = tabPane.create()
    first.options = { ...first.options, name: 'tab1', label: 'tab 1', active: true }
    return createContainer(d, { displayType: 'border-card', tabs: [first] })
  }),
  tabPane,
  container(
    'card',
    { ...BASE, label: 'card', folded: false, showFold: true, cardWidth: '100%', shadow: 'never' },
    withChildren,
  ),
  container(
    'sub-form',
    {
      ...BASE,
      showBlankRow: true,
      showRowNumber: true,
      labelAlign: 'label-center-align',
      disabled: false,
      actionColumnPosition: 'left',
      ...SUB_FORM_EVENTS,
    },
    withChildren,
  ),
  container(
    'grid-sub-form',
    { ...BASE, showBlankRow: true, showRowNumber: true, disabled: false, actionColumnPosition: 'left', ...SUB_FORM_EVENTS },
    withChildren,
  ),
  container('data-table', DATA_TABLE_OPTIONS, withChildren),
  container(
    'vf-dialog',
    {
      name: '',
      title: '',
      width: '50%',
      fullscreen: false,
      center: false,
      ...DIALOG_COMMON,
      onDialogOpened: '',
      onDialogBeforeClose: '',
    },
    withChildren,
  ),
  container(
    'vf-drawer',
    { name: '', title: '', size: '50%', direction: 'rtl', ...DIALOG_COMMON, onDrawerOpened: '', onDrawerBeforeClose: '' },
    withChildren,
  ),
]
