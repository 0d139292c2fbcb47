import { describe, expect, it } from 'vitest'
import type { MenuItem } from '../api'
import { completeTopBar } from './suiteTopBar'

const item = (code: string, name: string, path: string, fields: Partial<MenuItem> = {}): MenuItem => ({
  code,
  name,
  path,
  fullPath: path,
  icon: '',
  type: 0,
  sort: 0,
  children: [],
  ...fields,
})

describe('completeTopBar', () => {
  it('adds 通讯录 and 合同管理平台 when the suite lacks them and marks the platform active', () => {
    const entries = completeTopBar([
      item('gzt', '工作台', 'http://localhost:8080/workbench'),
      item('gwxt', '公文系统', '/gw'),
      item('hygl', '会议管理', '/hy'),
    ])
    expect(entries).toEqual([
      { code: 'gzt', name: '工作台', href: 'http://localhost:8080/workbench', active: false },
      { code: 'gwxt', name: '公文系统', href: '/gw', active: false },
      { code: 'hygl', name: '会议管理', href: '/hy', active: false },
      { code: 'txl', name: '通讯录', href: '/addressBook', active: false },
      { code: 'htpt', name: '合同管理平台', href: '/contract/web', active: true },
    ])
  })

  it('adds all three to an empty list', () => {
    expect(completeTopBar([]).map((entry) => entry.code)).toEqual(['gzt', 'txl', 'htpt'])
  })

  it('keeps entries the server sends and never duplicates them', () => {
    const entries = completeTopBar([item('htpt', '合同平台', '/contract/web/'), item('txl', '通讯录', '/txl'), item('gzt', '工作台', '/gzt')])
    expect(entries.map((entry) => [entry.code, entry.href, entry.active])).toEqual([
      ['htpt', '/contract/web/', true],
      ['txl', '/txl', false],
      ['gzt', '/gzt', false],
    ])
  })

  it('applies the same filtering as the side menu', () => {
    const entries = completeTopBar([item('_x', '内部', '/x'), item('btn', '按钮', '/b', { type: 1 })])
    expect(entries.map((entry) => entry.code)).toEqual(['gzt', 'txl', 'htpt'])
  })
})
