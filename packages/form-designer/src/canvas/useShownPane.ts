import type { Widget } from '@tandem/form-core'
import { use, useEffect } from 'react'
import { useActivePaneId } from '../hooks'
import { CanvasApiContext } from './CanvasApiContext'

/** Shows, in the canvas, the pane of `tabs` the designer adds widgets to. */
export function useShownPane(tabs: Widget): void {
  const api = use(CanvasApiContext)
  const paneId = useActivePaneId(tabs.id)
  const index = (tabs.tabs ?? []).findIndex((pane) => pane.id === paneId)
  const name = tabs.options.name
  useEffect(() => {
    const ref = api?.current?.getWidgetRef(name)
    if (ref && index >= 0 && 'activeTab' in ref) ref.activeTab(index)
  }, [api, name, index])
}
