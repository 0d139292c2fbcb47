import { use } from 'react'
import { DesignShellContext, type DesignShell } from './designShell'

/** The design shell of the FormRender above, or null when it renders for users. */
export function useDesignShell(): DesignShell | null {
  return use(DesignShellContext)
}
