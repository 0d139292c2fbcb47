import { walkWidgets, type Widget } from '@tandem/form-core'
import { useEffect, useRef, type ReactNode } from 'react'
import { useFormRuntime, useSectionMounted } from '../hooks'

const ROW_PX = 50
const HEADER_PX = 56

/** Height a not-yet-mounted section reserves: a container's header, one row per grid or loose field. */
export function estimateHeight(widget: Widget): number {
  let rows = 0
  walkWidgets([widget], (child, ancestors) => {
    const parent = ancestors[ancestors.length - 1]
    if (child.type === 'grid' || (child.category !== 'container' && parent?.type !== 'grid-col')) rows++
  })
  return (widget.category === 'container' ? HEADER_PX : 0) + Math.max(rows, 1) * ROW_PX
}

/**
 * The content of a top-level widget of a large form: a placeholder of its estimated height until it
 * approaches the viewport (or something reveals it), then the real content with CSS containment
 * (`content-visibility: auto`: not laid out nor painted while off screen, the estimate standing in
 * until it has been drawn once).
 */
export function DeferredSection({ widget, children }: { widget: Widget; children: ReactNode }) {
  const { sections } = useFormRuntime()
  const name = widget.options.name
  const mounted = useSectionMounted(name)
  const height = estimateHeight(widget)
  const ref = useRef<HTMLDivElement>(null)
  useEffect(() => {
    const element = ref.current
    if (mounted || !element) return undefined
    return sections.observe(element, name, height)
  }, [mounted, sections, name, height])
  if (!mounted) return <div ref={ref} className="tfr-deferred" data-deferred-section={name} style={{ height }} />
  return (
    <div className="tfr-section" style={{ containIntrinsicSize: `auto ${height}px` }}>
      {children}
    </div>
  )
}
