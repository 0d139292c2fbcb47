import { useDraggable } from '@dnd-kit/core'
import type { KeyboardEvent, PointerEventHandler } from 'react'
import type { DraggableData } from '../dnd/dragData'
import { paletteDraggableId } from '../dnd/dragData'
import { useDesignerModel, useReport } from '../hooks'
import { PaletteIcon } from './PaletteIcon'
import type { PaletteEntry } from './paletteGroups'

/**
 * One palette entry, a button: drag it onto the canvas, or double-click it (or press Enter or Space
 * on it) to append it. Only the pointer starts a drag here; the keyboard appends.
 */
export function PaletteItem({ entry }: { entry: PaletteEntry }) {
  const model = useDesignerModel()
  const report = useReport()
  const data: DraggableData = { source: { kind: 'palette', type: entry.type } }
  const { listeners, setNodeRef, isDragging } = useDraggable({ id: paletteDraggableId(entry.type), data })
  // dnd-kit types its listeners loosely; the pointer sensor's is a pointer-down handler
  const onPointerDown = listeners?.onPointerDown as PointerEventHandler | undefined
  const append = () => report(model.appendFromPalette(entry.type))
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Enter' && event.key !== ' ') return
    // a click does not append (a double-click does), and Space must not scroll the panel
    event.preventDefault()
    if (!event.repeat) append()
  }
  return (
    <li>
      <button
        type="button"
        ref={setNodeRef}
        className={isDragging ? 'tfd-palette-item tfd-dragging' : 'tfd-palette-item'}
        data-palette-type={entry.type}
        onPointerDown={onPointerDown}
        onKeyDown={onKeyDown}
        onDoubleClick={append}
      >
        <PaletteIcon name={entry.icon} />
        {entry.label}
      </button>
    </li>
  )
}
