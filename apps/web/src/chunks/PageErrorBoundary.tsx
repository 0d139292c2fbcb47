import { Component, type ReactNode } from 'react'
import { ErrorPage } from './ErrorPage'

interface PageErrorBoundaryProps {
  onRetry: () => void
  children: ReactNode
}

interface PageErrorBoundaryState {
  error: unknown
  failed: boolean
}

/** Keeps a failing page from blanking the whole application. */
export class PageErrorBoundary extends Component<PageErrorBoundaryProps, PageErrorBoundaryState> {
  override state: PageErrorBoundaryState = { error: null, failed: false }

  static getDerivedStateFromError(error: unknown): PageErrorBoundaryState {
    return { error, failed: true }
  }

  #retry = () => {
    this.props.onRetry()
    this.setState({ error: null, failed: false })
  }

  override render() {
    return this.state.failed ? <ErrorPage error={this.state.error} onRetry={this.#retry} /> : this.props.children
  }
}
