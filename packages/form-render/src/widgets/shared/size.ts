import type { WidgetSize } from '../types'

/**
 * Maps a VForm size ('large' | 'default' | 'medium' | 'small' | 'mini' | '') to an antd size.
 * Element has four steps, antd three: medium folds into middle, mini into small.
 */
export function toWidgetSize(size: unknown): WidgetSize {
  if (size === 'large') return 'large'
  if (size === 'small' || size === 'mini') return 'small'
  return 'middle'
}
