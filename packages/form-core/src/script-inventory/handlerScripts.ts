import { walkWidgets } from '../tree/index.js'
import type { FormJson } from '../types.js'

/** One event handler body of a form: the form's own (widgetName '', widgetType 'form') or a widget's. */
export interface HandlerScript {
  widgetName: string
  widgetType: string
  /** The handler key, e.g. onFormMounted, onChange. */
  event: string
  code: string
}

const HANDLER_KEY = /^on[A-Z]/

export const isScriptBody = (value: unknown): value is string => typeof value === 'string' && value.trim() !== ''

function handlersOf(options: Record<string, unknown>, widgetName: string, widgetType: string): HandlerScript[] {
  return Object.entries(options)
    .filter((entry): entry is [string, string] => HANDLER_KEY.test(entry[0]) && isScriptBody(entry[1]))
    .map(([event, code]) => ({ widgetName, widgetType, event, code }))
}

/** Every non-empty event handler body of a form, the form's first, then the widgets' in tree order. */
export function handlerScripts(json: FormJson): HandlerScript[] {
  const scripts = handlersOf(json.formConfig as unknown as Record<string, unknown>, '', 'form')
  walkWidgets(json.widgetList, (widget) => {
    scripts.push(...handlersOf(widget.options as Record<string, unknown>, widget.options.name, widget.type))
  })
  return scripts
}
