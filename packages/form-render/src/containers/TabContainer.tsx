import type { TabSnapshot, Widget } from '@tandem/form-core'
import { Tabs } from 'antd'
import { WidgetFrame, designHiddenProps, useDesignShell } from '../design'
import { useContainer, useFormRuntime } from '../hooks'
import { VFORM_CONTAINER_CLASS, VFORM_CONTAINER_WRAPPER_CLASS, classNames } from '../style'
import { WidgetList } from '../render'

/**
 * VForm tab: the active pane is the model's (first `active`, else the first); hidden panes are
 * not rendered (design mode draws them, marked). Small forms render every pane up front so all
 * fields exist in the DOM.
 */
export function TabContainer({ widget }: { widget: Widget }) {
  const runtime = useFormRuntime()
  const tab = useContainer<TabSnapshot>(widget.options.name)
  const design = useDesignShell() !== null
  if (tab.hidden && !design) return null
  const panes = widget.tabs ?? []
  const borderCard = widget.displayType === 'border-card'
  const items = panes
    .map((pane, index) => ({ pane, state: tab.panes[index], index }))
    .filter(({ state }) => state && (design || !state.hidden))
    .map(({ pane, state, index }) => ({
      key: String(index),
      label: state.label,
      disabled: state.disabled && !design,
      forceRender: !runtime.sections.enabled,
      children: (
        <div
          className={classNames('tfr-tab-pane el-tab-pane', pane.options.customClass)}
          data-widget-type="tab-pane"
          data-widget-name={state.name}
          {...designHiddenProps(state.hidden, design)}
        >
          <WidgetFrame widget={pane}>
            <WidgetList owner={pane} widgets={pane.widgetList} />
          </WidgetFrame>
        </div>
      ),
    }))
  const activate = (key: string) => {
    const index = Number(key)
    runtime.model.activateTab(tab.name, index)
    runtime.runScript('onTabClick', tab.options.onTabClick, runtime.refOf(tab.name), [panes[index]], tab.name)
  }
  return (
    <div
      className={classNames('tfr-tabs', borderCard && 'tfr-tabs-border-card', VFORM_CONTAINER_WRAPPER_CLASS, VFORM_CONTAINER_CLASS.tab, tab.customClass)}
      data-widget-type="tab"
      data-widget-name={tab.name}
      {...designHiddenProps(tab.hidden, design)}
    >
      <Tabs
        type={borderCard ? 'card' : 'line'}
        activeKey={String(tab.activeIndex)}
        onChange={activate}
        items={items}
      />
    </div>
  )
}
