/** The frames of the canvas list of `parentId` (null = the form's root list), as laid out now. */
export function listFrames(parentId: string | null): { list: Element | null; frames: Element[] } {
  const list = document.querySelector(`[data-designer-list="${CSS.escape(parentId ?? 'root')}"]`)
  return { list, frames: list ? [...list.children].filter((child) => child.hasAttribute('data-designer-id')) : [] }
}
