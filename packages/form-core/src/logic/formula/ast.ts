// The parsed form of a formula. Every node keeps its span in the text for error messages.

export interface Span {
  start: number
  end: number
}

export type BinaryOperator = '+' | '-' | '*' | '/' | '^' | '&' | '=' | '<>' | '<' | '<=' | '>' | '>='

export type FormulaNode =
  | ({ kind: 'number'; value: number } & Span)
  | ({ kind: 'string'; value: string } & Span)
  | ({ kind: 'boolean'; value: boolean } & Span)
  /** a field of the form, or of the same sub-form row */
  | ({ kind: 'field'; name: string } & Span)
  /** every row's value of a sub-form field: subForm.field */
  | ({ kind: 'column'; subForm: string; field: string } & Span)
  | ({ kind: 'unary'; operator: '-' | '+'; operand: FormulaNode } & Span)
  | ({ kind: 'binary'; operator: BinaryOperator; left: FormulaNode; right: FormulaNode } & Span)
  | ({ kind: 'call'; name: string; args: FormulaNode[] } & Span)

/** Calls `visit` on the node and every node below it. */
export function walkFormula(node: FormulaNode, visit: (node: FormulaNode) => void): void {
  visit(node)
  if (node.kind === 'unary') walkFormula(node.operand, visit)
  else if (node.kind === 'binary') {
    walkFormula(node.left, visit)
    walkFormula(node.right, visit)
  } else if (node.kind === 'call') for (const arg of node.args) walkFormula(arg, visit)
}
