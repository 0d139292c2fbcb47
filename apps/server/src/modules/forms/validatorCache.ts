import { createFormDataValidator, type FormDataValidator } from '@tandem/form-core'

/**
 * Form-core validators by form version id. Versions never change, so a validator (the form loaded
 * and indexed once) stays right for as long as it is kept; the least recently used go first.
 */
export class ValidatorCache {
  readonly #entries = new Map<number, FormDataValidator>()
  readonly #capacity: number

  constructor(capacity = 64) {
    this.#capacity = capacity
  }

  /** The version's validator; `loadJson` reads the version's JSON when none is kept. */
  async get(versionId: number, loadJson: () => Promise<unknown>): Promise<FormDataValidator> {
    const found = this.#entries.get(versionId)
    if (found) {
      this.#entries.delete(versionId)
      this.#entries.set(versionId, found)
      return found
    }
    const created = createFormDataValidator(await loadJson())
    this.#entries.set(versionId, created)
    if (this.#entries.size > this.#capacity) this.#entries.delete(this.#entries.keys().next().value!)
    return created
  }
}
