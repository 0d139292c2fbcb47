import { endpoints } from '@tandem/api-contract/endpoints'
import { DEFAULT_FORM_CONFIG, createDataSource, createWidget, type DataSource, type FormJson, type Widget } from '@tandem/form-core'

function widget(type: string, name: string, options: Record<string, unknown>, extra: Partial<Widget> = {}): Widget {
  const base = createWidget(type)
  return { ...base, ...extra, id: name, options: { ...base.options, name, ...options } }
}

function getSource(uniqueName: string, path: string, params: DataSource['params'] = []): DataSource {
  return createDataSource({ dataSourceId: `ds-${uniqueName}`, uniqueName }, { requestURL: path, params })
}

/**
 * Data sources against the platform's API (sign in first): a department select fed by
 * Dict/Departments, a contract table paged from ContractSealed/GetContractList, and buttons
 * opening a dialog and a drawer.
 */
export function dataSourceForm(): FormJson {
  return {
    formConfig: {
      ...DEFAULT_FORM_CONFIG,
      dataSources: [
        getSource('departments', endpoints.dictionaries.departments.path),
        getSource('contractList', endpoints.contracts.list.path, [
          { name: 'pageIndex', type: 'Variable', value: 'DSV.currentPage' },
          { name: 'pageSize', type: 'Variable', value: 'DSV.pageSize' },
          // The table's sort (column prop, asc/desc) names GetContractList's own sortField values.
          { name: 'sortField', type: 'Variable', value: 'DSV.sortField' },
          { name: 'sortOrder', type: 'Variable', value: 'DSV.sortOrder' },
        ]),
      ],
    },
    widgetList: [
      widget('select', 'department', { label: '部门', dsEnabled: true, dsName: 'departments', labelKey: 'name', valueKey: 'id', optionItems: [] }),
      widget('data-table', 'contractTable', {
        label: '合同列表',
        dsEnabled: true,
        dsName: 'contractList',
        showIndex: true,
        tableHeight: '360px',
        // A paged source sorts on the server: only the columns GetContractList sorts by are sortable.
        tableColumns: [
          { columnId: 1, prop: 'contractNo', label: '合同编号', width: '160', show: true, align: 'center', fixed: false, sortable: false, formatS: '', render: '' },
          { columnId: 2, prop: 'contractName', label: '合同名称', width: '220', show: true, align: 'left', fixed: false, sortable: false, formatS: '', render: '' },
          { columnId: 3, prop: 'amount', label: '金额', width: '140', show: true, align: 'right', fixed: false, sortable: true, formatS: 'n4', render: '' },
          { columnId: 4, prop: 'signDate', label: '签订日期', width: '140', show: true, align: 'center', fixed: false, sortable: true, formatS: 'd3', render: '' },
          { columnId: 5, prop: 'statusName', label: '状态', width: '100', show: true, align: 'center', fixed: false, sortable: false, formatS: '', render: '' },
        ],
        pagination: { currentPage: 1, pageSizes: [10, 20, 50], pageSize: 10, total: 0 },
      }),
      widget('button', 'openDialog', { label: '打开对话框', onClick: 'this.getFormRef().showDialog("remarkDialog", { remark: "" }, { from: "playground" })' }),
      widget('button', 'openDrawer', { label: '打开抽屉', onClick: 'this.getFormRef().showDrawer("detailDrawer")' }),
      widget('vf-dialog', 'remarkDialog', { title: '填写备注', okButtonLabel: '保存' }, { widgetList: [widget('input', 'remark', { label: '备注' })] }),
      widget('vf-drawer', 'detailDrawer', { title: '详情', size: '40%' }, { widgetList: [widget('textarea', 'detail', { label: '说明' })] }),
    ],
  }
}
