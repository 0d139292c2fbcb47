import { useEffect } from 'react'
import { documentTitle } from '../route-meta'

export function useDocumentTitle(title: string | undefined): void {
  useEffect(() => {
    document.title = documentTitle({ title })
  }, [title])
}
