import { formDataValidatorOf, type FormDataValidator, type FormJson } from '@tandem/form-core'
import { BoundedMap } from '../../boundedMap.js'

/**
 * Form-core validators by form version id. Versions never change, so a validator (the form
 * indexed once) stays right for as long as it is kept; the least recently used go first.
 */
export class ValidatorCache {
  readonly #entries: BoundedMap<number, FormDataValidator>

  constructor(capacity = 64) {
    this.#entries = new BoundedMap(capacity, { refreshOnRead: true })
  }

  /** The version's validator; `load` gives the version's loaded form when none is kept. */
  async get(versionId: number, load: () => Promise<FormJson>): Promise<FormDataValidator> {
    const found = this.#entries.get(versionId)
    if (found) return found
    const created = formDataValidatorOf(await load())
    this.#entries.set(versionId, created)
    return created
  }
}
