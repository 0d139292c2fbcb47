// The print sheet covers the screen and is all that prints: A4 with margins, no application
// chrome, and a field, a table row or a sub-form row never split across pages.
const CONTAINERS = [
  'grid',
  'grid-col',
  'table',
  'table-cell',
  'card',
  'tab',
  'tab-pane',
  'sub-form',
  'grid-sub-form',
  'data-table',
]
const fieldSelector = `.tandem-print-sheet [data-widget-type]${CONTAINERS.map((type) => `:not([data-widget-type="${type}"])`).join('')}`

export const PRINT_ROOT_CLASS = 'tandem-print-root'

export const printCss = `
.${PRINT_ROOT_CLASS} { position: fixed; inset: 0; z-index: 1000; overflow: auto; background: #fff; }
.tandem-print-sheet { max-width: 186mm; margin: 0 auto; padding: 16px 0 48px; }
@page { size: A4; margin: 15mm 12mm; }
@media print {
  body > *:not(.${PRINT_ROOT_CLASS}) { display: none !important; }
  .${PRINT_ROOT_CLASS} { position: static; overflow: visible; }
  .tandem-print-sheet { max-width: none; padding: 0; }
  .tandem-print-actions { display: none !important; }
  ${fieldSelector}, .tandem-print-sheet tr, .tandem-print-sheet .ant-row { break-inside: avoid; page-break-inside: avoid; }
}
`
