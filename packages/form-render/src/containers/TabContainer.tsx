import type { TabSnapshot, Widget } from '@tandem/form-core'
import { Tabs } from 'antd'
import { useContainer } from '../hooks/useContainer'
import { useFormRuntime } from '../hooks/useFormRuntime'
import { classNames } from '../render/classNames'
import { WidgetList } from '../render/WidgetRenderer'

/**
 * VForm tab: the active pane is the model's (first `active`, else the first); hidden panes are
 * not rendered. Small forms render every pane up front so all fields exist in the DOM.
 */
export function TabContainer({ widget }: { widget: Widget }) {
  const runtime = useFormRuntime()
  const tab = useContainer<TabSnapshot>(widget.options.name)
  if (tab.hidden) return null
  const panes = widget.tabs ?? []
  const items = panes
    .map((pane, index) => ({ pane, state: tab.panes[index], index }))
    .filter(({ state }) => state && !state.hidden)
    .map(({ pane, state, index }) => ({
      key: String(index),
      label: state.label,
      disabled: state.disabled,
      forceRender: !runtime.sections.enabled,
      children: (
        <div className={classNames('tfr-tab-pane', pane.options.customClass)} data-widget-type="tab-pane" data-widget-name={state.name}>
          <WidgetList widgets={pane.widgetList} />
        </div>
      ),
    }))
  const activate = (key: string) => {
    const index = Number(key)
    runtime.model.activateTab(tab.name, index)
    runtime.runScript('onTabClick', tab.options.onTabClick, runtime.refOf(tab.name), [panes[index]], tab.name)
  }
  return (
    <div className={classNames('tfr-tabs', tab.customClass)} data-widget-type="tab" data-widget-name={tab.name}>
      <Tabs
        type={widget.displayType === 'border-card' ? 'card' : 'line'}
        activeKey={String(tab.activeIndex)}
        onChange={activate}
        items={items}
      />
    </div>
  )
}
