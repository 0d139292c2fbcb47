export { isTypingTarget, shortcutFor } from './shortcuts'
export type { KeyPress, ShortcutCommand } from './shortcuts'
export { useDesignerShortcuts } from './useDesignerShortcuts'
