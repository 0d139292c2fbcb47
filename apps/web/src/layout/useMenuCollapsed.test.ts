import { act, renderHook } from '@testing-library/react'
import { beforeEach, describe, expect, it } from 'vitest'
import { MENU_COLLAPSED_KEY, useMenuCollapsed, WORKSPACE_MENU_COLLAPSED_KEY } from './useMenuCollapsed'

beforeEach(() => localStorage.clear())

describe('the side menu fold', () => {
  it('starts open on pages and folded on workspace pages', () => {
    const { result, rerender } = renderHook(({ workspace }) => useMenuCollapsed(workspace), { initialProps: { workspace: false } })
    expect(result.current[0]).toBe(false)
    rerender({ workspace: true })
    expect(result.current[0]).toBe(true)
  })

  it('opening the menu on a workspace page leaves the pages’ own choice alone, and is kept', () => {
    localStorage.setItem(MENU_COLLAPSED_KEY, 'true')
    const { result, rerender } = renderHook(({ workspace }) => useMenuCollapsed(workspace), { initialProps: { workspace: true } })
    act(() => result.current[1]())
    expect(result.current[0]).toBe(false)
    expect(localStorage.getItem(WORKSPACE_MENU_COLLAPSED_KEY)).toBe('false')
    expect(localStorage.getItem(MENU_COLLAPSED_KEY)).toBe('true')
    rerender({ workspace: false })
    expect(result.current[0]).toBe(true)

    const again = renderHook(() => useMenuCollapsed(true))
    expect(again.result.current[0]).toBe(false)
  })
})
