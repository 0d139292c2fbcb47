import type { TableOperation } from '@tandem/form-core'

/** What is being dragged: a palette entry (a new widget of `type`) or an existing widget. */
export type DragSource = { kind: 'palette'; type: string } | { kind: 'widget'; id: string }

/** Where a drop would land: position `index` in the child list of `parentId` (null = root). */
export interface DropTarget {
  parentId: string | null
  index: number
  /** why the store refuses this drop (shown on the marker and after the drop), null when allowed */
  refusal: string | null
}

export interface DragState {
  source: DragSource
  target: DropTarget | null
}

/** Outcome of a designer command; a refused command changes nothing and says why. */
export type CommandResult = { ok: true } | { ok: false; reason: string }

export type LeftPanelTab = 'widgets' | 'templates'
export type RightPanelTab = 'widget' | 'form'

export interface PanelState {
  left: LeftPanelTab
  right: RightPanelTab
}

/** The commands of the selected widget's action bar. */
export type WidgetCommand = 'selectParent' | 'moveUp' | 'moveDown' | 'clone' | 'remove'

export type { TableOperation }
