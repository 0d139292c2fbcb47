import { useRouteError } from 'react-router'
import { ErrorPage } from '../chunks'

/** Last line of defence for errors outside a page (the layout itself): reload the application. */
export function RouteErrorPage() {
  const error = useRouteError()
  return <ErrorPage error={error} onRetry={() => window.location.reload()} />
}
