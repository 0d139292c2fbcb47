import { DownOutlined, UpOutlined } from '@ant-design/icons'
import type { Widget } from '@tandem/form-core'
import { Button, Card } from 'antd'
import { useContainer, useFormRuntime } from '../hooks'
import { VFORM_CONTAINER_CLASS, VFORM_CONTAINER_WRAPPER_CLASS, classNames } from '../style'
import { WidgetList } from '../render'
import { designHiddenProps, useDesignShell } from '../design'

const SHADOW = 'var(--ant-box-shadow-tertiary, 0 1px 2px rgba(0,0,0,.03), 0 1px 6px -1px rgba(0,0,0,.02), 0 2px 4px rgba(0,0,0,.02))'

/** VForm card: title, width, shadow (never/hover/always), fold toggle when showFold. */
export function CardContainer({ widget }: { widget: Widget }) {
  const runtime = useFormRuntime()
  const card = useContainer(widget.options.name)
  const design = useDesignShell() !== null
  if (card.hidden && !design) return null
  const { options } = card
  const folded = options.folded === true
  const toggle = (
    <Button
      type="text"
      size="small"
      aria-label={folded ? 'unfold' : 'fold'}
      aria-expanded={!folded}
      icon={folded ? <DownOutlined /> : <UpOutlined />}
      onClick={() => runtime.model.setWidgetOption(card.name, 'folded', !folded)}
    />
  )
  return (
    <div
      className={classNames('tfr-card', VFORM_CONTAINER_WRAPPER_CLASS, VFORM_CONTAINER_CLASS.card, folded && 'tfr-card-folded', card.customClass)}
      data-widget-type="card"
      data-widget-name={card.name}
      {...designHiddenProps(card.hidden, design)}
      style={{ width: typeof options.cardWidth === 'string' && options.cardWidth ? options.cardWidth : undefined }}
    >
      <Card
        size="small"
        title={options.label}
        extra={options.showFold === true ? toggle : undefined}
        hoverable={options.shadow === 'hover'}
        style={options.shadow === 'always' ? { boxShadow: SHADOW } : undefined}
      >
        {!folded && <WidgetList owner={widget} widgets={widget.widgetList} />}
      </Card>
    </div>
  )
}
