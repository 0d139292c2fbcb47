/** The print view of a record's form data, or of a form version (empty). */
export function printPath(target: { contractId: number } | { formId: number; version: number }): string {
  const params: Record<string, string> =
    'contractId' in target
      ? { contractId: String(target.contractId) }
      : { formId: String(target.formId), version: String(target.version) }
  return `/formPrint?${new URLSearchParams(params).toString()}`
}
