import type { SubFormSnapshot, Widget } from '@tandem/form-core'
import { designHiddenProps } from '../../design'
import { useContainer } from '../../hooks'
import { classNames } from '../../style'
import { WidgetList } from '../../render'

/**
 * A sub-form or grid-sub-form on a design canvas: its label and its widget list drawn once (one
 * design row, fields with their labels, no row numbers or actions), so widgets can be dropped in.
 */
export function SubFormDesign({ widget }: { widget: Widget }) {
  const sf = useContainer<SubFormSnapshot>(widget.options.name)
  const label = typeof sf.options.label === 'string' && sf.options.label !== '' ? sf.options.label : sf.name
  return (
    <div
      className={classNames('tfr-sub-form', 'tfr-sub-form-design', sf.customClass)}
      data-widget-type={sf.type}
      data-widget-name={sf.name}
      {...designHiddenProps(sf.hidden, true)}
    >
      <div className="tfr-design-title">{label}</div>
      <div className="tfr-sub-form-design-row">
        <WidgetList owner={widget} widgets={widget.widgetList} />
      </div>
    </div>
  )
}
