// Parameter names of every handler hook, as VForm calls them (reference §2.5). The renderer and
// the runner read the same lists, so a body written for VForm sees the same names here.

export const HOOK_PARAMS = {
  onFormCreated: [],
  onFormMounted: [],
  onFormDataChange: ['fieldName', 'newValue', 'oldValue', 'formModel', 'subFormName', 'subFormRowIndex'],
  onCreated: [],
  onMounted: [],
  onInput: ['value'],
  onChange: ['value', 'oldValue'],
  /** onChange of a field inside a sub-form row */
  onSubFormFieldChange: ['value', 'oldValue', 'subFormData', 'rowId'],
  onFocus: ['event'],
  onBlur: ['event'],
  onValidate: ['rule', 'value', 'callback'],
  onClick: [],
  onAppendButtonClick: [],
  onRemoteQuery: ['keyword'],
  onBeforeUpload: ['file'],
  onUploadSuccess: ['result', 'file', 'fileList'],
  onUploadError: ['error', 'file', 'fileList'],
  onFileRemove: ['file', 'fileList'],
  onSubFormRowAdd: ['subFormData', 'newRowId'],
  onSubFormRowInsert: ['subFormData', 'newRowId'],
  onSubFormRowDelete: ['subFormData', 'deletedDataRow'],
  onSubFormRowChange: ['subFormData'],
  onClose: [],
  onTabClick: ['tab'],
  onOkButtonClick: [],
  onCancelButtonClick: [],
  onDialogOpened: [],
  onDrawerOpened: [],
  onDialogBeforeClose: ['done'],
  onDrawerBeforeClose: ['done'],
  onPageSizeChange: ['pageSize', 'currentPage'],
  onCurrentPageChange: ['pageSize', 'currentPage'],
  onSelectionChange: ['selection', 'selectedIndices'],
  onOperationButtonClick: ['buttonName', 'rowIndex', 'row'],
  onHideOperationButton: ['buttonConfig', 'rowIndex', 'row'],
  onDisableOperationButton: ['buttonConfig', 'rowIndex', 'row'],
  onGetOperationButtonLabel: ['buttonConfig', 'rowIndex', 'row'],
  onGetRowClassName: ['rowIndex', 'row'],
  onGetSpanMethod: ['row', 'column', 'rowIndex', 'columnIndex'],
  onHeaderClick: ['column', 'event'],
  onRowClick: ['row', 'column', 'event'],
  onRowDoubleClick: ['row', 'column', 'event'],
  onCellClick: ['row', 'column', 'cell', 'event'],
  onCellDoubleClick: ['row', 'column', 'cell', 'event'],
  /** data-table column `render` body */
  columnRender: ['h', 'params', 'components'],
} as const satisfies Record<string, readonly string[]>

export type HookName = keyof typeof HOOK_PARAMS

export function isHookName(name: string): name is HookName {
  return Object.prototype.hasOwnProperty.call(HOOK_PARAMS, name)
}
