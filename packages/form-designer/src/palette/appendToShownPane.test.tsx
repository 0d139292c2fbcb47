import { act, fireEvent, render } from '@testing-library/react'
import { createRef } from 'react'
import { describe, expect, it, vi } from 'vitest'
import type { FormDesignerApi } from '../designerApi'
import { FormDesigner } from '../FormDesigner'

vi.setConfig({ testTimeout: 30_000 })

const pane = (id: string) => ({ id, type: 'tab-pane', category: 'container', internal: true, options: { name: id, label: id }, widgetList: [] })
const tabs = ({ id: 'tabs1', type: 'tab', category: 'container', options: { name: 'tabs1' }, tabs: [pane('pane1'), pane('pane2')] })

function renderDesigner() {
  const ref = createRef<FormDesignerApi>()
  const result = render(<FormDesigner ref={ref} initialJson={{ widgetList: [tabs], formConfig: {} }} />)
  const frame = result.container.querySelector<HTMLElement>('[data-designer-id="tabs1"]')!
  const tabLabel = (index: number) => frame.querySelector<HTMLElement>(`[data-node-key="${index}"] [role="tab"]`)!
  const appendInput = () => fireEvent.doubleClick(result.container.querySelector('[data-palette-type="input"]')!)
  const paneTypes = (paneId: string) => ref.current!.getSchemaStore().getWidget(paneId)!.widgetList!.map((widget) => widget.type)
  return { frame, tabLabel, appendInput, paneTypes }
}

describe('double-click on a palette item with a tabs widget selected', () => {
  it('adds the widget to the pane clicked into view', async () => {
    const { frame, tabLabel, appendInput, paneTypes } = renderDesigner()
    fireEvent.click(frame)
    await act(async () => void fireEvent.click(tabLabel(1)))
    expect(tabLabel(1).getAttribute('aria-selected')).toBe('true')
    appendInput()
    expect(paneTypes('pane2')).toEqual(['input'])
    expect(paneTypes('pane1')).toEqual([])
  })

  it('adds the widget to the pane brought into view from the keyboard', async () => {
    const { frame, tabLabel, appendInput, paneTypes } = renderDesigner()
    fireEvent.click(frame)
    tabLabel(0).focus()
    await act(async () => void fireEvent.keyDown(tabLabel(0), { key: 'ArrowRight', code: 'ArrowRight', keyCode: 39 }))
    await act(async () => void fireEvent.keyDown(document.activeElement!, { key: 'Enter', code: 'Enter', keyCode: 13 }))
    expect(tabLabel(1).getAttribute('aria-selected')).toBe('true')
    appendInput()
    expect(paneTypes('pane2')).toEqual(['input'])
    expect(paneTypes('pane1')).toEqual([])
  })
})
