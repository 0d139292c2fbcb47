import { describe, expect, it } from 'vitest'
import { menuItem } from '../test-support'
import { completeTopBar } from './suiteTopBar'


describe('completeTopBar', () => {
  it('adds 通讯录 and 合同管理平台 when the suite lacks them and marks the platform active', () => {
    const entries = completeTopBar([
      menuItem('gzt', '工作台', 'http://localhost:8080/workbench'),
      menuItem('gwxt', '公文系统', '/gw'),
      menuItem('hygl', '会议管理', '/hy'),
    ])
    expect(entries).toEqual([
      { code: 'gzt', name: '工作台', href: 'http://localhost:8080/workbench', active: false },
      { code: 'gwxt', name: '公文系统', href: '/gw', active: false },
      { code: 'hygl', name: '会议管理', href: '/hy', active: false },
      { code: 'txl', name: '通讯录', href: '/contract/web/suite/txl', active: false },
      { code: 'htpt', name: '合同管理平台', href: '/contract/web', active: true },
    ])
  })

  it('adds all three to an empty list: 工作台 and 通讯录 through the product page that resolves their address', () => {
    expect(completeTopBar([]).map((entry) => [entry.code, entry.name, entry.href])).toEqual([
      ['gzt', '工作台', '/contract/web/suite/gzt'],
      ['txl', '通讯录', '/contract/web/suite/txl'],
      ['htpt', '合同管理平台', '/contract/web'],
    ])
  })

  it('keeps entries the server sends and never duplicates them', () => {
    const entries = completeTopBar([menuItem('htpt', '合同平台', '/contract/web/'), menuItem('txl', '通讯录', '/txl'), menuItem('gzt', '工作台', '/gzt')])
    expect(entries.map((entry) => [entry.code, entry.href, entry.active])).toEqual([
      ['htpt', '/contract/web/', true],
      ['txl', '/txl', false],
      ['gzt', '/gzt', false],
    ])
  })

  it('applies the same filtering as the side menu', () => {
    const entries = completeTopBar([menuItem('_x', '内部', '/x'), menuItem('btn', '按钮', '/b', { type: 1 })])
    expect(entries.map((entry) => entry.code)).toEqual(['gzt', 'txl', 'htpt'])
  })
})
