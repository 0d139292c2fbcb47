import { Tooltip } from 'antd'
import { useState, type ReactNode } from 'react'

const ELLIPSIS = { display: 'block', overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' } as const

interface EllipsisTextProps {
  children: ReactNode
  /** The whole text, shown in a tooltip when the cell cuts it. */
  full: string
}

/**
 * One line cut with an ellipsis, the whole text in a tooltip only when it is cut. A list cell's
 * lighter stand-in for Typography's ellipsis, which also brings the editor, copy button and their
 * icons into the list's first load.
 */
export function EllipsisText({ children, full }: EllipsisTextProps) {
  const [cut, setCut] = useState(false)
  return (
    <Tooltip title={cut ? full : undefined}>
      <span style={ELLIPSIS} onMouseEnter={(event) => setCut(event.currentTarget.scrollWidth > event.currentTarget.clientWidth)}>
        {children}
      </span>
    </Tooltip>
  )
}
