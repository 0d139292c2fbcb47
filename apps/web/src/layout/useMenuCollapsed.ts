import { useCallback, useState } from 'react'

/** Whether the side menu is folded, kept per browser so a reload shows it as the user left it. */
export const MENU_COLLAPSED_KEY = 'tandem.sideMenuCollapsed'

function readCollapsed(): boolean {
  try {
    return localStorage.getItem(MENU_COLLAPSED_KEY) === 'true'
  } catch {
    // Storage can be refused (privacy settings); the menu then starts open.
    return false
  }
}

export function useMenuCollapsed(): [collapsed: boolean, toggle: () => void] {
  const [collapsed, setCollapsed] = useState(readCollapsed)
  const toggle = useCallback(() => {
    setCollapsed((value) => {
      try {
        localStorage.setItem(MENU_COLLAPSED_KEY, String(!value))
      } catch {
        // Not kept across reloads then; the toggle still works.
      }
      return !value
    })
  }, [])
  return [collapsed, toggle]
}
