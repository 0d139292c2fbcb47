import { LOGIC_CONFIG_KEY, walkWidgets, WIDGET_FORMULA_KEY, WIDGET_RULES_KEY, type FormJson } from '@tandem/form-core'

export interface LogicMarks {
  /** widgets with rules of their own or targets of form-level rules */
  rules: ReadonlySet<string>
  /** widgets with a formula */
  formulas: ReadonlySet<string>
}

const hasText = (value: unknown) => typeof value === 'string' && value.trim() !== ''

/** Which widgets (by name) have rules or a formula, for the marks in the widget tree. */
export function logicMarks(json: FormJson): LogicMarks {
  const rules = new Set<string>()
  const formulas = new Set<string>()
  const formRules = (json.formConfig[LOGIC_CONFIG_KEY] as { rules?: unknown } | undefined)?.rules
  if (Array.isArray(formRules)) {
    for (const rule of formRules as { then?: unknown }[]) {
      if (!Array.isArray(rule?.then)) continue
      for (const effect of rule.then as { target?: unknown }[]) if (typeof effect?.target === 'string') rules.add(effect.target)
    }
  }
  walkWidgets(json.widgetList, (widget) => {
    const own = widget.options[WIDGET_RULES_KEY]
    if (Array.isArray(own) && own.length > 0) rules.add(widget.options.name)
    if (hasText(widget.options[WIDGET_FORMULA_KEY])) formulas.add(widget.options.name)
  })
  return { rules, formulas }
}
