import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react'
import { registerWidgetType } from '@tandem/form-core'
import { FormRender, registerWidgetComponent, type FieldWidgetProps, type FormRenderApi } from '@tandem/form-render'
import { createRef } from 'react'
import { describe, expect, it, vi } from 'vitest'
import type { FormDesignerApi } from './designerApi'
import { FormDesigner } from './FormDesigner'

// the whole designer renders (palette, canvas, settings panel): seconds on a busy machine
vi.setConfig({ testTimeout: 30_000 })

/** A host's star rating: one button per star, the value is the number of stars chosen. */
function StarRating({ options, value, onChange, disabled }: FieldWidgetProps) {
  const count = typeof options.starCount === 'number' ? options.starCount : 5
  return (
    <span role="group" aria-label="星级评分">
      {Array.from({ length: count }, (_, i) => (
        <button key={i} type="button" disabled={disabled} aria-pressed={typeof value === 'number' && i < value} onClick={() => onChange(i + 1)}>
          {i + 1} 星
        </button>
      ))}
    </span>
  )
}

registerWidgetType({
  type: 'star-rating',
  label: { 'zh-CN': '星级评分', 'en-US': 'Star rating' },
  valueType: 'number',
  options: { defaultValue: null, starCount: 5 },
  editors: [{ key: 'starCount', kind: 'number', group: 'common', label: { 'zh-CN': '星星数', 'en-US': 'Star count' }, min: 1, max: 10 }],
})
registerWidgetComponent('star-rating', StarRating)

describe('a host-registered widget type', () => {
  it('is added from 自定义扩展字段, edited in 组件设置, drawn on the canvas and filled in the renderer', async () => {
    const designer = createRef<FormDesignerApi>()
    const { container } = render(<FormDesigner ref={designer} initialJson={{ widgetList: [], formConfig: {} }} />)
    const custom = screen.getByRole('list', { name: '自定义扩展字段' })
    const item = within(custom).getByText('星级评分').closest<HTMLElement>('[data-palette-type]')!
    expect(item.getAttribute('data-palette-type')).toBe('star-rating')
    fireEvent.doubleClick(item)
    const store = designer.current!.getSchemaStore()
    const [added] = store.getJson().widgetList
    expect(added).toMatchObject({ type: 'star-rating', formItemFlag: true, options: { starCount: 5 } })
    const frame = container.querySelector<HTMLElement>(`[data-designer-id="${added.id}"]`)!
    expect(within(frame).getAllByRole('button', { name: /星$/ })).toHaveLength(5)

    fireEvent.change(screen.getByLabelText('星星数'), { target: { value: '7' } })
    expect(store.getWidget(added.id)!.options.starCount).toBe(7)
    expect(within(container.querySelector<HTMLElement>(`[data-designer-id="${added.id}"]`)!).getAllByRole('button', { name: /星$/ })).toHaveLength(7)
    cleanup()

    const ref = createRef<FormRenderApi>()
    render(<FormRender ref={ref} formJson={store.getJson()} />)
    expect(screen.getAllByRole('button', { name: /星$/ })).toHaveLength(7)
    await act(async () => void fireEvent.click(screen.getByRole('button', { name: '6 星' })))
    expect(ref.current!.getFormData(false)).toEqual({ [added.options.name]: 6 })
    expect(screen.getByRole('button', { name: '6 星' }).getAttribute('aria-pressed')).toBe('true')
  })
})
