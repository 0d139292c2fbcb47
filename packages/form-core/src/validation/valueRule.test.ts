import { describe, expect, it } from 'vitest'
import { buildRules, createWidget, runRules, type RuleContext, type WidgetOptions } from '../index.js'

function check(type: string, options: Partial<WidgetOptions>, value: unknown, ctx: RuleContext = {}): Promise<string[]> {
  const widget = createWidget(type)
  const merged = { ...widget.options, label: '字段', ...options } as WidgetOptions
  return runRules(buildRules({ type, options: merged }, { locale: 'zh-CN', ...ctx }), value)
}

const options = [
  { label: '低', value: 'low' },
  { label: '高', value: 'high' },
]

describe('value-shape rule', () => {
  it('accepts only listed option values for radio, checkbox and select', async () => {
    expect(await check('radio', { optionItems: options }, 'low')).toEqual([])
    expect(await check('radio', { optionItems: options }, 'mid')).toEqual(['[字段]的值不在可选项中'])
    expect(await check('checkbox', { optionItems: options }, ['low', 'high'])).toEqual([])
    expect(await check('checkbox', { optionItems: options }, ['low', 'x'])).toEqual(['[字段]的值不在可选项中'])
    expect(await check('checkbox', { optionItems: options }, 'low')).toEqual(['[字段]格式不正确'])
    expect(await check('select', { optionItems: options, multiple: true }, ['high'])).toEqual([])
    expect(await check('select', { optionItems: options }, ['high'])).toEqual(['[字段]格式不正确'])
    expect(await check('select', { optionItems: options }, { value: 'high' })).toEqual(['[字段]格式不正确'])
  })

  it('leaves option values alone when the options come from a data source, a remote query or free entry', async () => {
    expect(await check('select', { optionItems: options, allowCreate: true }, 'new')).toEqual([])
    expect(await check('select', { optionItems: options, remote: true }, 'new')).toEqual([])
    expect(await check('radio', { optionItems: options, dsEnabled: true }, 'new')).toEqual([])
    expect(await check('checkbox', { optionItems: options, dsEnabled: true, dsName: 'depts' }, ['new', 7])).toEqual([])
    expect(await check('select', { optionItems: options, dsEnabled: true, dsName: 'depts' }, 42)).toEqual([])
    expect(await check('select', { optionItems: options, dsEnabled: false, dsName: 'depts' }, 42)).not.toEqual([])
  })

  it('reads dates in their valueFormat, dates lists and ranges in order', async () => {
    expect(await check('date', {}, '2024-02-29')).toEqual([])
    expect(await check('date', {}, '2023-02-29')).toEqual(['[字段]应为格式 YYYY-MM-DD 的日期'])
    expect(await check('date', { valueFormat: 'YYYY/MM/DD HH:mm' }, '2024/05/01 13:30')).toEqual([])
    expect(await check('date', { valueFormat: 'YYYY/MM/DD HH:mm' }, '2024-05-01')).toEqual(['[字段]应为格式 YYYY/MM/DD HH:mm 的日期'])
    expect(await check('date', { valueFormat: 'timestamp' }, 1714521600000)).toEqual([])
    expect(await check('date', { valueFormat: 'timestamp' }, '2024-05-01')).toHaveLength(1)
    expect(await check('date', { type: 'dates' }, ['2024-05-01', '2024-05-02'])).toEqual([])
    expect(await check('date', { type: 'dates' }, '2024-05-01')).toHaveLength(1)
    expect(await check('date-range', {}, ['2024-05-01', '2024-05-10'])).toEqual([])
    expect(await check('date-range', {}, ['2024-05-10', '2024-05-01'])).toEqual(['[字段]的开始不能晚于结束'])
    expect(await check('date-range', {}, ['2024-05-10'])).toHaveLength(1)
  })

  it('reads times as HH:mm:ss whatever the display format', async () => {
    expect(await check('time', { format: 'HH:mm' }, '08:05:30')).toEqual([])
    expect(await check('time', { format: 'HH:mm' }, '08:05')).toEqual(['[字段]应为格式 HH:mm:ss 的时间'])
    expect(await check('time', {}, '24:00:00')).toHaveLength(1)
    expect(await check('time-range', {}, ['08:00:00', '17:30:00'])).toEqual([])
    expect(await check('time-range', {}, ['17:30:00', '08:00:00'])).toEqual(['[字段]的开始不能晚于结束'])
  })

  it('takes upload values as lists of { name, url } within the limit, readable when a check is given', async () => {
    const file = { name: '合同.pdf', url: '/contracttandem/api/File/Download/1' }
    expect(await check('file-upload', { limit: 2 }, [file])).toEqual([])
    expect(await check('file-upload', { limit: 2 }, [file, file, file])).toEqual(['[字段]最多上传2个文件'])
    expect(await check('picture-upload', {}, [{ name: 'a.png' }])).toEqual(['[字段]应为文件列表（每项含 name 和 url）'])
    expect(await check('file-upload', {}, 'a.pdf')).toHaveLength(1)
    const isFileReadable = (candidate: { url: string }) => Promise.resolve(candidate.url.endsWith('/1'))
    expect(await check('file-upload', {}, [file], { isFileReadable })).toEqual([])
    expect(await check('file-upload', {}, [{ ...file, url: '/x/2' }], { isFileReadable })).toEqual(['[字段]中的文件 合同.pdf 不存在或无权读取'])
  })

  it('checks the plain types of text, switch, rate and slider', async () => {
    expect(await check('input', {}, 12)).toEqual([])
    expect(await check('input', {}, { text: 'a' })).toEqual(['[字段]格式不正确'])
    expect(await check('switch', {}, 'true')).toEqual(['[字段]格式不正确'])
    expect(await check('switch', {}, false)).toEqual([])
    expect(await check('rate', { max: 5 }, 6)).toEqual(['[字段]不能大于5'])
    expect(await check('slider', { range: true, min: 0, max: 100 }, [10, 20])).toEqual([])
    expect(await check('slider', { range: true, min: 0, max: 100 }, 10)).toEqual(['[字段]格式不正确'])
  })

  it('leaves empty values to the required rule', async () => {
    expect(await check('date', {}, '')).toEqual([])
    expect(await check('radio', { optionItems: options }, null)).toEqual([])
    expect(await check('checkbox', { optionItems: options, required: true }, [])).toEqual(['字段值不可为空'])
  })
})
