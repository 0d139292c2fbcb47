import type { SchemaStore, Widget } from '@tandem/form-core'
import { useCallback, useSyncExternalStore } from 'react'

const whole = (widget: Widget | undefined) => widget

/**
 * A value derived from one widget of the store, read again when that widget's object is replaced;
 * the component renders again only when the value differs (Object.is).
 */
export function useWidgetSelector<T>(store: SchemaStore, id: string, select: (widget: Widget | undefined) => T): T {
  const subscribe = useCallback((callback: () => void) => store.subscribeWidget(id, callback), [store, id])
  return useSyncExternalStore(subscribe, () => select(store.getWidget(id)))
}

/** One widget of the store; re-renders when that widget's own object is replaced. */
export function useStoreWidget(store: SchemaStore, id: string): Widget | undefined {
  return useWidgetSelector(store, id, whole)
}
