import { findDevAccount } from './accounts.js'

const palette = ['#2f9e44', '#1971c2', '#e8590c', '#9c36b5']

/** SVG photo of an account that has one: its Chinese name's last character on a coloured disc. */
export function avatarSvg(account: string): string | undefined {
  const found = findDevAccount(account)
  if (!found?.hasAvatar) return undefined
  const colour = palette[[...found.account].reduce((sum, ch) => sum + ch.charCodeAt(0), 0) % palette.length]
  const initial = [...found.name].at(-1) ?? ''
  return [
    '<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96" viewBox="0 0 96 96">',
    `<title>${found.name}</title>`,
    `<circle cx="48" cy="48" r="48" fill="${colour}"/>`,
    '<text x="48" y="50" dominant-baseline="middle" text-anchor="middle" font-size="44"',
    ` font-family="'Noto Sans CJK SC','Microsoft YaHei',sans-serif" fill="#fff">${initial}</text>`,
    '</svg>',
  ].join('')
}
