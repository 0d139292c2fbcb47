/**
 * Counts how often components render, through the hook React DevTools uses: React reports every
 * commit to it, and a fiber rendered in that commit when it is new or carries React's
 * PerformedWork flag; subtrees React did not visit keep their old child fibers and are skipped.
 * Install it before react-dom loads: `const renders = await vi.hoisted(async () =>
 * (await import('./test-support/componentRenders')).installRenderCounter())`.
 */
interface Fiber {
  type: unknown
  elementType: unknown
  flags: number
  alternate: Fiber | null
  child: Fiber | null
  sibling: Fiber | null
}

const PERFORMED_WORK = 1

export interface RenderCounter {
  /** Renders of `component` (a function, a memo or a forwardRef) since the last reset. */
  of(component: unknown): number
  reset(): void
}

export function installRenderCounter(): RenderCounter {
  const counts = new Map<unknown, number>()
  const count = (key: unknown) => counts.set(key, (counts.get(key) ?? 0) + 1)
  const visit = (first: Fiber | null) => {
    for (let fiber = first; fiber; fiber = fiber.sibling) {
      if (fiber.alternate === null || (fiber.flags & PERFORMED_WORK) !== 0) {
        count(fiber.type)
        if (fiber.elementType !== fiber.type) count(fiber.elementType)
      }
      if (fiber.alternate === null || fiber.child !== fiber.alternate.child) visit(fiber.child)
    }
  }
  ;(globalThis as Record<string, unknown>).__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
    supportsFiber: true,
    renderers: new Map(),
    inject: () => 1,
    checkDCE: () => undefined,
    onScheduleFiberRoot: () => undefined,
    onCommitFiberUnmount: () => undefined,
    onPostCommitFiberRoot: () => undefined,
    onCommitFiberRoot: (_id: number, root: { current: Fiber }) => visit(root.current.child),
  }
  return { of: (component) => counts.get(component) ?? 0, reset: () => counts.clear() }
}
