// The renderer's own layout rules, injected once per document. Colours come from antd's CSS
// variables with their default values as fallback; table cells, static widgets and label
// alignment follow VForm's defaults, which forms' cssCode builds on; so do the padding of a card's
// body (20 px), of a border-card tab pane (15 px) and of a grid row (8 px, VForm's
// \`.el-form .el-row\`), which set the place and width of the fields inside.
// Grids and tables are stacking contexts (isolation: isolate): Chromium then reuses the recorded
// paint of every one whose content did not change, so a keystroke repaints one grid, not the form
// (a Chromium trace of a 100-field form: paint per keystroke 1.2 ms → 0.6 ms).
// A validation message lies over the item's bottom margin, as Element's does, so showing it moves
// nothing below (a click aimed there still lands) and never takes a click itself; a sub-form keeps
// 14 of its 18 px bottom spacing inside its scrolling box, where its last row's message shows.
// Static and HTML text keep the font's own line height, as VForm's (no line height is set there).
import { formPrintCss } from './printCss'

const error = 'var(--ant-color-error, #ff4d4f)'
const border = 'var(--ant-color-border-secondary, #f0f0f0)'
const muted = 'var(--ant-color-text-tertiary, rgba(0,0,0,.45))'

export const BASE_STYLE_ID = 'tandem-form-render-base'

export const baseCss = `
.tfr-form{color:var(--ant-color-text,rgba(0,0,0,.88));font-size:14px}
.tfr-item{display:flex;align-items:flex-start;margin-bottom:18px;min-width:0}
.tfr-label-top .tfr-item{flex-direction:column}
.tfr-item-label{flex:0 0 auto;box-sizing:border-box;padding-right:12px;line-height:32px;min-height:32px;overflow:hidden;text-overflow:ellipsis;white-space:nowrap}
.tfr-label-top .tfr-item-label{line-height:22px;min-height:0;padding:0 0 6px;width:auto!important}
.tfr-size-small .tfr-item-label{line-height:24px;min-height:24px}
.tfr-size-large .tfr-item-label{line-height:40px;min-height:40px}
.tfr-item.label-left-align>.tfr-item-label{text-align:left}
.tfr-item.label-center-align>.tfr-item-label{text-align:center}
.tfr-item.label-right-align>.tfr-item-label{text-align:right}
.tfr-item-label .tfr-label-icon{margin:0 4px;color:${muted}}
.tfr-required::before{content:'*';color:${error};margin-right:4px;font-family:SimSun,sans-serif}
.tfr-item-control{position:relative;flex:1 1 auto;min-width:0;align-self:stretch;display:flex;flex-direction:column;justify-content:center;min-height:32px}
.tfr-item-control>:is(.ant-switch,.ant-rate,.ant-btn){align-self:flex-start}
.tfr-item-error{position:absolute;top:100%;left:0;z-index:1;pointer-events:none;color:${error};font-size:12px;line-height:1;padding-top:2px}
.tfr-item-has-error :is(.tfr-text-box,.ant-input,.ant-input-affix-wrapper,.ant-input-number,.ant-select-selector,.ant-select,.ant-picker,.ant-cascader){border-color:${error}}
.tfr-static{min-height:20px}
.tfr-static>:is(.tandem-static-text,.tandem-html-text){line-height:normal}
.tfr-grid{display:flex;flex-wrap:wrap;box-sizing:border-box;padding:8px;isolation:isolate}
.tfr-col{box-sizing:border-box;position:relative;min-height:1px}
.tfr-table{width:100%;border-collapse:collapse;table-layout:fixed;isolation:isolate}
.tfr-table>tbody>tr>td{border:1px solid #e5e5e5;padding:1px;height:36px}
.tfr-table>tbody>tr>td.tfr-word-break{word-break:break-all}
.tfr-card{margin-bottom:18px}
.tfr-card>.ant-card>.ant-card-head{padding:0 20px}
.tfr-card>.ant-card>.ant-card-body{padding:20px}
.tfr-card-folded .ant-card-body{display:none}
.tfr-alert{margin-bottom:18px}
.tfr-alert.tfr-alert-center{text-align:center;justify-content:center}
.tfr-alert.tfr-alert-dark *{color:#fff}
.tfr-tabs{margin-bottom:18px}
.tfr-tabs-border-card>.ant-tabs{border:1px solid var(--ant-color-border,#d9d9d9)}
.tfr-tabs-border-card>.ant-tabs>.ant-tabs-nav{margin:0;background:var(--ant-color-fill-quaternary,#f5f7fa)}
.tfr-tabs-border-card>.ant-tabs>.ant-tabs-body-holder{padding:15px}
.tfr-sub-form{margin-bottom:4px;padding-bottom:14px;overflow-x:auto}
.tfr-sub-form-cell{padding:6px 4px;border-bottom:1px solid ${border};min-width:0;box-sizing:border-box}
.tfr-sub-form-head{background:var(--ant-color-fill-quaternary,#fafafa);font-weight:500;white-space:nowrap;overflow:hidden;text-overflow:ellipsis}
.tfr-sub-form-cell .tfr-item{margin-bottom:0}
.tfr-sub-form-index{text-align:center;color:${muted}}
.tfr-sub-form-actions>.tfr-sub-form-index{margin-left:8px}
.tfr-sub-form-actions{white-space:nowrap}
.tfr-sub-form-scroll{overflow-y:auto;position:relative}
.tfr-placeholder{border:1px dashed ${error};color:${error};padding:6px 8px;margin-bottom:18px;font-size:12px}
.tfr-section{content-visibility:auto}
.tfr-read-mode .tfr-item-control{min-height:0}
.tfr-design-title{font-weight:500;padding:4px 8px;color:${muted}}
.tfr-dialog-design,.tfr-sub-form-design{border:1px dashed ${border};margin-bottom:18px;padding:0 8px 8px}
[data-design-hidden]{opacity:.55}
${formPrintCss}
`
