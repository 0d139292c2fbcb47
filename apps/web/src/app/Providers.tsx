import dayjs from 'dayjs'
import 'dayjs/locale/zh-cn'
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query'
import { useState, type ReactNode } from 'react'
import { AppConfigProvider } from './AppConfigProvider'
import { createQueryClient } from './createQueryClient'
import { ToastBinding } from './ToastBinding'

dayjs.locale('zh-cn')

interface ProvidersProps {
  children: ReactNode
  /** Tests pass their own client so no cache leaks between them. */
  queryClient?: QueryClient
}

export function Providers({ children, queryClient }: ProvidersProps) {
  const [client] = useState(() => queryClient ?? createQueryClient())
  return (
    <QueryClientProvider client={client}>
      <AppConfigProvider>
        <ToastBinding />
        {children}
      </AppConfigProvider>
    </QueryClientProvider>
  )
}
