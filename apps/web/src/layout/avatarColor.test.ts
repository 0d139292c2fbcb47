import { describe, expect, it } from 'vitest'
import { avatarInitial, pickAvatarColor } from './avatarColor'

describe('generated avatar', () => {
  const palette = ['red', 'green', 'blue', 'cyan']

  it('gives an account the same colour every time and spreads accounts over the palette', () => {
    expect(pickAvatarColor('wangwu', palette)).toBe(pickAvatarColor('wangwu', palette))
    const colours = new Set(['admin', 'zhangsan', 'lisi', 'wangwu', 'zhaoliu', 'sunqi'].map((account) => pickAvatarColor(account, palette)))
    expect(colours.size).toBeGreaterThan(1)
  })

  it('refuses an empty palette', () => {
    expect(() => pickAvatarColor('admin', [])).toThrow(/non-empty palette/)
  })

  it('shows the first character of the name, else of the account', () => {
    expect(avatarInitial('王五', 'wangwu')).toBe('王')
    expect(avatarInitial('', 'admin')).toBe('A')
    expect(avatarInitial(' ', ' ')).toBe('?')
  })
})
