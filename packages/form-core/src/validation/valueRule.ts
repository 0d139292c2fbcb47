import { t } from '../i18n/index.js'
import { isPlainObject } from '../shared/index.js'
import type { OptionItem, WidgetOptions } from '../types.js'
import { isEmptyValue } from './builtinValidators.js'
import { dateMatcher } from './dateFormat.js'
import type { RuleContext, RuleResult, RuleSource, ValidationRule } from './validationTypes.js'

// The value-shape rule: a value must be what the widget itself could have produced (a listed
// option, a date in its valueFormat, a list of uploaded files …). It guards the server against
// hand-written requests and runs in the browser too, so both sides refuse the same data.

type Check = (value: unknown, options: WidgetOptions, ctx: RuleContext, label: string) => RuleResult | Promise<RuleResult>

const TIME_FORMAT = 'HH:mm:ss'
const TIMESTAMP_FORMAT = 'timestamp'

const isNumber = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value)
const invalid = (label: string, ctx: RuleContext) => t('validationDefault', { label }, ctx.locale)

/** Static option values, or null when the options come from elsewhere (data source, remote, free entry). */
function allowedValues(options: WidgetOptions): Set<unknown> | null {
  if (options.dsEnabled === true || options.remote === true || options.allowCreate === true) return null
  const items: readonly OptionItem[] = Array.isArray(options.optionItems) ? options.optionItems : []
  return items.length > 0 ? new Set(items.map((item) => item.value)) : null
}

function choice(multiple: (options: WidgetOptions) => boolean): Check {
  return (value, options, ctx, label) => {
    const many = multiple(options)
    if (many !== Array.isArray(value)) return invalid(label, ctx)
    const values = Array.isArray(value) ? value : [value]
    if (!values.every((item) => typeof item === 'string' || isNumber(item) || typeof item === 'boolean')) return invalid(label, ctx)
    const allowed = allowedValues(options)
    return allowed && !values.every((item) => allowed.has(item)) ? t('optionNotAllowed', { label }, ctx.locale) : null
  }
}

/** The moment a date value stands for, null when it is not one in `valueFormat`. */
function readDate(value: unknown, valueFormat: string): number | null | undefined {
  if (valueFormat === TIMESTAMP_FORMAT) return isNumber(value) ? value : null
  if (typeof value !== 'string') return null
  const matcher = dateMatcher(valueFormat)
  // undefined: a format the matcher does not read, so any string passes
  return matcher ? matcher.read(value) : undefined
}

const dateFormatOf = (options: WidgetOptions) => (typeof options.valueFormat === 'string' && options.valueFormat !== '' ? options.valueFormat : 'YYYY-MM-DD')
const readDatePoint = (value: unknown, options: WidgetOptions) => readDate(value, dateFormatOf(options))
const readTimePoint = (value: unknown) => readDate(value, TIME_FORMAT)

function dateMessage(options: WidgetOptions, ctx: RuleContext, label: string, time: boolean): string {
  return time ? t('invalidTime', { label }, ctx.locale) : t('invalidDate', { label, format: dateFormatOf(options) }, ctx.locale)
}

function pointValue(time: boolean): Check {
  const read = time ? readTimePoint : readDatePoint
  return (value, options, ctx, label) => {
    const many = !time && options.type === 'dates'
    const values = many ? (Array.isArray(value) ? value : null) : [value]
    if (!values || values.some((item) => read(item, options) === null)) return dateMessage(options, ctx, label, time)
    return null
  }
}

function rangeValue(time: boolean): Check {
  const read = time ? readTimePoint : readDatePoint
  return (value, options, ctx, label) => {
    if (!Array.isArray(value) || value.length !== 2) return dateMessage(options, ctx, label, time)
    const [start, end] = value.map((item) => read(item, options))
    if (start === null || end === null) return dateMessage(options, ctx, label, time)
    return start !== undefined && end !== undefined && start > end ? t('rangeOrder', { label }, ctx.locale) : null
  }
}

interface FileValue {
  name: string
  url: string
}

const isFileValue = (item: unknown): item is FileValue =>
  isPlainObject(item) && typeof item.name === 'string' && typeof item.url === 'string' && item.url !== ''

const files: Check = async (value, options, ctx, label) => {
  if (!Array.isArray(value) || !value.every(isFileValue)) return t('invalidFiles', { label }, ctx.locale)
  if (isNumber(options.limit) && options.limit > 0 && value.length > options.limit) return t('tooManyFiles', { label, limit: options.limit }, ctx.locale)
  if (!ctx.isFileReadable) return null
  for (const file of value) {
    if (!(await ctx.isFileReadable(file))) return t('fileNotReadable', { label, name: file.name }, ctx.locale)
  }
  return null
}

const text: Check = (value, _options, ctx, label) => (typeof value === 'string' ? null : invalid(label, ctx))
const textOrNumber: Check = (value, _options, ctx, label) => (typeof value === 'string' || isNumber(value) ? null : invalid(label, ctx))
const boolean: Check = (value, _options, ctx, label) => (typeof value === 'boolean' ? null : invalid(label, ctx))

const rate: Check = (value, options, ctx, label) => {
  if (!isNumber(value) || value < 0) return invalid(label, ctx)
  return isNumber(options.max) && value > options.max ? t('maxValue', { label, max: options.max }, ctx.locale) : null
}

const slider: Check = (value, options, ctx, label) => {
  const values = options.range === true ? (Array.isArray(value) && value.length === 2 ? value : null) : [value]
  if (!values || !values.every(isNumber)) return invalid(label, ctx)
  if (isNumber(options.min) && values.some((item) => item < (options.min as number))) return t('minValue', { label, min: options.min }, ctx.locale)
  if (isNumber(options.max) && values.some((item) => item > (options.max as number))) return t('maxValue', { label, max: options.max }, ctx.locale)
  return null
}

const checks: Readonly<Record<string, Check>> = {
  input: textOrNumber,
  textarea: textOrNumber,
  'rich-editor': text,
  color: text,
  rate,
  slider,
  switch: boolean,
  radio: choice(() => false),
  checkbox: choice(() => true),
  select: choice((options) => options.multiple === true),
  date: pointValue(false),
  time: pointValue(true),
  'date-range': rangeValue(false),
  'time-range': rangeValue(true),
  'file-upload': files,
  'picture-upload': files,
}

/**
 * The value-shape rule of a widget type; null for types whose values are not checked here (number:
 * its range rule refuses non-numbers; cascader; custom types).
 */
export function valueRule({ type, options }: RuleSource, ctx: RuleContext, label: string): ValidationRule | null {
  const check = checks[type]
  if (!check) return null
  return {
    kind: 'value',
    trigger: ['blur', 'change'],
    validate: (value) => (isEmptyValue(value) ? null : check(value, options, ctx, label)),
  }
}
