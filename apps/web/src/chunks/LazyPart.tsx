import { createElement, lazy, Suspense, useCallback, useState, type ComponentType, type ReactNode } from 'react'
import { loadChunk } from './loadChunk'
import { PageErrorBoundary } from './PageErrorBoundary'

export type PartLoader<P> = () => Promise<{ default: ComponentType<P> }>

interface LazyPartProps<P> {
  /** Name used in the "Loading chunk {id} failed" text. */
  chunk: string
  load: PartLoader<P>
  /** Shown while the chunk arrives. */
  fallback: ReactNode
  /** Given to the component once it is there. */
  props: P
}

const lazyPart = <P,>(chunk: string, load: PartLoader<P>) => lazy(() => loadChunk(chunk, load))

/**
 * A component fetched on first render, with the time-out of loadChunk; a failed load shows the
 * error page, whose 重试 imports again.
 */
export function LazyPart<P extends object>({ chunk, load, fallback, props }: LazyPartProps<P>) {
  const [Part, setPart] = useState(() => lazyPart(chunk, load))
  const retry = useCallback(() => setPart(() => lazyPart(chunk, load)), [chunk, load])
  return (
    <PageErrorBoundary onRetry={retry}>
      <Suspense fallback={fallback}>{createElement(Part, props)}</Suspense>
    </PageErrorBoundary>
  )
}
