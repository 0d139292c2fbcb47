import type { ContainerSnapshot, Widget } from '@tandem/form-core'
import { designHiddenProps, useDesignShell } from '../design'
import { useContainer } from '../hooks'
import { classNames } from '../style'
import { WidgetList } from '../render'

const text = (value: unknown): string | undefined => (typeof value === 'string' && value !== '' ? value : undefined)

/** A vf-dialog or vf-drawer on a design canvas: a titled box holding its widget list. */
function DialogDesign({ widget }: { widget: Widget }) {
  const box = useContainer<ContainerSnapshot>(widget.options.name)
  const title = text(box.options.title) ?? text(box.options.label) ?? box.name
  return (
    <div
      className={classNames('tfr-dialog-design', box.customClass)}
      data-widget-type={box.type}
      data-widget-name={box.name}
      {...designHiddenProps(box.hidden, true)}
    >
      <div className="tfr-design-title">{title}</div>
      <WidgetList owner={widget} widgets={widget.widgetList} />
    </div>
  )
}

/**
 * Where a vf-dialog or vf-drawer sits in the widget tree: nothing for users (they open with
 * showDialog / showDrawer, see dialog/); on a design canvas a box holding its widget list.
 */
export function DialogInPlace({ widget }: { widget: Widget }) {
  return useDesignShell() ? <DialogDesign widget={widget} /> : null
}
