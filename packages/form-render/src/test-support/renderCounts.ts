import type * as Widgets from '../widgets'
import type { FieldWidgetComponent, FieldWidgetProps } from '../widgets'

/** How often each field (by name) has rendered its widget, for tests that mock '../widgets' with countingWidgets. */
export const renderCounts = new Map<string, number>()

/**
 * The widgets module with every field adapter wrapped to count its renders in renderCounts.
 * Use as `vi.mock('../widgets', async (original) => (await import('../test-support/renderCounts')).countingWidgets(await original()))`.
 */
export function countingWidgets(actual: typeof Widgets): typeof Widgets {
  const counted = new Map<string, FieldWidgetComponent>()
  const countedOf = (type: string): FieldWidgetComponent | undefined => {
    const Component = actual.widgetComponentOf(type)
    if (!Component) return undefined
    let wrapped = counted.get(type)
    if (!wrapped) {
      wrapped = (props: FieldWidgetProps) => {
        const key = String(props.widget.options.name)
        renderCounts.set(key, (renderCounts.get(key) ?? 0) + 1)
        return Component(props)
      }
      counted.set(type, wrapped)
    }
    return wrapped
  }
  return { ...actual, widgetComponentOf: countedOf }
}
