import { QueryClient } from '@tanstack/react-query'
import { ApiError } from '../api'

/** Failures the common handling already answered (sign-in, toast) are final; transport errors get one more try. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: (failureCount, error) => !(error instanceof ApiError && error.outcome.kind !== 'log') && failureCount < 1,
        refetchOnWindowFocus: false,
      },
      mutations: { retry: false },
    },
  })
}
