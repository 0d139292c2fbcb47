import { beforeEach, describe, expect, it } from 'vitest'
import { arrangeColumns, moveKey, readSettings, settingsKey, visibleColumns, writeSettings } from './tableSettings'

const columns = [
  { key: 'contractNo', title: '编号', fixed: 'left' as const },
  { key: 'contractName', title: '名称' },
  { key: 'amount', title: '金额' },
  { key: 'signDate', title: '签订日期' },
  { key: 'actions', title: '操作', fixed: 'right' as const },
]

describe('table settings', () => {
  beforeEach(() => localStorage.clear())

  it('arranges movable columns in the chosen order, pinned ones at their ends, new ones after', () => {
    expect(arrangeColumns(columns, ['signDate', 'gone', 'contractName']).map((c) => c.key)).toEqual([
      'contractNo',
      'signDate',
      'contractName',
      'amount',
      'actions',
    ])
    expect(arrangeColumns(columns, []).map((c) => [c.key, c.locked])).toEqual([
      ['contractNo', true],
      ['contractName', false],
      ['amount', false],
      ['signDate', false],
      ['actions', true],
    ])
  })

  it('hides what the user hid but never a pinned column', () => {
    const shown = visibleColumns(columns, { density: 'small', order: [], hidden: ['amount', 'contractNo', 'actions'] })
    expect(shown.map((c) => c.key)).toEqual(['contractNo', 'contractName', 'signDate', 'actions'])
  })

  it('moves a key one place and stops at the ends', () => {
    expect(moveKey(['a', 'b', 'c'], 'b', -1)).toEqual(['b', 'a', 'c'])
    expect(moveKey(['a', 'b', 'c'], 'c', 1)).toEqual(['a', 'b', 'c'])
    expect(moveKey(['a', 'b', 'c'], 'x', 1)).toEqual(['a', 'b', 'c'])
  })

  it('keeps the settings per user and table, and falls back to defaults on anything unreadable', () => {
    writeSettings(settingsKey('contractList', 2), { density: 'small', order: ['amount'], hidden: ['signDate'] })
    expect(readSettings(settingsKey('contractList', 2))).toEqual({ density: 'small', order: ['amount'], hidden: ['signDate'] })
    expect(readSettings(settingsKey('contractList', 3))).toEqual({ density: 'middle', order: [], hidden: [] })
    expect(readSettings(settingsKey('safeKeeping', 2))).toEqual({ density: 'middle', order: [], hidden: [] })
    localStorage.setItem(settingsKey('contractList', 4), '{"density":"huge","order":[1,"amount"],"hidden":"x"}')
    expect(readSettings(settingsKey('contractList', 4))).toEqual({ density: 'middle', order: ['amount'], hidden: [] })
    localStorage.setItem(settingsKey('contractList', 5), 'not json')
    expect(readSettings(settingsKey('contractList', 5))).toEqual({ density: 'middle', order: [], hidden: [] })
  })
})
