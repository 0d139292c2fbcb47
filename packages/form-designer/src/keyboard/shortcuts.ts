/** What a designer key press asks for. */
export type ShortcutCommand = 'remove' | 'clearSelection' | 'undo' | 'redo'

export interface KeyPress {
  key: string
  ctrlKey: boolean
  metaKey: boolean
  shiftKey: boolean
  altKey: boolean
}

/** Delete removes, Escape clears the selection, Ctrl+Z undoes, Ctrl+Y and Ctrl+Shift+Z redo (⌘ on macOS). */
export function shortcutFor(press: KeyPress): ShortcutCommand | null {
  const mod = press.ctrlKey || press.metaKey
  if (press.altKey) return null
  if (!mod && !press.shiftKey && press.key === 'Delete') return 'remove'
  if (!mod && press.key === 'Escape') return 'clearSelection'
  if (!mod) return null
  const key = press.key.toLowerCase()
  if (key === 'z') return press.shiftKey ? 'redo' : 'undo'
  if (key === 'y' && !press.shiftKey) return 'redo'
  return null
}

/** Keys typed into an input, a textarea, a select, rich text or CodeMirror belong to that editor. */
export function isTypingTarget(target: EventTarget | null): boolean {
  if (!(target instanceof Element)) return false
  if (target.closest('input, textarea, select, [contenteditable="true"], [contenteditable=""], .cm-editor')) return true
  return target instanceof HTMLElement && target.isContentEditable
}
