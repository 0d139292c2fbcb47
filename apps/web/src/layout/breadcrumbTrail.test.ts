import { describe, expect, it } from 'vitest'
import { routeTable } from '../routes'
import { breadcrumbTrail } from './breadcrumbTrail'

describe('breadcrumbTrail', () => {
  it('links each section to its landing page and leaves the current page unlinked', () => {
    expect(breadcrumbTrail(['合同管理', '合同页面'], routeTable)).toEqual([{ title: '合同管理', path: '/contractList' }, { title: '合同页面' }])
    expect(breadcrumbTrail(['表单管理', '表单设计'], routeTable)).toEqual([{ title: '表单管理', path: '/formList' }, { title: '表单设计' }])
  })

  it('links nothing on a landing page itself or for a section without one', () => {
    expect(breadcrumbTrail(['合同管理'], routeTable)).toEqual([{ title: '合同管理' }])
    expect(breadcrumbTrail(['档案', '借阅'], routeTable)).toEqual([{ title: '档案' }, { title: '借阅' }])
  })
})
