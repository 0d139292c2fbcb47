// Form logic: linkage rules and formulas kept as data in the form JSON, compiled once per form
// version and evaluated by the same code in the browser's form model and the server's validator.

export { compileLogic } from './compileLogic.js'
export type { AffectedLogic, CompiledFormula, CompiledLogic, CompiledRule, ResolvedEffect } from './compileLogic.js'
export { evaluateLogic, LogicState } from './logicState.js'
export type { FieldFlags, LogicDelta, LogicOptions } from './logicState.js'
export { flagsOf, logicFieldState, logicMessages } from './fieldState.js'
export type { LogicFieldState } from './fieldState.js'
export { fieldKind, sameFieldValue, toFieldValue, toFormulaValue } from './fieldKinds.js'
export { conditionHolds } from './conditions.js'
export type { ConditionScope } from './conditions.js'
export { LOGIC_CONFIG_KEY, WIDGET_FORMULA_KEY, WIDGET_RULES_KEY } from './logicTypes.js'
export type {
  AllCondition,
  AnyCondition,
  Condition,
  ConditionOperator,
  Effect,
  EffectAction,
  FieldCondition,
  Literal,
  LogicIssue,
  LogicRule,
  RowsCondition,
  TandemLogic,
} from './logicTypes.js'
export { parseFormula } from './formula/parser.js'
export { FormulaSyntaxError, tokenize } from './formula/tokenizer.js'
export type { Token, TokenKind } from './formula/tokenizer.js'
export type { BinaryOperator, FormulaNode, Span } from './formula/ast.js'
export { evaluateFormula } from './formula/interpreter.js'
export type { FormulaEnv } from './formula/interpreter.js'
export { FUNCTIONS } from './formula/functions.js'
export type { FormulaType, FunctionSpec } from './formula/functions.js'
export { checkFormula } from './formula/typeCheck.js'
export type { FormulaProblem, StaticType, TypeScope } from './formula/typeCheck.js'
export { DateValue, FormulaError, formatDate, parseDate } from './formula/values.js'
export type { ErrorCode, FormulaValue, Scalar } from './formula/values.js'
export { rmbUpper } from './formula/rmbUpper.js'
