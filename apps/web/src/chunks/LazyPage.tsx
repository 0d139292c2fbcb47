import { lazy, Suspense, useCallback, useState, type ComponentType } from 'react'
import { loadChunk } from './loadChunk'
import { PageErrorBoundary } from './PageErrorBoundary'
import { PageLoading } from './PageLoading'

export type PageModule = { default: ComponentType }
export type PageLoader = () => Promise<PageModule>

interface LazyPageProps {
  /** Name used in the "Loading chunk {id} failed" text. */
  chunk: string
  load: PageLoader
}

const lazyPage = (chunk: string, load: PageLoader) => lazy(() => loadChunk(chunk, load))

/** A page loaded on first use; a failed load shows the error page, whose 重试 imports again. */
export function LazyPage({ chunk, load }: LazyPageProps) {
  const [Page, setPage] = useState(() => lazyPage(chunk, load))
  const retry = useCallback(() => setPage(() => lazyPage(chunk, load)), [chunk, load])
  return (
    <PageErrorBoundary onRetry={retry}>
      <Suspense fallback={<PageLoading />}>
        <Page />
      </Suspense>
    </PageErrorBoundary>
  )
}
