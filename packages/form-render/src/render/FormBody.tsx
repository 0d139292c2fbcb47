import { useFormRuntime } from '../hooks/useFormRuntime'
import { DeferredSection } from './DeferredSection'
import { WidgetRenderer } from './WidgetRenderer'

/** The top-level widgets; in large forms each one is a deferred section. */
export function FormBody() {
  const runtime = useFormRuntime()
  const { widgetList } = runtime.json
  if (!runtime.sections.enabled) return widgetList.map((widget) => <WidgetRenderer key={widget.id} widget={widget} />)
  return widgetList.map((widget) => (
    <DeferredSection key={widget.id} widget={widget}>
      <WidgetRenderer widget={widget} />
    </DeferredSection>
  ))
}
