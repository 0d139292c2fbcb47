import { useFormJson, useFormRuntime } from '../hooks'
import { DeferredSection } from './DeferredSection'
import { WidgetList, WidgetRenderer } from './WidgetRenderer'

/** The root list; in large forms each top-level widget is a deferred section. */
export function FormBody() {
  const runtime = useFormRuntime()
  const { widgetList } = useFormJson()
  if (!runtime.sections.enabled) return <WidgetList owner={null} widgets={widgetList} />
  return widgetList.map((widget) => (
    <DeferredSection key={widget.id} widget={widget}>
      <WidgetRenderer widget={widget} />
    </DeferredSection>
  ))
}
