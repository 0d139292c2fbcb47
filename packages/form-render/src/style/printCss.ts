// How a form prints (any host's printout; a FormRender with printLayout has every row and section
// mounted). A sub-form becomes a table, so its header repeats on every page and a row moves to the
// next page whole; labels and column titles wrap instead of being cut; nothing that acts on the
// page (buttons, fold arrows, pagers, sorters, file actions) appears on paper.
const CONTROLS = [
  'button',
  '.ant-btn',
  '[data-widget-type="button"]',
  '.ant-card-extra',
  '.ant-pagination',
  '.ant-table-column-sorter',
  '.ant-upload-list-item-actions',
  '.ant-alert-close-icon',
]

// A windowed sub-form (a form printed without printLayout) keeps its rows placed in its scroll box.
// The header and rows are inline grids on screen, hence !important for their table display.
// Chromium repeats a header group on each page only when it has break-inside: avoid (the print
// default of <thead>).
const TABLE_SUB_FORM = '.tfr-sub-form:not(:has(>.tfr-sub-form-scroll))'

export const formPrintCss = `
@media print{
.tfr-section{content-visibility:visible}
.tfr-item,.tfr-static,.tfr-table>tbody>tr{break-inside:avoid}
.tfr-item-label,.tfr-sub-form-head{white-space:normal;overflow:visible;overflow-wrap:anywhere}
.tfr-item-label{line-height:22px;padding-top:5px;padding-bottom:5px}
${TABLE_SUB_FORM}{display:table;width:100%;table-layout:auto;border-collapse:collapse;overflow:visible}
${TABLE_SUB_FORM}>.tfr-sub-form-header{display:table-header-group!important;break-inside:avoid}
${TABLE_SUB_FORM}>.tfr-sub-form-row{display:table-row!important;break-inside:avoid}
${TABLE_SUB_FORM}>:is(.tfr-sub-form-header,.tfr-sub-form-row)>.tfr-sub-form-cell{display:table-cell;vertical-align:middle}
${CONTROLS.map((selector) => `.tfr-form ${selector}`).join(',')}{display:none!important}
}`
