import type { GlobalToken } from 'antd'

/** The designer's stylesheet; colours and spacing come from the antd theme. */
export function designerCss(token: GlobalToken): string {
  return `
/* columns: palette, its resizer (no width of its own), canvas, resizer, settings; SidePanelFrame sets their widths */
.tfd-designer { display: grid; grid-template-rows: auto minmax(0, 1fr); height: 100%; min-height: 480px; background: ${token.colorBgLayout}; }
.tfd-designer > .tfd-toolbar { grid-column: 1 / -1; background: ${token.colorBgContainer}; }
.tfd-panel-left { grid-area: 2 / 1; border-inline-end: 1px solid ${token.colorBorderSecondary}; }
.tfd-panel-right { grid-area: 2 / 5; border-inline-start: 1px solid ${token.colorBorderSecondary}; }
.tfd-resizer { grid-row: 2; position: relative; z-index: 5; width: 8px; margin-inline-start: -4px; cursor: col-resize; touch-action: none; }
.tfd-resizer-left { grid-column: 2; }
.tfd-resizer-right { grid-column: 4; }
.tfd-resizer::after { content: ''; position: absolute; inset: 0 3px; transition: background-color 0.2s; }
.tfd-resizer:hover::after, .tfd-resizer:focus-visible::after { background: ${token.colorPrimary}; }
.tfd-resizer:focus-visible { outline: 2px solid ${token.colorPrimary}; outline-offset: 0; }
.tfd-toolbar-lead { display: flex; align-items: center; gap: ${token.marginXS}px; min-width: 0; white-space: nowrap; }
/* panels and canvas contain their layout and paint: Chromium then repaints and layerizes only the one a keystroke changed */
.tfd-panel { background: ${token.colorBgContainer}; overflow: auto; min-height: 0; contain: content; scrollbar-width: thin; }
/* each settings row a stacking context: Chromium records the typed-in row again and replays the others' paint */
.tfd-panel .ant-form-item { isolation: isolate; }
.tfd-panel .ant-tabs-nav { padding: 0 ${token.paddingSM}px; margin-bottom: ${token.marginXS}px; }
.tfd-panel-body { padding: 0 ${token.paddingXS}px ${token.paddingSM}px; }
.tfd-centre { grid-area: 2 / 3; display: flex; flex-direction: column; min-width: 0; min-height: 0; background: ${token.colorBgContainer}; }
.tfd-toolbar { display: flex; flex-wrap: wrap; gap: ${token.marginXXS}px; justify-content: space-between; align-items: center; padding: ${token.paddingXS}px ${token.paddingSM}px; border-bottom: 1px solid ${token.colorBorderSecondary}; }
.tfd-canvas { flex: 1; overflow: auto; padding: ${token.paddingXS}px ${token.paddingXXS}px; background: ${token.colorBgLayout}; contain: content; scrollbar-width: thin; }
.tfd-canvas-form { background: ${token.colorBgContainer}; min-height: 100%; padding: ${token.paddingSM}px; }
.tfd-palette .ant-input-search { margin-bottom: ${token.marginXS}px; }
.tfd-palette-list { list-style: none; margin: 0; padding: 0; display: grid; grid-template-columns: 1fr 1fr; gap: 6px; }
.tfd-palette-item { display: block; width: 100%; text-align: start; font: inherit; padding: 4px 6px; border: 1px solid ${token.colorBorderSecondary}; border-radius: ${token.borderRadiusSM}px; background: ${token.colorFillQuaternary}; color: ${token.colorText}; cursor: move; user-select: none; font-size: ${token.fontSizeSM}px; touch-action: none; }
.tfd-palette-icon { margin-inline-end: 4px; color: ${token.colorTextSecondary}; }
.tfd-palette-item:hover .tfd-palette-icon { color: inherit; }
.tfd-palette-item:hover { border-color: ${token.colorPrimary}; color: ${token.colorPrimary}; }
.tfd-designer :is(.tfd-palette-item, .tfd-toolbar .ant-btn, .ant-tabs-tab-btn, .tfd-panel .ant-btn):focus-visible { outline: 2px solid ${token.colorPrimary}; outline-offset: 1px; }
.tfd-widget:focus-visible { position: relative; outline: 3px solid ${token.colorPrimary}; outline-offset: 1px; z-index: 1; }
.tfd-widget.tfd-selected:focus-visible { outline-style: double; outline-width: 4px; }
/* frames are not positioned: a thousand positioned frames cost every frame's paint; the selected one holds its action bar */
.tfd-widget { outline: 1px dashed transparent; outline-offset: -1px; min-height: 8px; }
.tfd-container { padding: 2px; outline-color: ${token.colorBorder}; }
.tfd-widget:hover:not(:has(.tfd-widget:hover)) { outline: 1px dashed ${token.colorPrimaryBorderHover}; }
.tfd-widget.tfd-selected { position: relative; outline: 2px solid ${token.colorPrimary}; outline-offset: -2px; }
.tfd-widget.tfd-dragging { opacity: 0.4; }
.tfd-field-preview { display: contents; }
.tfd-widget [data-design-hidden='true'], .tfd-widget[data-design-hidden='true'] { opacity: 0.55; }
.tfd-action-bar { position: absolute; right: 0; bottom: 0; z-index: 3; display: flex; gap: 2px; padding: 2px; background: ${token.colorPrimary}; border-radius: ${token.borderRadiusSM}px 0 0 0; }
.tfd-drag-handle { position: absolute; left: 0; top: 0; z-index: 3; border: 0; padding: 2px 6px; color: ${token.colorTextLightSolid}; background: ${token.colorPrimary}; cursor: move; border-radius: 0 0 ${token.borderRadiusSM}px 0; touch-action: none; }
.tfd-drag-handle:focus-visible, .tfd-action-bar .ant-btn:focus-visible { outline: 2px solid ${token.colorBgContainer}; outline-offset: -4px; box-shadow: 0 0 0 2px ${token.colorText}; }
.tfd-list { min-height: 40px; }
.tfd-list-empty { display: flex; align-items: center; justify-content: center; border: 1px dashed ${token.colorBorder}; border-radius: ${token.borderRadiusSM}px; }
.tfd-root-list { min-height: 400px; padding-bottom: 48px; }
.tfd-root-list.tfd-list-empty { align-items: flex-start; padding-top: 120px; }
.tfd-list-placeholder { color: ${token.colorTextSecondary}; font-size: ${token.fontSizeSM}px; pointer-events: none; }
@keyframes tfd-marker-open { from { height: 0; } to { height: 6px; } }
.tfd-drop-marker { position: relative; height: 6px; margin: 2px 0; border-radius: 3px; background: ${token.colorPrimary}; animation: tfd-marker-open 200ms ease; }
.tfd-drop-marker.tfd-drop-refused { background: ${token.colorError}; }
.tfd-drop-reason { position: absolute; left: 0; top: 8px; z-index: 4; padding: 0 6px; white-space: nowrap; font-size: ${token.fontSizeSM}px; color: ${token.colorTextLightSolid}; background: ${token.colorError}; border-radius: ${token.borderRadiusSM}px; }
.tfd-drag-ghost { display: inline-block; padding: 4px 12px; border-radius: ${token.borderRadiusSM}px; background: ${token.colorPrimary}; color: ${token.colorTextLightSolid}; box-shadow: ${token.boxShadowSecondary}; cursor: move; }
.tfd-pane { min-height: 40px; }
`
}
