import type { Widget } from '@tandem/form-core'
import { useFormRuntime, useFormState } from '../hooks'

/** Stands in for a widget type this renderer does not draw (yet): visible, names the type. */
export function Placeholder({ widget }: { widget: Widget }) {
  const runtime = useFormRuntime()
  useFormState()
  return (
    <div className="tfr-placeholder" data-widget-type={widget.type} data-widget-name={widget.options.name} role="note">
      {runtime.text('unknownWidget', { type: widget.type })}
    </div>
  )
}
