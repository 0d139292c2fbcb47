import { childrenOf, type Locale, type Widget } from '@tandem/form-core'
import type { LogicMarks } from '../logic-editors'
import { widgetTypeLabel } from '../messages'

export interface OutlineNode {
  key: string
  type: string
  /** palette name of the type and the widget's name, e.g. 单行输入 contractNo */
  title: string
  hidden: boolean
  /** has linkage rules (its own, or as the target of form-level rules) */
  hasRules: boolean
  hasFormula: boolean
  children: OutlineNode[]
}

const NO_MARKS: LogicMarks = { rules: new Set(), formulas: new Set() }

/** The widget tree of a form for the outline drawer, in canvas order (table cells row by row), type names in `locale`. */
export function buildOutlineTree(widgets: readonly Widget[], locale: Locale, marks: LogicMarks = NO_MARKS): OutlineNode[] {
  // cells covered by a merge are not on the canvas
  return widgets.filter((widget) => widget.merged !== true).map((widget) => ({
    key: widget.id,
    type: widget.type,
    title: `${widgetTypeLabel(widget.type, locale)} ${widget.options.name}`,
    hidden: widget.options.hidden === true,
    hasRules: marks.rules.has(widget.options.name),
    hasFormula: marks.formulas.has(widget.options.name),
    children: buildOutlineTree(childrenOf(widget), locale, marks),
  }))
}
