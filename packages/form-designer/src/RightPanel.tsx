import { Tabs } from 'antd'
import { useDeferredValue, useMemo } from 'react'
import { useDesignerModel, useDesignerState } from './hooks'
import { useDesignerText } from './messages'
import type { RightPanelTab } from './model'
import { FormSettingsPanel, WidgetSettingsPanel } from './settings-panel'

/**
 * 组件设置 of the selected widget. The canvas outline paints first; the panel of the new selection
 * renders after, interruptibly, and until then the previous widget's editors take no input. Only this
 * body hears the selection: the urgent render of a click flips `inert` here and renders neither the
 * tabs nor the previous widget's panel again.
 */
function WidgetSettingsBody() {
  const model = useDesignerModel()
  const currentId = useDesignerState((m) => m.getSelectedId())
  const selectedId = useDeferredValue(currentId)
  const panel = useMemo(() => <WidgetSettingsPanel store={model.store} selectedId={selectedId} />, [model.store, selectedId])
  return (
    <div className="tfd-panel-body" inert={selectedId !== currentId}>
      {panel}
    </div>
  )
}

/** 组件设置 (the selected widget) and 表单设置 (formConfig). */
export function RightPanel({ id }: { id: string }) {
  const messages = useDesignerText()
  const model = useDesignerModel()
  const active = useDesignerState((m) => m.getPanels().right)
  const items = useMemo(
    () => [
      { key: 'widget', label: messages.panel.widgetSettings, children: <WidgetSettingsBody /> },
      { key: 'form', label: messages.panel.formSettings, children: <div className="tfd-panel-body"><FormSettingsPanel store={model.store} /></div> },
    ],
    [messages, model.store],
  )
  return (
    <aside id={id} className="tfd-panel tfd-panel-right" aria-label={messages.panel.widgetSettings}>
      <Tabs activeKey={active} onChange={(key) => model.setPanel({ right: key as RightPanelTab })} items={items} />
    </aside>
  )
}
