import { useCallback, useState } from 'react'

/** Whether the side menu is folded, kept per browser so a reload shows it as the user left it. */
export const MENU_COLLAPSED_KEY = 'tandem.sideMenuCollapsed'
/** The same on workspace pages (the form designer), where the menu starts folded away: kept apart, so folding it there leaves the other pages' choice alone. */
export const WORKSPACE_MENU_COLLAPSED_KEY = 'tandem.workspaceMenuCollapsed'

function readCollapsed(key: string, fallback: boolean): boolean {
  try {
    const kept = localStorage.getItem(key)
    return kept === null ? fallback : kept === 'true'
  } catch {
    // Storage can be refused (privacy settings); the menu then starts as the page wants it.
    return fallback
  }
}

function keep(key: string, collapsed: boolean): void {
  try {
    localStorage.setItem(key, String(collapsed))
  } catch {
    // Not kept across reloads then; the toggle still works.
  }
}

/** The fold of the side menu: on workspace pages their own (folded unless the user opened it there), elsewhere the pages' common one. */
export function useMenuCollapsed(workspace: boolean): [collapsed: boolean, toggle: () => void] {
  const [pageCollapsed, setPageCollapsed] = useState(() => readCollapsed(MENU_COLLAPSED_KEY, false))
  const [workspaceCollapsed, setWorkspaceCollapsed] = useState(() =>
    readCollapsed(WORKSPACE_MENU_COLLAPSED_KEY, true),
  )
  const toggle = useCallback(() => {
    const [key, set] = workspace
      ? [WORKSPACE_MENU_COLLAPSED_KEY, setWorkspaceCollapsed]
      : [MENU_COLLAPSED_KEY, setPageCollapsed]
    set((value) => {
      keep(key, !value)
      return !value
    })
  }, [workspace])
  return [workspace ? workspaceCollapsed : pageCollapsed, toggle]
}
