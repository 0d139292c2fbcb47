import { describe, expect, it, vi } from 'vitest'
import { ScriptRunner, buildRules, builtinValidators, createWidget, runRules, type WidgetOptions } from '../index.js'

function check(type: string, options: Partial<WidgetOptions>, value: unknown, runner?: ScriptRunner): Promise<string[]> {
  const widget = createWidget(type)
  const merged = { ...widget.options, label: '名称', ...options } as WidgetOptions
  return runRules(buildRules({ type, options: merged }, { runner, locale: 'zh-CN' }), value)
}

describe('built-in validators', () => {
  it.each([
    ['number', ['12', '-3.5', '0'], ['1.', 'abc', '--1']],
    ['letter', ['abc', 'ABC'], ['ab1', '中文']],
    ['letterAndNumber', ['ab12'], ['ab_1', 'a b']],
    ['mobilePhone', ['13812345678', '19912345678'], ['12812345678', '1381234567', '138123456789']],
    ['letterStartNumberIncluded', ['a1', 'abc9'], ['1a', '_a']],
    ['noChinese', ['abc 1'], ['ab中']],
    ['chinese', ['中文'], ['中a']],
    ['email', ['a.b@example.com', 'x_y@mail.co'], ['a@', 'a@b', '@b.com']],
    ['url', ['http://a.com', 'https://x.cn/path?q=1'], ['ftp://a.com', 'a.com']],
  ])('%s accepts and rejects the right values', async (name, good, bad) => {
    expect(builtinValidators[name]).toBeInstanceOf(RegExp)
    for (const value of good) expect(await check('input', { validation: name }, value)).toEqual([])
    for (const value of bad) expect(await check('input', { validation: name }, value)).toEqual(['[名称]格式不正确'])
  })

  it('lets empty values pass format validators', async () => {
    for (const value of ['', null, undefined]) expect(await check('input', { validation: 'email' }, value)).toEqual([])
  })

  it('tests regex literal strings and uses validationHint', async () => {
    expect(await check('input', { validation: '/^\\d{6}$/' }, '123456')).toEqual([])
    expect(await check('input', { validation: '/^\\d{6}$/', validationHint: '六位数字' }, '12345')).toEqual(['六位数字'])
    expect(await check('input', { validation: '/^abc$/i' }, 'ABC')).toEqual([])
    // a global flag must not make the same rule alternate between pass and fail
    const rules = buildRules({ type: 'input', options: { name: 'x', validation: '/^abc$/g' } })
    expect([await runRules(rules, 'abc'), await runRules(rules, 'abc')]).toEqual([[], []])
  })

  it('reports an unusable pattern instead of failing every value', async () => {
    const onConfigError = vi.fn()
    const rules = buildRules({ type: 'input', options: { name: 'x', validation: '/(/' } }, { onConfigError })
    expect(rules.map((rule) => rule.kind)).toEqual(['value'])
    expect(onConfigError.mock.calls[0][0]).toMatchObject({ code: 'FORM_ERR_INVALID_PATTERN' })
  })
})

describe('rules from options', () => {
  it('required uses requiredHint, else the translated default, and triggers on blur', async () => {
    expect(await check('input', { required: true }, '')).toEqual(['字段值不可为空'])
    expect(await check('input', { required: true, requiredHint: '必填' }, null)).toEqual(['必填'])
    expect(await check('checkbox', { required: true }, [])).toEqual(['字段值不可为空'])
    expect(await check('number', { required: true }, 0)).toEqual([])
    const [rule] = buildRules({ type: 'input', options: { name: 'x', required: true } }, { locale: 'en-US' })
    expect(rule.trigger).toEqual(['blur'])
    expect(await runRules([rule], '')).toEqual(['Field value cannot be empty'])
  })

  it('bounds text length for input and textarea', async () => {
    expect(await check('input', { minLength: 2, maxLength: 4 }, 'a')).toEqual(['[名称]长度不能少于2个字符'])
    expect(await check('textarea', { maxLength: 3 }, '中文中文')).toEqual(['[名称]长度不能超过3个字符'])
    expect(await check('textarea', { maxLength: 3 }, '中文中')).toEqual([])
    expect(await check('input', { minLength: 2 }, '')).toEqual([])
  })

  it('bounds numbers by min, max, precision and strict step', async () => {
    expect(await check('number', { min: 1, max: 10 }, 0)).toEqual(['[名称]不能小于1'])
    expect(await check('number', { min: 1, max: 10 }, 11)).toEqual(['[名称]不能大于10'])
    expect(await check('number', { precision: 2 }, 1.234)).toEqual(['[名称]最多保留2位小数'])
    expect(await check('number', { precision: 2 }, '1.23')).toEqual([])
    expect(await check('number', {}, 'abc')).toEqual(['[名称]格式不正确'])
    expect(await check('number', { step: 0.5, precision: 1 }, 0.3)).toEqual([])
    expect(await check('number', { step: 0.5, precision: 1, stepStrictly: true }, 0.3)).toEqual(['[名称]必须是0.5的整数倍'])
    expect(await check('number', { step: 0.5, precision: 1, stepStrictly: true }, 1.5)).toEqual([])
  })

  it('limits multiple selections', async () => {
    expect(await check('select', { multiple: true, multipleLimit: 2 }, [1, 2, 3])).toEqual(['[名称]最多选择2项'])
    expect(await check('select', { multiple: true, multipleLimit: 2 }, [1, 2])).toEqual([])
    expect(await check('select', { multiple: false, multipleLimit: 2 }, 1)).toEqual([])
  })

  it('gives switch only its value-shape rule and unknown types no rules', () => {
    expect(buildRules({ type: 'switch', options: { name: 's', required: true } }).map((rule) => rule.kind)).toEqual(['value'])
    expect(buildRules({ type: 'mystery', options: { name: 'm', required: true } })).toEqual([])
  })
})

describe('onValidate', () => {
  it('runs the body as (rule, value, callback), synchronously or later', async () => {
    const runner = new ScriptRunner()
    const sync = "if (value !== 'ok') callback(new Error('不对')); else callback()"
    expect(await check('input', { onValidate: sync }, 'no', runner)).toEqual(['不对'])
    expect(await check('input', { onValidate: sync }, 'ok', runner)).toEqual([])
    const later = "Promise.resolve().then(() => callback(rule.field + ':' + value))"
    expect(await check('input', { name: 'f1', onValidate: later }, 'v', runner)).toEqual(['f1:v'])
  })

  it('treats a throwing body as passing and reports it', async () => {
    const onError = vi.fn()
    const runner = new ScriptRunner({ onError })
    vi.spyOn(console, 'error').mockImplementation(() => {})
    expect(await check('input', { onValidate: 'throw new Error("boom")' }, 'x', runner)).toEqual([])
    expect(onError).toHaveBeenCalledTimes(1)
    expect(onError.mock.calls[0][1]).toMatchObject({ hook: 'onValidate' })
    vi.restoreAllMocks()
  })

  it('is skipped without a runner (server side)', () => {
    expect(buildRules({ type: 'input', options: { name: 'x', onValidate: 'callback("no")' } }).map((rule) => rule.kind)).toEqual(['value'])
  })
})
