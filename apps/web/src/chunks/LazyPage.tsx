import type { ComponentType } from 'react'
import { LazyPart } from './LazyPart'
import { PageLoading } from './PageLoading'

export type PageModule = { default: ComponentType }
export type PageLoader = () => Promise<PageModule>

interface LazyPageProps {
  /** Name used in the "Loading chunk {id} failed" text. */
  chunk: string
  load: PageLoader
}

const NO_PROPS = {}

/** A page loaded on first use; a failed load shows the error page, whose 重试 imports again. */
export function LazyPage({ chunk, load }: LazyPageProps) {
  return <LazyPart chunk={chunk} load={load} fallback={<PageLoading />} props={NO_PROPS} />
}
