// Static checking of a parsed formula: names that are no field, functions that do not exist,
// wrong argument counts and type mismatches (text in arithmetic, a date compared with a number,
// a sub-form column that is not a number summed), each with its position in the text.

import type { FormulaNode, Span } from './ast.js'
import { FUNCTIONS, type FormulaType } from './functions.js'
import { parseDate } from './values.js'

export interface StaticType {
  type: FormulaType
  /** for lists: the type of each item */
  item?: FormulaType
}

export interface FormulaProblem extends Span {
  code: 'unknownField' | 'unknownFunction' | 'arity' | 'type' | 'scope'
  message: string
}

/** How the checker learns about the names a formula uses. */
export interface TypeScope {
  /** the type of a bare field name, or a problem (unknown, or not reachable from here) */
  field(name: string): StaticType | { problem: string; code: 'unknownField' | 'scope' }
  /** the item type of subForm.field, or a problem */
  column(subForm: string, field: string): FormulaType | { problem: string; code: 'unknownField' | 'scope' }
}

const TYPE_NAMES: Record<FormulaType, string> = { number: '数值', text: '文本', boolean: '逻辑值', date: '日期', list: '列表', any: '值' }
const UNITS = new Set(['D', 'M', 'Y'])
const AGGREGATE_ARGS = new Set(['SUM', 'AVERAGE', 'MIN', 'MAX', 'COUNT', 'COUNTA', 'CONCAT', 'AND', 'OR'])

export function checkFormula(root: FormulaNode, scope: TypeScope): { type: StaticType; problems: FormulaProblem[] } {
  const problems: FormulaProblem[] = []
  const report = (node: Span, code: FormulaProblem['code'], message: string) => problems.push({ code, message, start: node.start, end: node.end })

  const isDateText = (node: FormulaNode) => node.kind === 'string' && parseDate(node.value) !== null

  function expect(node: FormulaNode, got: StaticType, wanted: FormulaType, where: string, listAllowed: boolean) {
    if (got.type === 'list') {
      if (!listAllowed) report(node, 'type', `${where}需要单个${TYPE_NAMES[wanted]}，不能是列表（子表单列请用 SUM 等函数汇总）`)
      else if (wanted === 'number' && got.item && ['text', 'date'].includes(got.item)) report(node, 'type', `${where}需要数值，此列是${TYPE_NAMES[got.item]}`)
      return
    }
    if (wanted === 'number' && (got.type === 'text' || got.type === 'date')) report(node, 'type', `${where}需要数值，此处是${TYPE_NAMES[got.type]}`)
    if (wanted === 'date' && (got.type === 'number' || got.type === 'boolean' || (got.type === 'text' && node.kind === 'string' && !isDateText(node)))) {
      report(node, 'type', `${where}需要日期，此处是${TYPE_NAMES[got.type]}`)
    }
  }

  function visit(node: FormulaNode): StaticType {
    switch (node.kind) {
      case 'number':
        return { type: 'number' }
      case 'string':
        return { type: 'text' }
      case 'boolean':
        return { type: 'boolean' }
      case 'field': {
        const found = scope.field(node.name)
        if ('problem' in found) {
          report(node, found.code, found.problem)
          return { type: 'any' }
        }
        return found
      }
      case 'column': {
        const found = scope.column(node.subForm, node.field)
        if (typeof found !== 'string') {
          report(node, found.code, found.problem)
          return { type: 'list', item: 'any' }
        }
        return { type: 'list', item: found }
      }
      case 'unary': {
        expect(node.operand, visit(node.operand), 'number', '正负号', false)
        return { type: 'number' }
      }
      case 'binary': {
        const left = visit(node.left)
        const right = visit(node.right)
        const op = node.operator
        if (op === '&') {
          if (left.type === 'list') report(node.left, 'type', '连接的值不能是列表')
          if (right.type === 'list') report(node.right, 'type', '连接的值不能是列表')
          return { type: 'text' }
        }
        if (op === '+' || op === '-' || op === '*' || op === '/' || op === '^') {
          const dateMath = (op === '+' || op === '-') && (left.type === 'date' || right.type === 'date')
          if (dateMath) {
            if (left.type === 'date' && right.type === 'date') {
              if (op === '+') report(node, 'type', '两个日期不能相加')
              return { type: 'number' }
            }
            const other = left.type === 'date' ? node.right : node.left
            expect(other, left.type === 'date' ? right : left, 'number', '日期加减的天数', false)
            if (op === '-' && right.type === 'date') report(node, 'type', '数值不能减去日期')
            return { type: 'date' }
          }
          expect(node.left, left, 'number', `运算「${op}」`, false)
          expect(node.right, right, 'number', `运算「${op}」`, false)
          return { type: 'number' }
        }
        if (left.type === 'list' || right.type === 'list') report(node, 'type', '比较的值不能是列表')
        const mismatch = (a: StaticType, b: StaticType, bNode: FormulaNode) =>
          a.type === 'date' && (b.type === 'number' || b.type === 'boolean' || (b.type === 'text' && !(bNode.kind === 'string' && isDateText(bNode))))
        if (mismatch(left, right, node.right) || mismatch(right, left, node.left)) {
          const other = left.type === 'date' ? right : left
          report(node, 'type', `日期不能与${TYPE_NAMES[other.type]}比较`)
        }
        return { type: 'boolean' }
      }
      case 'call': {
        const spec = FUNCTIONS[node.name]
        const args = node.args.map(visit)
        if (!spec) {
          report(node, 'unknownFunction', `未知函数 ${node.name}`)
          return { type: 'any' }
        }
        if (args.length < spec.minArgs || args.length > spec.maxArgs) {
          const count = spec.minArgs === spec.maxArgs ? `${spec.minArgs} 个` : spec.maxArgs === Number.POSITIVE_INFINITY ? `至少 ${spec.minArgs} 个` : `${spec.minArgs} 到 ${spec.maxArgs} 个`
          report(node, 'arity', `函数 ${node.name} 需要 ${count}参数，给了 ${args.length} 个`)
        }
        const listAllowed = AGGREGATE_ARGS.has(node.name)
        args.forEach((arg, index) => {
          const wanted = spec.argTypes[Math.min(index, spec.argTypes.length - 1)] ?? 'any'
          if (wanted === 'any') {
            if (arg.type === 'list' && !listAllowed && node.name !== 'IF' && node.name !== 'IFERROR') report(node.args[index], 'type', `函数 ${node.name} 的参数不能是列表`)
            return
          }
          expect(node.args[index], arg, wanted, `函数 ${node.name} 的第 ${index + 1} 个参数`, listAllowed)
          if (wanted === 'text' && (node.name === 'DATEDIF' || node.name === 'DATEADD')) {
            const unit = node.args[index]
            if (unit.kind === 'string' && !UNITS.has(unit.value.trim().toUpperCase())) report(unit, 'type', `日期单位只能是 "D"、"M" 或 "Y"`)
          }
        })
        if (node.name === 'IF' && args.length >= 2) {
          const branches = args.slice(1)
          return branches.every((branch) => branch.type === branches[0].type) ? branches[0] : { type: 'any' }
        }
        if (node.name === 'IFERROR' && args.length === 2) return args[0].type === args[1].type ? args[0] : { type: 'any' }
        return { type: spec.returns }
      }
    }
  }

  return { type: visit(root), problems }
}
