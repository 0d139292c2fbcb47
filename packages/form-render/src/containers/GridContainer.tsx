import type { Widget } from '@tandem/form-core'
import { useContainer, useFormRuntime } from '../hooks'
import { VFORM_CONTAINER_CLASS, VFORM_CONTAINER_WRAPPER_CLASS, classNames } from '../style'
import { WidgetList } from '../render'
import { WidgetFrame, designHiddenProps, useDesignShell } from '../design'

const percent = (n: unknown): string => `${(Math.max(0, Math.min(24, Number(n) || 0)) / 24) * 100}%`

/** responsive on: the span of the layout type (H5 → xs, Pad → sm, PC → md), default 12. */
export function columnSpan(options: Widget['options'], layoutType: string): number {
  if (options.responsive !== true) return Number(options.span ?? 12)
  const key = layoutType === 'H5' ? 'xs' : layoutType === 'Pad' ? 'sm' : 'md'
  const span = Number(options[key])
  return Number.isFinite(span) && span > 0 ? span : 12
}

function GridCol({ widget, gutter, colHeight }: { widget: Widget; gutter: number; colHeight: unknown }) {
  const runtime = useFormRuntime()
  const col = useContainer(widget.options.name)
  const design = useDesignShell() !== null
  if (col.hidden && !design) return null
  const span = percent(columnSpan(col.options, String(runtime.model.formConfig.layoutType)))
  const height = Number(colHeight) > 0 ? `${Number(colHeight)}px` : undefined
  return (
    <div
      className={classNames('tfr-col', VFORM_CONTAINER_CLASS['grid-col'], col.customClass)}
      data-widget-type="grid-col"
      data-widget-name={col.name}
      {...designHiddenProps(col.hidden, design)}
      style={{
        flex: `0 0 ${span}`,
        maxWidth: span,
        marginLeft: Number(col.options.offset) > 0 ? percent(col.options.offset) : undefined,
        left: Number(col.options.push) > 0 ? percent(col.options.push) : undefined,
        right: Number(col.options.pull) > 0 ? percent(col.options.pull) : undefined,
        paddingLeft: gutter / 2,
        paddingRight: gutter / 2,
        height,
      }}
    >
      <WidgetFrame widget={widget}>
        <WidgetList owner={widget} widgets={widget.widgetList} />
      </WidgetFrame>
    </div>
  )
}

/** VForm grid: a 24-column flex row; gutter splits into column padding. */
export function GridContainer({ widget }: { widget: Widget }) {
  const grid = useContainer(widget.options.name)
  const design = useDesignShell() !== null
  if (grid.hidden && !design) return null
  const gutter = Number(grid.options.gutter ?? 12) || 0
  return (
    <div
      className={classNames('tfr-grid', VFORM_CONTAINER_WRAPPER_CLASS, VFORM_CONTAINER_CLASS.grid, grid.customClass)}
      data-widget-type="grid"
      data-widget-name={grid.name}
      {...designHiddenProps(grid.hidden, design)}
      style={{ marginLeft: -gutter / 2, marginRight: -gutter / 2 }}
    >
      {(widget.cols ?? []).map((col) => (
        <GridCol key={col.id} widget={col} gutter={gutter} colHeight={grid.options.colHeight} />
      ))}
    </div>
  )
}
