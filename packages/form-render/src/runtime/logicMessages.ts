import { compileLogic, type CompiledLogic, type FormEvent, type FormModel } from '@tandem/form-core'

/**
 * Shows what the form's rules and formulas say is wrong while the user types. The model puts
 * those messages (a formula's error value such as #DIV/0!, an `error` rule's message) first in a
 * field's validation, but a field is validated when it is edited, and a computed field or the
 * target of an error rule never is. So after each change the computed fields and error targets
 * that depend on it are validated again; on start (and on new data) every computed field is, so a
 * formula that does not parse shows its error at once. Validations of one turn are run together.
 * Answers the function that stops following.
 */
export function followLogicMessages(model: FormModel): () => void {
  let logic = compile(model)
  let errorTargets = errorTargetsOf(logic)
  const pending = new Set<string>()
  let scheduled = false

  const validateLater = (names: Iterable<string>) => {
    for (const name of names) pending.add(name)
    if (scheduled || pending.size === 0) return
    scheduled = true
    queueMicrotask(() => {
      scheduled = false
      const names = [...pending]
      pending.clear()
      if (!model.getReadMode()) for (const name of names) void model.validateField(name)
    })
  }
  const computed = () => (logic ? logic.formulas.keys() : [])
  const dependantsOf = (names: string[]) => {
    if (!logic) return []
    const { values, rules } = logic.affected(names)
    return [...values.filter((name) => logic?.formulas.has(name)), ...rules.flatMap((position) => errorTargets.get(position) ?? [])]
  }

  const unsubscribe = model.subscribe((event: FormEvent) => {
    switch (event.type) {
      case 'valueChange':
        return validateLater(dependantsOf([event.name]))
      case 'rowAdd':
      case 'rowInsert':
      case 'rowDelete':
      case 'rowsReplace':
        return validateLater(dependantsOf([event.subFormName]))
      case 'formDataSet':
      case 'formReset':
        return validateLater(computed())
      case 'structureChange':
        logic = compile(model)
        errorTargets = errorTargetsOf(logic)
        return validateLater(computed())
      default:
        return undefined
    }
  })
  validateLater(computed())
  return () => {
    unsubscribe()
    pending.clear()
  }
}

function compile(model: FormModel): CompiledLogic | null {
  const logic = compileLogic(model.json, model.index)
  return logic.hasLogic ? logic : null
}

/** The widgets each rule marks invalid, by rule position. */
function errorTargetsOf(logic: CompiledLogic | null): Map<number, string[]> {
  const targets = new Map<number, string[]>()
  for (const rule of logic?.rules ?? []) {
    const names = rule.effects.filter((effect) => effect.action === 'error').map((effect) => effect.target)
    if (names.length > 0) targets.set(rule.position, names)
  }
  return targets
}
