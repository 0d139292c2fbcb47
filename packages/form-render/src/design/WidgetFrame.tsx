import type { Widget } from '@tandem/form-core'
import type { ReactNode } from 'react'
import { useDesignShell } from './useDesignShell'

/** Hands `children` (what is drawn for `widget`) to the design shell's renderWidget, if any. */
export function WidgetFrame({ widget, children }: { widget: Widget; children: ReactNode }) {
  const shell = useDesignShell()
  return shell ? shell.renderWidget(widget, children) : children
}
