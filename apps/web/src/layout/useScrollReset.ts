import { useLayoutEffect } from 'react'
import { useLocation } from 'react-router'

/** SPEC §2: every navigation starts at the top-left of the page. */
export function useScrollReset(): void {
  const { key } = useLocation()
  useLayoutEffect(() => {
    window.scrollTo(0, 0)
  }, [key])
}
