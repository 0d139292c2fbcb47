import { walkWidgets, type Widget } from '@tandem/form-core'
import { useEffect, useRef, type ReactNode } from 'react'
import { useFormRuntime, useSectionMounted } from '../hooks'

const ROW_PX = 50
const HEADER_PX = 56
/** Sections mount this far before they scroll into view. */
const APPROACH_MARGIN = '800px 0px'

/** Height a not-yet-mounted section reserves: one row per grid or loose field. */
export function estimateHeight(widget: Widget): number {
  let rows = 0
  walkWidgets([widget], (child, ancestors) => {
    const parent = ancestors[ancestors.length - 1]
    if (child.type === 'grid' || (child.category !== 'container' && parent?.type !== 'grid-col')) rows++
  })
  return HEADER_PX + Math.max(rows, 1) * ROW_PX
}

/**
 * A top-level widget of a large form: a placeholder of its estimated height until it approaches
 * the viewport (or something reveals it), then the real content with CSS containment.
 */
export function DeferredSection({ widget, children }: { widget: Widget; children: ReactNode }) {
  const { sections } = useFormRuntime()
  const name = widget.options.name
  const mounted = useSectionMounted(name)
  const ref = useRef<HTMLDivElement>(null)
  useEffect(() => {
    const element = ref.current
    if (mounted || !element) return undefined
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) sections.mount(name)
    }, { rootMargin: APPROACH_MARGIN })
    observer.observe(element)
    return () => observer.disconnect()
  }, [mounted, sections, name])
  if (!mounted) return <div ref={ref} className="tfr-deferred" data-deferred-section={name} style={{ height: estimateHeight(widget) }} />
  return <div className="tfr-section">{children}</div>
}
