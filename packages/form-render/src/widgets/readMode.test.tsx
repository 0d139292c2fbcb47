import { waitFor } from '@testing-library/react'
import { listWidgetDefinitions } from '@tandem/form-core'
import { describe, expect, it } from 'vitest'
import { fieldWidgets } from './index'
import { renderWidget } from './test-utils'

const valueTypes = listWidgetDefinitions()
  .filter((definition) => definition.category === 'field' && definition.formItem)
  .map((definition) => definition.type)

// An upload's read view keeps antd's hidden file input; its trigger is gone (see the upload tests).
const EDITORS = 'input:not([type="file"]), textarea, [contenteditable="true"], [role="slider"], [role="combobox"], [role="switch"], button'

const choices = [
  { label: '甲', value: 1, children: [{ label: '甲一', value: 11 }] },
  { label: '乙', value: 2 },
]

interface Sample {
  value: unknown
  options?: Record<string, unknown>
  /** What the read view shows for the value. */
  shows(container: HTMLElement): void
}

const reads = (text: string) => (container: HTMLElement) => expect(container.textContent).toBe(text)

/** A value of each type with a value and how it reads; every such type of the registry is listed. */
const samples: Record<string, Sample> = {
  input: { value: '张三', shows: reads('张三') },
  textarea: { value: '第一行\n第二行', shows: reads('第一行\n第二行') },
  number: { value: 3.5, options: { precision: 2 }, shows: reads('3.50') },
  radio: { value: 2, options: { optionItems: choices }, shows: reads('乙') },
  checkbox: { value: [1, 2], options: { optionItems: choices }, shows: reads('甲，乙') },
  select: { value: 1, options: { optionItems: choices }, shows: reads('甲') },
  date: { value: '2024-05-15', options: { type: 'date', format: 'YYYY/MM/DD', valueFormat: 'YYYY-MM-DD' }, shows: reads('2024/05/15') },
  'date-range': {
    value: ['2024-05-01', '2024-05-10'],
    options: { type: 'daterange', format: 'MM月DD日', valueFormat: 'YYYY-MM-DD' },
    shows: reads('05月01日 ~ 05月10日'),
  },
  time: { value: '13:20:00', options: { format: 'HH:mm' }, shows: reads('13:20') },
  'time-range': { value: ['08:00:00', '17:30:00'], options: { format: 'HH:mm' }, shows: reads('08:00 ~ 17:30') },
  switch: { value: true, options: { activeText: '启用' }, shows: reads('启用') },
  rate: { value: 2, shows: (container) => expect(container.querySelector('.ant-rate-disabled')).not.toBeNull() },
  slider: { value: 40, shows: reads('40') },
  color: { value: '#13ce66', shows: reads('#13ce66') },
  cascader: { value: [1, 11], options: { optionItems: choices }, shows: reads('甲 / 甲一') },
  'picture-upload': { value: [{ name: 'p.png', url: '/p.png' }], shows: (container) => expect(container.querySelector('img')?.getAttribute('src')).toBe('/p.png') },
  'file-upload': { value: [{ name: 'a.doc', url: '/a' }], shows: (container) => expect(container.querySelector('a')?.textContent).toBe('a.doc') },
  'rich-editor': { value: '<p>正文</p>', shows: (container) => expect(container.querySelector('.tandem-rich-read')?.textContent).toBe('正文') },
}

describe('read mode of every field widget', () => {
  it('covers every type that holds a value', () => {
    expect(valueTypes.length).toBeGreaterThan(0)
    expect(Object.keys(samples).sort()).toEqual([...valueTypes].sort())
  })

  it.each(valueTypes)('%s shows its value read-only, without mounting its editor', async (type) => {
    const { value, options = {}, shows } = samples[type]!
    const { container } = renderWidget(fieldWidgets[type]!, { type, value, options, readMode: true })
    await waitFor(() => shows(container))
    expect(container.querySelector(EDITORS)).toBeNull()
  })

  it.each(valueTypes)('%s reads as the empty text without a value', (type) => {
    const { container } = renderWidget(fieldWidgets[type]!, { type, value: null, readMode: true })
    // a switch without a value is off
    expect(container.textContent).toBe(type === 'switch' ? '否' : '--')
    expect(container.querySelector(EDITORS)).toBeNull()
  })
})
