import { afterEach, describe, expect, it, vi } from 'vitest'
import { fireEvent, render, screen } from '@testing-library/react'
import { LazyPart } from './LazyPart'

const Greeting = ({ name }: { name: string }) => <p>你好，{name}</p>

describe('LazyPart', () => {
  afterEach(() => vi.restoreAllMocks())

  it('shows the fallback until the chunk is there, then the part with its props', async () => {
    let arrive: (module: { default: typeof Greeting }) => void = () => {}
    const load = () => new Promise<{ default: typeof Greeting }>((resolve) => (arrive = resolve))
    render(<LazyPart chunk="greeting" load={load} fallback={<span>加载中…</span>} props={{ name: '张三' }} />)
    expect(await screen.findByText('加载中…')).toBeTruthy()
    arrive({ default: Greeting })
    expect(await screen.findByText('你好，张三')).toBeTruthy()
    expect(screen.queryByText('加载中…')).toBeNull()
  })

  it('names the chunk that failed, and 重试 imports it again', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    const load = vi
      .fn()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValueOnce({ default: Greeting })
    render(<LazyPart chunk="greeting" load={load} fallback={null} props={{ name: '李四' }} />)
    expect(await screen.findByText(/Loading chunk greeting failed\./)).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: /重\s*试/ }))
    expect(await screen.findByText('你好，李四')).toBeTruthy()
    expect(load).toHaveBeenCalledTimes(2)
  })
})
