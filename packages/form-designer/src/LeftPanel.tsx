import { Tabs } from 'antd'
import { useDesignerModel, useDesignerState } from './hooks'
import { useDesignerText } from './messages'
import type { LeftPanelTab } from './model'
import { WidgetPalette } from './palette'
import { TemplateLibrary } from './templates'

/** 组件库 and 表单模板. */
export function LeftPanel({ id }: { id: string }) {
  const messages = useDesignerText()
  const model = useDesignerModel()
  const active = useDesignerState((m) => m.getPanels().left)
  return (
    <aside id={id} className="tfd-panel tfd-panel-left" aria-label={messages.panel.widgetLibrary}>
      <Tabs
        activeKey={active}
        onChange={(key) => model.setPanel({ left: key as LeftPanelTab })}
        items={[
          { key: 'widgets', label: messages.panel.widgetLibrary, children: <div className="tfd-panel-body"><WidgetPalette /></div> },
          { key: 'templates', label: messages.panel.formTemplates, children: <div className="tfd-panel-body"><TemplateLibrary /></div> },
        ]}
      />
    </aside>
  )
}
