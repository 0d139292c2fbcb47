import { useDraggable } from '@dnd-kit/core'
import type { DraggableData } from '../dnd/dragData'
import { paletteDraggableId } from '../dnd/dragData'
import { useDesignerModel, useReport } from '../hooks'
import type { PaletteEntry } from './paletteGroups'

/** One palette entry: drag it onto the canvas, or double-click to append it. */
export function PaletteItem({ entry }: { entry: PaletteEntry }) {
  const model = useDesignerModel()
  const report = useReport()
  const data: DraggableData = { source: { kind: 'palette', type: entry.type } }
  const { attributes, listeners, setNodeRef, isDragging } = useDraggable({ id: paletteDraggableId(entry.type), data })
  return (
    <li
      ref={setNodeRef}
      className={isDragging ? 'tfd-palette-item tfd-dragging' : 'tfd-palette-item'}
      data-palette-type={entry.type}
      onDoubleClick={() => report(model.appendFromPalette(entry.type))}
      {...attributes}
      {...listeners}
    >
      {entry.label}
    </li>
  )
}
