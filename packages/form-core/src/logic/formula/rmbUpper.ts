// 人民币大写: an amount in the capital numerals of Chinese cheques and contracts, following the
// 支付结算办法 rules: one 零 for a run of zeros inside the number, none at the end of a section,
// 整 after an amount that ends at 元, 零 before 分 when 角 is zero, 负 for negative amounts.

const DIGITS = '零壹贰叁肆伍陆柒捌玖'
const PLACES = ['', '拾', '佰', '仟']
/** the largest amount written (below 1 亿亿) */
export const RMB_UPPER_LIMIT = 1e16

/** The text of 0 < section < 10000, with 零 for zeros between digits. */
function sectionText(section: number): string {
  let text = ''
  let zeroPending = false
  for (let place = 3; place >= 0; place -= 1) {
    const digit = Math.floor(section / 10 ** place) % 10
    if (digit === 0) {
      if (text) zeroPending = true
      continue
    }
    if (zeroPending) text += '零'
    zeroPending = false
    text += DIGITS[digit] + PLACES[place]
  }
  return text
}

function integerText(integer: number): string {
  const sections: number[] = []
  for (let rest = integer; rest > 0; rest = Math.floor(rest / 10_000)) sections.push(rest % 10_000)
  let text = ''
  let gap = false
  for (let index = sections.length - 1; index >= 0; index -= 1) {
    const section = sections[index]
    if (section === 0) {
      if (text) gap = true
      continue
    }
    if (text && (gap || section < 1000)) text += '零'
    gap = false
    const unit = index === 1 ? '万' : index === 2 ? '亿' : index === 3 ? (sections[2] === 0 ? '万亿' : '万') : ''
    text += sectionText(section) + unit
  }
  return text
}

/** The amount in 大写, rounded to 分; null when |amount| is not below RMB_UPPER_LIMIT or not finite. */
export function rmbUpper(amount: number): string | null {
  if (!Number.isFinite(amount) || Math.abs(amount) >= RMB_UPPER_LIMIT) return null
  const cents = Math.round(Number((Math.abs(amount) * 100).toPrecision(15)))
  if (cents === 0) return '零元整'
  const integer = Math.floor(cents / 100)
  const jiao = Math.floor(cents / 10) % 10
  const fen = cents % 10
  let text = integer > 0 ? `${integerText(integer)}元` : ''
  if (jiao === 0 && fen === 0) text += '整'
  else {
    if (jiao > 0) text += `${DIGITS[jiao]}角`
    else if (integer > 0) text += '零'
    if (fen > 0) text += `${DIGITS[fen]}分`
  }
  return (amount < 0 ? '负' : '') + text
}
