import { describe, expect, it } from 'vitest'
import type { MenuItem } from '../api'
import { visibleMenuItems } from './visibleMenuItems'

const item = (code: string, fields: Partial<MenuItem> = {}): MenuItem => ({
  code,
  name: code,
  path: `/${code}`,
  fullPath: '',
  icon: '',
  type: 0,
  sort: 0,
  children: [],
  ...fields,
})

describe('visibleMenuItems', () => {
  it('drops permission points (type 1) and codes starting with an underscore, at every depth', () => {
    const tree = [
      item('htc', { sort: 1, children: [item('htc_detail', { type: 1 }), item('htc_sub'), item('_hidden')] }),
      item('_debug', { sort: 2 }),
      item('btn', { type: 1 }),
      item('htfc', { sort: 3 }),
    ]
    const visible = visibleMenuItems(tree)
    expect(visible.map((entry) => entry.code)).toEqual(['htc', 'htfc'])
    expect(visible[0].children.map((entry) => entry.code)).toEqual(['htc_sub'])
  })

  it('orders by sort and leaves the input untouched', () => {
    const tree = [item('b', { sort: 2 }), item('a', { sort: 1, children: [item('a_x', { type: 1 })] })]
    const copy = structuredClone(tree)
    expect(visibleMenuItems(tree).map((entry) => entry.code)).toEqual(['a', 'b'])
    expect(tree).toEqual(copy)
  })

  it('accepts items without children', () => {
    const bare = { ...item('x'), children: undefined } as unknown as MenuItem
    expect(visibleMenuItems([bare])).toEqual([{ ...bare, children: [] }])
  })
})
