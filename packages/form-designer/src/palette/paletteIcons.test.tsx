import { render } from '@testing-library/react'
import { listWidgetDefinitions } from '@tandem/form-core'
import { describe, expect, it, vi } from 'vitest'
import { FormDesigner } from '../FormDesigner'
import { PaletteIcon } from './PaletteIcon'

vi.setConfig({ testTimeout: 30_000 })

describe('palette icons', () => {
  it("shows each widget's own icon beside its name", () => {
    const { container } = render(<FormDesigner />)
    const items = [...container.querySelectorAll<HTMLElement>('[data-palette-type]')]
    const offered = listWidgetDefinitions().filter((definition) => !definition.internal)
    expect(items).toHaveLength(offered.length)
    const iconOf = (item: HTMLElement) => item.querySelector('.tfd-palette-icon')!
    for (const item of items) {
      const type = item.getAttribute('data-palette-type')!
      expect(iconOf(item).getAttribute('data-palette-icon'), type).toBe(offered.find((definition) => definition.type === type)!.icon)
      expect(iconOf(item).querySelector('svg'), type).not.toBeNull()
      // the icon is decoration: the button is still named by the widget's name alone
      expect(iconOf(item).getAttribute('aria-hidden')).toBe('true')
    }
    const drawings = new Set(items.map((item) => iconOf(item).querySelector('svg')!.innerHTML))
    expect(drawings.size).toBe(items.length)
  })

  it('gives an icon name it does not know (a custom widget) a generic icon', () => {
    const { container } = render(<PaletteIcon name="star-rating" />)
    expect(container.querySelector('[data-palette-icon="generic"] svg')).not.toBeNull()
  })
})
