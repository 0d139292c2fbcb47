import { Divider } from 'antd'
import { optionalString } from '../shared'
import type { FieldWidgetProps } from '../types'

/** Element contentPosition → antd titlePlacement. */
const placements = { left: 'start', center: 'center', right: 'end' } as const

/** VForm 'divider': a horizontal line with an optional label, or a vertical separator. */
export function DividerWidget({ options }: FieldWidgetProps) {
  const label = optionalString(options.label)
  if (options.direction === 'vertical') return <Divider orientation="vertical" aria-orientation="vertical" />
  const position = String(options.contentPosition)
  return (
    <Divider titlePlacement={position in placements ? placements[position as keyof typeof placements] : 'center'}>
      {label}
    </Divider>
  )
}
