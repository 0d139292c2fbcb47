import type { CSSProperties } from 'react'

/**
 * Out of sight but still read by assistive technology (a `hidden` element names and says nothing).
 * Its own entry of the package (@tandem/form-render/visually-hidden), so a page shell may use it
 * without loading the renderer.
 */
export const VISUALLY_HIDDEN: CSSProperties = {
  position: 'absolute',
  width: 1,
  height: 1,
  minHeight: 0,
  margin: -1,
  padding: 0,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
}
