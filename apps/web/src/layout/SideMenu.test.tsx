import { describe, expect, it } from 'vitest'
import { screen } from '@testing-library/react'
import { menuItem, renderRoute } from '../test-support'
import { SideMenu } from './SideMenu'

const items = [menuItem('htc', '合同查询', '/contractList'), menuItem('qxsq', '合同授权', '/authorize')]

describe('side menu notices', () => {
  it('shows a count beside the item named in badges and none elsewhere', async () => {
    renderRoute('/', [{ path: '/', element: <SideMenu items={items} collapsed={false} selectedCode={null} badges={new Map([['qxsq', 2]])} /> }])
    const notice = await screen.findByTitle('2 条新的审批结果')
    expect(notice.closest('li')?.textContent).toContain('合同授权')
    expect(screen.getAllByTitle(/条新的审批结果/)).toHaveLength(1)
  })

  it('shows no count when there is nothing new', async () => {
    renderRoute('/', [{ path: '/', element: <SideMenu items={items} collapsed={false} selectedCode={null} badges={new Map([['qxsq', 0]])} /> }])
    expect(await screen.findByText('合同授权')).toBeTruthy()
    expect(screen.queryByTitle(/条新的审批结果/)).toBeNull()
  })
})
