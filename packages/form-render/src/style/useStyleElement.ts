import { useInsertionEffect } from 'react'

/**
 * Keeps a <style id={id}> with `css` in the document head while the component is mounted (or
 * until id/css change). An empty text inserts nothing. `shared` styles are left in place on
 * unmount, for the rules every form uses.
 */
export function useStyleElement(id: string, css: string, shared = false): void {
  useInsertionEffect(() => {
    if (css.trim() === '' || typeof document === 'undefined') return undefined
    const existing = document.getElementById(id)
    if (existing && shared) return undefined
    const element = document.createElement('style')
    element.id = id
    element.textContent = css
    document.head.appendChild(element)
    return shared ? undefined : () => element.remove()
  }, [id, css, shared])
}
