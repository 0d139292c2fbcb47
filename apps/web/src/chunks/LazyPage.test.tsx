import { afterEach, describe, expect, it, vi } from 'vitest'
import { fireEvent, render, screen } from '@testing-library/react'
import { LazyPage } from './LazyPage'

describe('LazyPage', () => {
  afterEach(() => vi.restoreAllMocks())

  it('shows the chunk error page with the cause, and 重试 imports again', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    const load = vi
      .fn()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module: /contract/web/js/authorize-x.js'))
      .mockResolvedValueOnce({ default: () => <h1>合同授权</h1> })
    render(<LazyPage chunk="authorize" load={load} />)

    expect(await screen.findByText('页面资源加载失败')).toBeTruthy()
    expect(screen.getByText(/Loading chunk authorize failed\.\s+\(Failed to fetch dynamically imported module/)).toBeTruthy()

    fireEvent.click(screen.getByRole('button', { name: /重\s*试/ }))
    expect(await screen.findByRole('heading', { name: '合同授权' })).toBeTruthy()
    expect(load).toHaveBeenCalledTimes(2)
  })

  it('catches a page that throws while rendering instead of blanking the app', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    const Broken = () => {
      throw new Error('boom')
    }
    render(<LazyPage chunk="contract-list" load={async () => ({ default: Broken })} />)
    expect(await screen.findByText('页面出错了')).toBeTruthy()
    expect(screen.getByText('boom')).toBeTruthy()
  })
})
