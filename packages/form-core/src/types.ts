// The VForm form JSON format (VForm 2, 3 and 3 Pro), as it is after loading and normalisation.
// Every object keeps unknown keys, so the index signatures stay open.

/** A value an option item (radio, checkbox, select, cascader) can carry. */
export type OptionValue = string | number | boolean

export interface OptionItem {
  label: string
  value: OptionValue
  disabled?: boolean
  /** cascader only */
  children?: OptionItem[]
  [key: string]: unknown
}

/** An uploaded file as stored in a picture-upload / file-upload value. */
export interface UploadedFile {
  name: string
  url: string
  [key: string]: unknown
}

export type LabelPosition = 'left' | 'top'
export type LabelAlign = 'label-left-align' | 'label-center-align' | 'label-right-align'
export type LayoutType = 'PC' | 'Pad' | 'H5'

/** Pro data source (formConfig.dataSources[]). Kept as data; form-core does not send requests. */
export interface DataSourceParam {
  name: string
  type: 'String' | 'Number' | 'Boolean' | 'Variable'
  value: string
}

export interface DataSource {
  dataSourceId?: string
  uniqueName: string
  description?: string
  requestURL: string
  requestURLType?: 'String' | 'Variable'
  requestMethod?: 'get' | 'post' | 'put' | 'delete'
  headers?: DataSourceParam[]
  params?: DataSourceParam[]
  data?: DataSourceParam[]
  configHandlerCode?: string
  dataHandlerCode?: string
  errorHandlerCode?: string
  dataSetEnabled?: boolean
  dataSets?: { name: string; remark?: string }[]
  [key: string]: unknown
}

export interface FormConfig {
  modelName: string
  refName: string
  rulesName: string
  /** px; the renderer falls back to 80 when falsy */
  labelWidth: number
  labelPosition: LabelPosition | string
  /** '' | large | medium | small | mini | default */
  size: string
  labelAlign: LabelAlign | string
  cssCode: string
  /** normalised to an array (VForm stores a string or an array) */
  customClass: string[]
  /** global JavaScript helpers */
  functions: string
  layoutType: LayoutType | string
  jsonVersion: number
  onFormCreated: string
  onFormMounted: string
  onFormDataChange: string
  dataSources: DataSource[]
  [key: string]: unknown
}

/** Table column of a Pro data-table. */
export interface DataTableColumn {
  columnId?: string | number
  prop: string
  label: string
  width?: string | number
  show?: boolean
  align?: string
  fixed?: string | boolean
  sortable?: boolean
  formatS?: string
  render?: string
  [key: string]: unknown
}

export interface DataTableButton {
  name: string
  label: string
  type?: string
  size?: string
  round?: boolean
  hidden?: boolean
  disabled?: boolean
  [key: string]: unknown
}

export interface DataTablePagination {
  currentPage: number
  pageSizes: number[]
  pageSize: number
  total: number
  [key: string]: unknown
}

/**
 * Options of every widget type in one open interface: each key is optional because which keys
 * a widget has depends on its type (see the registry's defaultOptions). Handler bodies are strings.
 */
export interface WidgetOptions {
  name: string
  label?: string
  hidden?: boolean
  disabled?: boolean
  readonly?: boolean
  required?: boolean
  requiredHint?: string
  validation?: string
  validationHint?: string
  customClass?: string[]
  defaultValue?: unknown
  placeholder?: string
  clearable?: boolean
  editable?: boolean
  size?: string
  autoFullWidth?: boolean
  labelAlign?: string
  labelWidth?: number | null
  labelHidden?: boolean
  labelWrap?: boolean
  labelIconClass?: string | null
  labelIconPosition?: 'front' | 'rear' | string
  labelTooltip?: string | null
  columnWidth?: string
  type?: string
  format?: string
  valueFormat?: string
  startPlaceholder?: string
  endPlaceholder?: string
  minLength?: number | null
  maxLength?: number | null
  showWordLimit?: boolean
  showPassword?: boolean
  prefixIcon?: string
  suffixIcon?: string
  appendButton?: boolean
  appendButtonDisabled?: boolean
  buttonIcon?: string
  rows?: number
  min?: number
  max?: number
  precision?: number
  step?: number
  controlsPosition?: string
  optionItems?: OptionItem[]
  displayStyle?: string
  buttonStyle?: boolean
  border?: boolean
  filterable?: boolean
  allowCreate?: boolean
  remote?: boolean
  automaticDropdown?: boolean
  multiple?: boolean
  multipleLimit?: number
  checkStrictly?: boolean
  showAllLevels?: boolean
  switchWidth?: number
  activeText?: string
  inactiveText?: string
  activeColor?: string | null
  inactiveColor?: string | null
  lowThreshold?: number
  highThreshold?: number
  allowHalf?: boolean
  showText?: boolean
  showScore?: boolean
  showStops?: boolean
  range?: boolean
  vertical?: boolean
  height?: string | null
  contentHeight?: string
  uploadURL?: string
  uploadTip?: string
  withCredentials?: boolean
  multipleSelect?: boolean
  showFileList?: boolean
  limit?: number
  fileMaxSize?: number
  fileTypes?: string[]
  textContent?: string
  textAlign?: string
  fontSize?: string
  preWrap?: boolean
  htmlContent?: string
  plain?: boolean
  round?: boolean
  circle?: boolean
  icon?: string | null
  direction?: string
  contentPosition?: string
  title?: string
  description?: string
  closable?: boolean
  closeText?: string
  center?: boolean
  showIcon?: boolean
  effect?: string
  // containers
  gutter?: number
  colHeight?: number | string | null
  span?: number
  offset?: number
  push?: number
  pull?: number
  responsive?: boolean
  md?: number
  sm?: number
  xs?: number
  cellWidth?: string
  cellHeight?: string
  colspan?: number
  rowspan?: number
  wordBreak?: boolean
  active?: boolean
  folded?: boolean
  showFold?: boolean
  cardWidth?: string
  shadow?: string
  showBlankRow?: boolean
  showRowNumber?: boolean
  actionColumnPosition?: 'left' | 'right' | string
  // Pro data sources on option fields
  dsEnabled?: boolean
  dsName?: string
  dataSetName?: string
  labelKey?: string
  valueKey?: string
  childrenKey?: string
  // Pro data-table
  tableColumns?: DataTableColumn[]
  operationButtons?: DataTableButton[]
  pagination?: DataTablePagination
  tableData?: Record<string, unknown>[]
  // event handler bodies (onCreated, onChange, onValidate, ...) and any unknown key
  [key: string]: unknown
}

/** A row of a `table` container. */
export interface TableRow {
  id: string
  merged?: boolean
  cols: Widget[]
  [key: string]: unknown
}

export interface Widget {
  id: string
  type: string
  icon?: string
  /** 'container' for containers; absent on fields */
  category?: 'container'
  /** true: owns a value and a label; false: static widget */
  formItemFlag?: boolean
  /** grid-col, table-cell, tab-pane */
  internal?: boolean
  options: WidgetOptions
  /** children of grid-col, table-cell, tab-pane, sub-form, grid-sub-form, card, data-table, dialogs */
  widgetList?: Widget[]
  /** grid: its grid-col children */
  cols?: Widget[]
  /** table: its rows */
  rows?: TableRow[]
  /** tab: its tab-pane children */
  tabs?: Widget[]
  /** table-cell covered by a merged neighbour */
  merged?: boolean
  /** tab display type, e.g. 'border-card' */
  displayType?: string
  /** Pro: user label of the widget type */
  alias?: string
  /** Pro 3.1.x builds: a numeric key (kept as-is) */
  key?: number
  [key: string]: unknown
}

/** A form as loaded: formConfig filled with defaults, widgets normalised. */
export interface FormJson {
  widgetList: Widget[]
  formConfig: FormConfig
}

/** Plain form data: one key per form-item field; sub-forms hold arrays of row objects. */
export type FormData = Record<string, unknown>
