import { Tabs } from 'antd'
import { useDeferredValue } from 'react'
import { useDesignerModel, useDesignerState } from './hooks'
import { useDesignerText } from './messages'
import type { RightPanelTab } from './model'
import { FormSettingsPanel, WidgetSettingsPanel } from './settings-panel'

/** 组件设置 (the selected widget) and 表单设置 (formConfig). */
export function RightPanel({ id }: { id: string }) {
  const messages = useDesignerText()
  const model = useDesignerModel()
  const active = useDesignerState((m) => m.getPanels().right)
  // the canvas outline paints first; the panel of the new selection renders after, interruptibly,
  // and until then the previous widget's editors take no input
  const currentId = useDesignerState((m) => m.getSelectedId())
  const selectedId = useDeferredValue(currentId)
  return (
    <aside id={id} className="tfd-panel tfd-panel-right" aria-label={messages.panel.widgetSettings}>
      <Tabs
        activeKey={active}
        onChange={(key) => model.setPanel({ right: key as RightPanelTab })}
        items={[
          { key: 'widget', label: messages.panel.widgetSettings, children: <div className="tfd-panel-body" inert={selectedId !== currentId}><WidgetSettingsPanel store={model.store} selectedId={selectedId} /></div> },
          { key: 'form', label: messages.panel.formSettings, children: <div className="tfd-panel-body"><FormSettingsPanel store={model.store} /></div> },
        ]}
      />
    </aside>
  )
}
